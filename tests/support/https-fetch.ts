import https from "node:https";

// fetch() over node:https, trusting one certificate: the self-signed one of a test's nginx.
// Node's own fetch trusts only the system's authorities and offers no per-call option.

/** `localAddress`: the loopback address to connect from, so nginx sees another visitor. */
export function httpsFetch(ca: string | Buffer, localAddress?: string): typeof fetch {
  const agent = new https.Agent({ ca, keepAlive: true, maxSockets: 64, localAddress });
  const send = async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    return new Promise<Response>((resolve, reject) => {
      const outgoing = https.request(
        request.url,
        { method: request.method, headers: Object.fromEntries(request.headers), agent },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
          incoming.on("error", reject);
          incoming.on("end", () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(incoming.headers)) {
              for (const item of [value ?? []].flat()) headers.append(name, item);
            }
            const status = incoming.statusCode ?? 500;
            const empty = status === 204 || status === 304 || request.method === "HEAD";
            resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers }));
          });
        },
      );
      outgoing.on("error", reject);
      outgoing.end(body);
    });
  };
  return send as typeof fetch;
}
