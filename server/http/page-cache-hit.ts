import type { IncomingMessage, ServerResponse } from "node:http";
import { isAnonymousRead } from "../auth/private-cache.ts";
import type { CacheKeyOf } from "../cache/cache-key.ts";
import { lookupPage } from "../cache/page-cache.ts";
import { countPageCacheLookup } from "../metrics/metrics.ts";
import { passesRequestGuards } from "./request-guards.ts";
import { logWhenSent } from "./request-logger.ts";
import { sendCached } from "./send-cached.ts";
import { declaresBody } from "./slow-requests.ts";

// The page cache's hot path (ADR 0081), taken before Express: an anonymous GET or HEAD whose page
// is stored and fresh. Express's router, its request and response wrappers and a dozen
// middleware layers cost several times the rest of such a request, for nothing it needs. What
// the middleware would do for it is done here: the same security headers, the same log line.
// Everything else (a miss, a stale page, a signed-in visitor, any other method, a request the
// request guards would refuse, one with a body) goes to Express. So does any session cookie: its
// signature is checked there (server/auth/signed-session-cookie.ts), and a forged one is answered
// from this same cache without a render, only not on this synchronous path.

type Options = {
  /** The key function, once the server build is loaded. */
  keyOf: () => CacheKeyOf | undefined;
  /** The headers every response carries (security-headers.ts). */
  headers: [string, string][];
  /** The visitor's address, as the app's trusted proxies say (for the log line). */
  clientIp: (req: IncomingMessage) => string | undefined;
};

export function pageCacheHit({ keyOf, headers, clientIp }: Options) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!isAnonymousRead(req.method, req.headers.cookie) || !passesRequestGuards(req)) return false;
    // A body, even on a GET, is timed by refuseSlowBodies in Express: answered here, a trickled
    // one held the connection until the two-minute request timeout (third review, L4).
    if (declaresBody(req.headers)) return false;
    const key = keyOf()?.(req.url ?? "/");
    const found = key === undefined ? undefined : lookupPage(key);
    // Only a hit is counted here: anything else is looked up (and counted) again in Express.
    if (!found || found.stale) return false;
    countPageCacheLookup("hit");
    logWhenSent(res, req, () => clientIp(req));
    sendCached(req, res, found.page, headers);
    return true;
  };
}
