// Which stored body a cached page is sent as: brotli, then gzip, else none. Browsers send a
// handful of distinct Accept-Encoding values, so each is parsed once and remembered; Express's
// negotiator reparsed it on every request of the page cache's hottest path.

type Encoding = "br" | "gzip" | null;

const remembered = new Map<string, Encoding>();
const REMEMBER_LIMIT = 100;

function parse(header: string): Encoding {
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  const br = weight("br");
  const gzip = weight("gzip");
  if (br <= 0 && gzip <= 0) return null;
  // The client's preference; brotli (the smaller) on a tie.
  return br >= gzip ? "br" : "gzip";
}

export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return null;
  let encoding = remembered.get(header);
  if (encoding === undefined) {
    encoding = parse(header);
    if (remembered.size >= REMEMBER_LIMIT) remembered.clear();
    remembered.set(header, encoding);
  }
  return encoding;
}
