import type { Server } from "node:http";
import type { Socket } from "node:net";

// A client that stops reading its answers holds its connection, and the memory of everything
// queued for it, for as long as it likes: Node times a request's arrival (slow-requests.ts), not
// its answer's departure, and its socket timeout is switched off between pipelined requests
// (third review: twenty pipelined answers sat unsent for seven minutes). So a connection with
// answers waiting whose sent byte count has not moved for STALLED_READER_SECONDS is closed:
// nginx's send_timeout rule, the same minute by default. A reader that takes anything at all is
// never cut.

export const CHECK_MS = 5_000;

/** Bytes the kernel has taken; Node's bytesWritten also counts what still waits in the stream. */
const sent = (socket: Socket) => socket.bytesWritten - socket.writableLength;

export function closeStalledReaders(server: Server, stalledMs: number) {
  const watched = new Map<Socket, { sent: number; since: number }>();
  server.on("connection", (socket: Socket) => {
    watched.set(socket, { sent: 0, since: Date.now() });
    socket.once("close", () => watched.delete(socket));
  });
  const timer = setInterval(() => {
    const now = Date.now();
    for (const [socket, progress] of watched) {
      if (socket.writableLength === 0 || sent(socket) !== progress.sent) {
        watched.set(socket, { sent: sent(socket), since: now });
      } else if (now - progress.since >= stalledMs) {
        socket.destroy();
      }
    }
  }, CHECK_MS);
  timer.unref();
  server.once("close", () => clearInterval(timer));
}
