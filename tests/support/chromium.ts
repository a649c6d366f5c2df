import { existsSync } from "node:fs";

// The one Chromium every browser run here uses (Playwright's tests, Lighthouse, the bench and the
// screenshot script), and the one set of flags it runs with, so a figure measured by one tool and
// a test run by another see the same browser. Playwright never downloads a browser here: it drives
// the machine's own (apt-get install chromium), or the one CHROME_PATH names.

export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export function chromiumInstalled() {
  return existsSync(chromiumPath);
}

/**
 * What the Playwright suite drives: the same Chromium release built as its headless shell
 * (apt-get install chromium-headless-shell), Playwright's own choice for headless runs. It has no
 * browser UI to draw: the full browser's headless mode spent ~40% of a core per worker on its own
 * tab-strip renderer (ADR 0157). Figures (Lighthouse, the bench) keep the full browser.
 */
export const headlessShellPath =
  process.env.CHROME_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

/**
 * No sandbox (CI and this machine run as root), no GPU (there is none), and nothing the browser
 * would do of its own accord (QUIC, component updates, sync, first-run pages, background
 * requests), which would only add requests and work to what is measured.
 */
export const chromiumFlags: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
