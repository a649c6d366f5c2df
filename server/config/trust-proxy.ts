import { isIP } from "node:net";

// TRUST_PROXY: which proxies may tell the server the client's address through X-Forwarded-For
// (ADR 0065). Express's "trust proxy" accepts the same three shapes validated here.
// - a hop count: "1" trusts the one proxy in front, whatever its address (a load balancer);
// - an address list: "loopback", "10.0.0.2", "172.16.0.0/12", "uniquelocal", comma-separated;
// - "off": nobody; the address is the connection's own.
// "true" (trust everyone) is refused: any client could then choose the address it is counted as.

const NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

export type TrustProxy = false | number | string[];

function isAddressOrRange(entry: string) {
  if (NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split("/");
  const version = isIP(address ?? "");
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/** The setting for Express, or an error message naming what is wrong. */
export function parseTrustProxy(
  value: string,
): { ok: true; value: TrustProxy } | { ok: false; message: string } {
  const text = value.trim().toLowerCase();
  if (["off", "false", "none", "0"].includes(text)) return { ok: true, value: false };
  if (/^\d+$/.test(text)) return { ok: true, value: Number(text) };
  if (text === "true") {
    return {
      ok: false,
      message:
        "must be a hop count, an address list or off (true would let any client choose its address)",
    };
  }
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (!entries.length || bad.length) {
    return {
      ok: false,
      message: `must be a hop count, off, or addresses (IPs, CIDR ranges, loopback, linklocal, uniquelocal); not ${bad.join(", ") || "empty"}`,
    };
  }
  return { ok: true, value: entries };
}
