import { readFileSync } from "node:fs";
import { createServer } from "node:http";

// Node's own limit (docs/performance.md): a bare node:http server answering every request with
// one page's bytes from memory, with the headers a browser needs and nothing else. Started by
// scripts/bench/baselines.ts as a process of its own: node scripts/bench/bare-server.ts FILE.

const body = readFileSync(process.argv[2]!);
const server = createServer((_req, res) => {
  res.writeHead(200, { "content-type": "text/html", "content-length": body.length });
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(JSON.stringify({ port: typeof address === "object" && address ? address.port : 0 }));
});
