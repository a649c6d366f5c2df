import type { IncomingMessage, Server, ServerResponse } from "node:http";
import net, { type Socket } from "node:net";

// Stopping without failing a request (ADR 0082). On SIGTERM the server stops accepting
// connections and answers every request still arriving with `Connection: close`. An idle
// connection is closed by this server only when no proxy can be about to send on it: a request
// that reaches a connection just as the server closes it fails, and a proxy cannot resend a form
// post it has begun to send. So:
// - a connection that carried a proxied request (X-Forwarded-For) is left to the proxy, which
//   closes idle ones itself (deploy/nginx: after 1 s); it is closed here only after 2 s idle;
// - so is a connection that has not carried a request yet: one may be on its way, not yet read;
// - any other connection (a browser or a test talking to the process directly) is closed as
//   soon as it is idle, so stopping takes no longer than the requests under way.

const PROXY_IDLE_MS = 2_000;
const CHECK_MS = 50;

type Connection = { requests: number; busy: number; idleSince: number; proxied: boolean };

export function trackConnections(server: Server) {
  const connections = new Map<Socket, Connection>();
  const responses = new Set<ServerResponse>();
  let draining = false;

  server.on("connection", (socket: Socket) => {
    connections.set(socket, { requests: 0, busy: 0, idleSince: Date.now(), proxied: false });
    socket.once("close", () => connections.delete(socket));
  });
  // Before the app's own listener, which may answer at once (a page-cache hit).
  server.prependListener("request", (req: IncomingMessage, res: ServerResponse) => {
    const connection = connections.get(req.socket);
    if (draining) res.setHeader("Connection", "close");
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

  function closeIdle() {
    const now = Date.now();
    for (const [socket, connection] of connections) {
      if (connection.busy > 0) continue;
      const mayBeInUse = connection.proxied || connection.requests === 0;
      if (mayBeInUse && now - connection.idleSince < PROXY_IDLE_MS) continue;
      socket.destroy();
    }
  }

  /** Stops accepting; resolves once every connection has closed. */
  function drain(): Promise<void> {
    draining = true;
    for (const res of responses) if (!res.headersSent) res.setHeader("Connection", "close");
    return new Promise((resolve) => {
      const timer = setInterval(closeIdle, CHECK_MS);
      // net.Server's close, not http.Server's: the latter also closes every idle connection at
      // once, which is the race described above.
      net.Server.prototype.close.call(server, () => {
        clearInterval(timer);
        resolve();
      });
      closeIdle();
    });
  }

  return { drain };
}
