import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startAppProcess } from "../tests/support/app-process.ts";
import { type StaticNginx, startStaticNginx } from "./bench/static-nginx.ts";

// `npm run lighthouse -- --via=static`: the honest floor under the Lighthouse figures (ADR 0143).
// Each page is the document the app sends, less every script (inline ones too) and module
// preload, served with every file it loads from disk by nginx over plain HTTP/1.1, as the direct
// run's. What that page scores on this machine is what the same markup, styles, fonts and
// pictures can score with no JavaScript at all: the limit our scripts are measured against.

/** The app's page with no script left: what the HTML, CSS, fonts and pictures cost alone. */
export function withoutScripts(html: string) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\brel="(?:modulepreload|preload)"[^>]*\bas="script"[^>]*>/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "");
}

/** Where a page's copy is written: its path without the query, as nginx's try_files looks. */
export function pageFile(root: string, pathname: string) {
  const bare = new URL(pathname, "http://x").pathname.replace(/\/$/, "");
  return path.join(root, "pages", bare, "index.html");
}

/** The same compression as deploy/nginx/agency.conf gives /assets/, and the app gives its pages. */
function siteBlock(dir: string, port: number) {
  return `include /etc/nginx/mime.types;
  gzip on;
  gzip_comp_level 6;
  gzip_types text/css application/javascript image/svg+xml;
  server {
    listen 127.0.0.1:${port};
    root ${dir};
    location /uploads/ { root ${dir}; }
    location / {
      try_files /pages$uri/index.html /pages\${uri}index.html /client$uri =404;
    }
  }`;
}

/** A Lighthouse site serving stripped copies; `prepare` copies one page before it is loaded. */
export async function staticSite(dataDir: string) {
  const app = await startAppProcess({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const dir = mkdtempSync(path.join(tmpdir(), "agency-lighthouse-static-"));
  let nginx: StaticNginx | undefined;
  const stop = async () => {
    await nginx?.stop();
    await app.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // nginx's workers run as an unprivileged user when started as root: everything is readable.
    chmodSync(dir, 0o755);
    mkdirSync(path.join(dir, "pages"), { mode: 0o755 });
    cpSync(path.resolve("build/client"), path.join(dir, "client"), { recursive: true });
    cpSync(path.join(dataDir, "uploads"), path.join(dir, "uploads"), { recursive: true });
    readableByAll(dir);
    nginx = await startStaticNginx(dir, {
      workers: 1,
      probe: "/favicon.svg",
      http: (port) => siteBlock(dir, port),
    });
    return {
      url: nginx.url,
      appUrl: app.url,
      stop,
      prepare: async (pathname: string) => {
        const answer = await fetch(`${app.url}${pathname}`);
        if (answer.status !== 200) throw new Error(`${pathname} answered ${answer.status}`);
        const file = pageFile(dir, pathname);
        mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 });
        writeFileSync(file, withoutScripts(await answer.text()), { mode: 0o644 });
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The uploads are the app user's alone (0600): nginx's workers must read the copies. */
function readableByAll(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    chmodSync(file, entry.isDirectory() ? 0o755 : 0o644);
  }
}
