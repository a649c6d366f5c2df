// Loaded into a production server by a test (NODE_OPTIONS=--import), never by the server itself:
// on SIGUSR2 it rejects a promise nobody handles, the one failure no request can cause, so the
// test can see what the process does with it (server/main.ts, ADR 0155).

process.on("SIGUSR2", () => {
  void Promise.reject(new Error("a rejection nobody handled"));
});
