// A small fetch wrapper with a cookie jar, so a test can act as a signed-in browser would.
// Better Auth refuses cookie-carrying POSTs without an Origin header, so every request sends one.

export type TestClient = ReturnType<typeof createClient>;

/** `fetch`: another fetch, e.g. one that trusts a test certificate (tests/support/https-fetch.ts). */
export function createClient(
  baseUrl: string,
  { fetch: send = fetch }: { fetch?: typeof fetch } = {},
) {
  const jar = new Map<string, string>();
  const origin = new URL(baseUrl).origin;

  async function request(pathname: string, init: RequestInit & { json?: unknown } = {}) {
    const headers = new Headers(init.headers);
    if (!headers.has("origin")) headers.set("origin", origin);
    if (jar.size) headers.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    const response = await send(new URL(pathname, baseUrl), {
      ...init,
      headers,
      body,
      redirect: "manual",
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const index = pair!.indexOf("=");
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      if (/max-age=0/i.test(line) || value === "") jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }

  return {
    request,
    get: (pathname: string, init?: RequestInit) => request(pathname, { ...init, method: "GET" }),
    post: (pathname: string, json?: unknown, init?: RequestInit) =>
      request(pathname, { ...init, method: "POST", json }),
    delete: (pathname: string, init?: RequestInit) =>
      request(pathname, { ...init, method: "DELETE" }),
    cookies: jar,
    /** Creates an account through Better Auth's real sign-up endpoint and keeps its session. */
    async signUp(email: string, password = "Passw0rd!", name = "Test User") {
      const response = await request("/api/auth/sign-up/email", {
        method: "POST",
        json: { email, password, name, image: "https://example.com/photo.jpg" },
      });
      if (!response.ok)
        throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
      return response;
    },
    async signIn(email: string, password = "Passw0rd!") {
      const response = await request("/api/auth/sign-in/email", {
        method: "POST",
        json: { email, password },
      });
      if (!response.ok)
        throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
      return response;
    },
  };
}
