import type { APIRequestContext, ConsoleMessage, Page } from "@playwright/test";

// The e2e tests share one server and run in parallel, and every list page shows everyone's
// articles and videos. When one test deletes its article or video while another test's page is
// still fetching that image, the browser logs a 404 that says nothing about the page under test.
// Such a 404 is told apart from a broken page by asking the server again: a fresh render of the
// same page that still names the image means the page points at a missing file (a real fault);
// one that no longer names it means the content was deleted meanwhile (ADR 16).

/** Collects a page's console errors; `settle` answers the ones that are real faults. */
export function watchConsoleErrors(page: Page, allowed: RegExp[] = []) {
  const errors: string[] = [];
  // Asked at once, while the test's own content still exists: by the end of the test it may
  // have deleted that content itself, and a missing image of its own would then go unnoticed.
  const checks: Promise<void>[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() !== "error") return;
    // A failed resource names only its status; its address says which one it was.
    const resource = message.location().url;
    const text = resource ? `${message.text()} (${resource})` : message.text();
    if (allowed.some((pattern) => pattern.test(text))) return;
    if (!/status of 404/.test(text) || !isUpload(resource)) {
      errors.push(text);
      return;
    }
    const pageUrl = page.url();
    checks.push(
      stillNamed(page.request, pageUrl, resource).then(
        (named) => void (named && errors.push(text)),
        (error: Error) => void errors.push(`${text}; could not check: ${error.message}`),
      ),
    );
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return {
    /** Every error that is not explained by content deleted while the page loaded. */
    async settle() {
      await Promise.all(checks);
      return errors;
    },
  };
}

function isUpload(resource: string) {
  try {
    return new URL(resource).pathname.startsWith("/uploads/");
  } catch {
    return false;
  }
}

/** True when a fresh render of the page still refers to the image the browser could not load. */
async function stillNamed(request: APIRequestContext, pageUrl: string, resource: string) {
  // Variants are named <key>-<width>.<format>; the page names the key in every srcset.
  const key = new URL(resource).pathname.replace(/-\d+\.\w+$/, "");
  const response = await request.get(pageUrl, { failOnStatusCode: false });
  return (await response.text()).includes(key);
}
