import { isIPv6 } from "node:net";
import type { RequestHandler } from "express";

// Better Auth reads the client address from a request header (for its rate limiter and the
// session's ip_address). Express already knows the trustworthy address (req.ip, honouring the
// app's "trust proxy" setting), so it is copied into a header of our own, overwriting anything
// the client sent under that name; Better Auth is told to read only that header.

export const CLIENT_IP_HEADER = "x-agency-client-ip";

export const stampClientIp: RequestHandler = (req, _res, next) => {
  const ip = req.ip ?? req.socket.remoteAddress;
  // Express works req.ip out anew at every read (the log line, the audit scope...): once is enough.
  Object.defineProperty(req, "ip", { value: ip, configurable: true });
  if (ip) req.headers[CLIENT_IP_HEADER] = ip;
  else delete req.headers[CLIENT_IP_HEADER];
  next();
};

/** An address with IPv4-mapped IPv6 written as plain IPv4, so one visitor has one key. */
export function normaliseIp(ip: string | undefined): string | null {
  if (!ip) return null;
  return ip.toLowerCase().startsWith("::ffff:") && ip.includes(".") ? ip.slice(7) : ip;
}

/** The address stamped by stampClientIp (for code that sees only a fetch Request). */
export function clientIpOf(headers: Headers): string | null {
  return normaliseIp(headers.get(CLIENT_IP_HEADER) ?? undefined);
}

/**
 * The key a visitor's address is counted under by the rate limits and throttles. An IPv6 client
 * is usually given a whole /64 and can pick any address in it, so IPv6 addresses count by their
 * /64; IPv4 addresses count whole. Logs keep the full address.
 */
export function limitKey(ip: string | null): string {
  if (!ip) return "unknown";
  if (!isIPv6(ip)) return ip;
  const [head, tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::")
    ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
