import http from "node:http";

// Sends a body of `bytes` bytes with Transfer-Encoding: chunked (no Content-Length to trust), the
// way the review's oversized posts were sent, and answers the status as soon as the server
// answers, even while the body is still being sent. The server may close the connection then.

export function postChunked(
  url: string,
  options: { bytes: number; method?: string; headers?: Record<string, string> },
): Promise<number> {
  const chunk = Buffer.alloc(64 * 1024, "a");
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request(url, {
      method: options.method ?? "POST",
      // Node sends DELETE bodies unframed unless told; a fresh connection for each post.
      headers: { ...options.headers, "transfer-encoding": "chunked" },
      agent: false,
    });
    request.on("response", (response) => {
      answered = true;
      resolve(response.statusCode ?? 0);
      response.resume();
    });
    // After the answer, a reset while still sending is the expected end of a refused body.
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    let sent = 0;
    const write = () => {
      while (!answered && sent < options.bytes) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", write);
      }
      if (!answered) request.end();
    };
    write();
  });
}
