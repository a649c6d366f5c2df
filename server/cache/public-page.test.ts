import { describe, expect, it } from "vitest";
import { invalidatePublicPages } from "./page-cache.ts";
import { type Outcome, publicPage } from "./public-page.ts";

// The page cache's rules for anonymous requests, with renders the test controls: one render per
// key at a time, and after a write the stale page for everyone but the request that re-renders.

const CACHE = "public, max-age=0";
const newKey = () => `/page-${crypto.randomUUID()}`;

function html(text: string, init: ResponseInit = {}) {
  return new Response(`<!DOCTYPE html><p>${text}</p>`, {
    status: 200,
    ...init,
    headers: { "content-type": "text/html", ...init.headers },
  });
}

/** A render that finishes when the test says so, counting how often it was called. */
function controlledRender(text: () => string) {
  const state = { calls: 0, finish: () => {} };
  const render = () => {
    state.calls += 1;
    return new Promise<Response>((resolve) => {
      state.finish = () => resolve(html(text()));
    });
  };
  return { state, render };
}

const bodyOf = (outcome: Outcome) =>
  outcome.kind === "page" ? outcome.page.body.toString() : `(${outcome.kind})`;

describe("publicPage", () => {
  it("renders a missing page once for every request waiting on it", async () => {
    const key = newKey();
    const { state, render } = controlledRender(() => "first");
    const waiting = Array.from({ length: 10 }, () => publicPage(key, render, CACHE));
    await Promise.resolve();
    state.finish();
    const outcomes = await Promise.all(waiting);
    expect(state.calls).toBe(1);
    expect(new Set(outcomes.map(bodyOf))).toEqual(new Set(["<!DOCTYPE html><p>first</p>"]));
    // Stored: the next request renders nothing.
    expect(bodyOf(await publicPage(key, render, CACHE))).toContain("first");
    expect(state.calls).toBe(1);
  });

  it("after a write, serves the stale page to everyone but the one request that re-renders", async () => {
    const key = newKey();
    let version = "old";
    const { state, render } = controlledRender(() => version);
    const first = publicPage(key, render, CACHE);
    state.finish();
    await first;

    version = "new";
    invalidatePublicPages();
    const refreshing = publicPage(key, render, CACHE);
    const meanwhile = await Promise.all([
      publicPage(key, render, CACHE),
      publicPage(key, render, CACHE),
    ]);
    expect(meanwhile.map(bodyOf)).toEqual([
      "<!DOCTYPE html><p>old</p>",
      "<!DOCTYPE html><p>old</p>",
    ]);
    state.finish();
    expect(bodyOf(await refreshing)).toContain("new");
    expect(bodyOf(await publicPage(key, render, CACHE))).toContain("new");
    expect(state.calls).toBe(2);
  });

  it("does not hand a request after a write the page of a re-render that started before it", async () => {
    const key = newKey();
    let version = "v1";
    const renders: Array<() => void> = [];
    const render = () =>
      new Promise<Response>((resolve) => {
        const text = version;
        renders.push(() => resolve(html(text)));
      });
    const first = publicPage(key, render, CACHE);
    renders[0]?.();
    await first;

    version = "v2";
    invalidatePublicPages();
    const early = publicPage(key, render, CACHE); // re-renders, having read v2

    version = "v3";
    invalidatePublicPages();
    const late = publicPage(key, render, CACHE);
    expect(renders).toHaveLength(3);
    // A third request in the same generation is served the stored page while the latest renders.
    expect(bodyOf(await publicPage(key, render, CACHE))).toContain("v1");
    renders[1]?.();
    renders[2]?.();
    expect(bodyOf(await early)).toContain("v2");
    expect(bodyOf(await late)).toContain("v3");
    // The newer render is the one kept, whichever finished first.
    expect(bodyOf(await publicPage(key, render, CACHE))).toContain("v3");
    expect(renders).toHaveLength(3);
  });

  it("serves the stale page when its re-render fails", async () => {
    const key = newKey();
    await publicPage(key, async () => html("kept"), CACHE);
    invalidatePublicPages();
    const outcome = await publicPage(key, () => Promise.reject(new Error("database gone")), CACHE);
    expect(bodyOf(outcome)).toContain("kept");
  });

  it("forgets a page whose re-render is no longer a page to keep", async () => {
    const key = newKey();
    await publicPage(key, async () => html("article"), CACHE);
    invalidatePublicPages();
    const gone = await publicPage(key, async () => html("Not found", { status: 404 }), CACHE);
    expect(gone).toMatchObject({ kind: "shared", status: 404 });
    const again = await publicPage(key, async () => html("Not found", { status: 404 }), CACHE);
    expect(again.kind).toBe("shared");
  });

  it("keeps nothing meant for one visitor", async () => {
    const key = newKey();
    const personal = () => Promise.resolve(html("hello", { headers: { "set-cookie": "a=b" } }));
    expect((await publicPage(key, personal, CACHE)).kind).toBe("own");
    const unstored = () =>
      Promise.resolve(html("token", { headers: { "cache-control": "no-store" } }));
    expect((await publicPage(newKey(), unstored, CACHE)).kind).toBe("own");
  });
});
