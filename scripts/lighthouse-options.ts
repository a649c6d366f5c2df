import { createHash, X509Certificate } from "node:crypto";
import path from "node:path";
import { chromiumFlags } from "../tests/support/chromium.ts";

// What `npm run lighthouse` is asked to do, and where its reports go: shared by the script that
// writes the summaries (scripts/lighthouse.ts) and the bench that reads them
// (scripts/bench/lighthouse-figures.ts), so the two never disagree on a path.

/**
 * `direct`: the browser talks plain HTTP/1.1 to one app process. `nginx`: HTTPS and HTTP/2
 * through deploy/nginx/agency.conf in front of two app processes, as the deployment recipe runs
 * it (ADR 0134). `static`: the baseline, each page's HTML without any script and every file it
 * loads, served from disk by nginx over HTTP/1.1 (ADR 0143).
 */
export type Via = "direct" | "nginx" | "static";

export type LighthouseOptions = {
  via: Via;
  /** Only these pages (named as their report files are); a partial run writes no summary. */
  pages?: string[];
  build: boolean;
};

const vias: readonly Via[] = ["direct", "nginx", "static"];

const usage =
  "npm run lighthouse -- [--via=direct|nginx|static] [--pages=home,article-Bengali] [--no-build]";

export function parseLighthouseArgs(args: string[]): LighthouseOptions {
  const options: LighthouseOptions = { via: "direct", build: true };
  for (const arg of args) {
    if (arg === "--no-build") options.build = false;
    else if (arg.startsWith("--via=")) {
      const via = arg.slice("--via=".length);
      if (!vias.includes(via as Via)) {
        throw new Error(`--via is one of ${vias.join(", ")}, not "${via}". Usage: ${usage}`);
      }
      options.via = via as Via;
    } else if (arg.startsWith("--pages=")) {
      const pages = arg
        .slice("--pages=".length)
        .split(",")
        .map((page) => page.trim())
        .filter(Boolean);
      if (pages.length === 0) throw new Error(`--pages names at least one page. Usage: ${usage}`);
      options.pages = pages;
    } else {
      // A typo (`--via nginx`, `--page=`) would otherwise measure something else without a word.
      throw new Error(`Unknown argument "${arg}". Usage: ${usage}`);
    }
  }
  return options;
}

const root = "reports/lighthouse";

/** The folder of a run's JSON reports: the direct run's as before, the others' beside it. */
export function reportsFolder(via: Via) {
  return via === "direct" ? root : path.join(root, via);
}

/** The medians `npm run lighthouse` writes after a full run, and `npm run bench` reads. */
export function summaryFile(via: Via) {
  return path.join(reportsFolder(via), "summary.json");
}

/** What the summary says about how the pages were reached, shown beside the bench's figures. */
export function describeVia(via: Via) {
  if (via === "direct") return "straight from one app process, HTTP/1.1";
  if (via === "nginx") {
    return "behind deploy/nginx (HTTPS, HTTP/2, /assets/ from disk), two app processes";
  }
  return "baseline: the same pages without any script, every file from disk by nginx, HTTP/1.1";
}

const baseChromeFlags = ["--headless=new", ...chromiumFlags];

/**
 * Chromium's flags for one Lighthouse run. `trustSpki`: the base64 SHA-256 of the throwaway
 * certificate's public key, the only certificate Chromium then accepts without a chain (it takes
 * the list only with its own --user-data-dir, which Lighthouse's launcher always gives it). Any
 * other certificate error still fails the run, unlike --ignore-certificate-errors.
 */
export function chromeFlags(trustSpki?: string) {
  const flags = trustSpki
    ? [...baseChromeFlags, `--ignore-certificate-errors-spki-list=${trustSpki}`]
    : baseChromeFlags;
  return `--chrome-flags=${flags.join(" ")}`;
}

/** The base64 SHA-256 of a PEM certificate's SubjectPublicKeyInfo, as Chromium's SPKI list wants. */
export function spkiHash(certificatePem: string | Buffer) {
  const spki = new X509Certificate(certificatePem).publicKey.export({
    type: "spki",
    format: "der",
  });
  return createHash("sha256").update(spki).digest("base64");
}
