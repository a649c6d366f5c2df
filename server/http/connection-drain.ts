import type { IncomingMessage, Server, ServerResponse } from "node:http";
import net, { type Socket } from "node:net";

// Stopping without failing a request (ADR 82). A request fails when it reaches a connection the
// server is closing, and a proxy cannot resend a form post it has begun to send. Closing the
// listening socket resets the connections the kernel has accepted but this process has not yet
// taken; closing a kept-alive connection races the proxy's next request on it. So on SIGTERM:
// - requests under way finish, answered with `Connection: close`;
// - a page view (GET or HEAD) that arrives after that is not handled: through a proxy it gets
//   502, which nginx (deploy/nginx) takes as "try the other process" and as a reason to send
//   this process nothing for a few seconds (the app sends 502 for nothing else); without one,
//   503. Anything else (a form post) is handled as usual, since the process is healthy;
// - the listening socket is closed once no connection has arrived for QUIET_MS (nothing is left
//   in the kernel's queue to reset), or after MAX_LISTEN_MS in any case;
// - an idle connection that carried a proxied request (X-Forwarded-For), or none yet, is left for
//   the proxy to close (deploy/nginx closes idle ones after 1 s), and closed here only after 5 s
//   (a process starved of CPU may not yet have read a request that is waiting on it);
//   any other idle connection (a browser, a test) is closed at once.

const PROXY_IDLE_MS = 5_000;
const QUIET_MS = 250;
const MAX_LISTEN_MS = 3_000;
const CHECK_MS = 50;

type Connection = { requests: number; busy: number; idleSince: number; proxied: boolean };

export function trackConnections(server: Server) {
  const connections = new Map<Socket, Connection>();
  const responses = new Set<ServerResponse>();
  let drainingSince: number | undefined;
  let lastConnectionAt = 0;

  server.on("connection", (socket: Socket) => {
    lastConnectionAt = Date.now();
    connections.set(socket, { requests: 0, busy: 0, idleSince: Date.now(), proxied: false });
    socket.once("close", () => connections.delete(socket));
  });
  // Before the app's own listener, which may answer at once (a page-cache hit).
  server.prependListener("request", (req: IncomingMessage, res: ServerResponse) => {
    const connection = connections.get(req.socket);
    responses.add(res);
    if (!connection) return;
    connection.requests += 1;
    connection.busy += 1;
    if (req.headers["x-forwarded-for"]) connection.proxied = true;
    res.once("close", () => {
      responses.delete(res);
      connection.busy -= 1;
      connection.idleSince = Date.now();
    });
  });

  function closeIdle(now: number) {
    for (const [socket, connection] of connections) {
      if (connection.busy > 0) continue;
      const mayBeInUse = connection.proxied || connection.requests === 0;
      if (mayBeInUse && now - connection.idleSince < PROXY_IDLE_MS) continue;
      socket.destroy();
    }
  }

  /** True when the request was answered here because the server is stopping. */
  function refused(req: IncomingMessage, res: ServerResponse) {
    if (drainingSince === undefined) return false;
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    res.writeHead(req.headers["x-forwarded-for"] ? 502 : 503, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": "1",
      Connection: "close",
    });
    res.end("The server is restarting. Please try again in a moment.\n");
    return true;
  }

  /** Stops taking requests; resolves once the last connection has closed. */
  function drain(): Promise<void> {
    drainingSince = Date.now();
    for (const res of responses) if (!res.headersSent) res.setHeader("Connection", "close");
    return new Promise((resolve) => {
      let listening = true;
      const check = () => {
        const now = Date.now();
        closeIdle(now);
        const quiet = now - Math.max(lastConnectionAt, drainingSince!) >= QUIET_MS;
        if (listening && (quiet || now - drainingSince! >= MAX_LISTEN_MS)) {
          listening = false;
          // net.Server's close, not http.Server's, which would also close every idle
          // connection at once: the race described above.
          net.Server.prototype.close.call(server, () => {
            clearInterval(timer);
            resolve();
          });
        }
      };
      const timer = setInterval(check, CHECK_MS);
      check();
    });
  }

  return { drain, refused };
}
