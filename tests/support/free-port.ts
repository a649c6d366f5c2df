import { readFileSync } from "node:fs";
import { createServer } from "node:net";

// Why not `listen(0)`: that hands out a port from the kernel's ephemeral range, the same range
// every outgoing connection (fetch, a Postgres client) takes its local port from. Between this
// check and the child's own `listen`, a test's client socket could take the port, and the server
// died with EADDRINUSE (CI of 738ce83). Ports below that range are never given to clients, so
// only another test choosing the same random port could collide, and `startAppProcess` retries.

/** The kernel's ephemeral range, where outgoing connections take their local ports. */
function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8")
      .trim()
      .split(/\s+/)
      .map(Number);
    if (low && high) return [low, high];
  } catch {
    // Not Linux: the IANA dynamic range.
  }
  return [49152, 65535];
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once("error", () => resolve(false));
    // No host: the same dual-stack `::` the app, nginx and Postgres bind.
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

function anyPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** A TCP port that nothing listens on right now, outside the range clients take ports from. */
export async function freePort(): Promise<number> {
  const [low] = ephemeralRange();
  const first = 10_000;
  const last = Math.min(low, 65536) - 1;
  // An unusual kernel set-up with (almost) no ports below its ephemeral range: any free port.
  if (last - first < 1000) return anyPort();
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = first + Math.floor(Math.random() * (last - first + 1));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port found between ${first} and ${last}`);
}
