import http from "node:http";

// Sends a body of `bytes` bytes with Transfer-Encoding: chunked (no Content-Length to trust), the
// way the review's oversized posts were sent, and answers the status as soon as the server
// answers, even while the body is still being sent. The server may close the connection then.

type Options = { bytes: number; method?: string; headers?: Record<string, string> };

export function postChunked(url: string, options: Options): Promise<number> {
  return send(url, options, (response) => {
    response.resume();
    return response.statusCode ?? 0;
  });
}

/**
 * postChunked's answer in full: its status and text, and how many bytes of the body had been
 * handed to the socket when it came (so a test can tell the server answered without waiting for
 * the whole body).
 */
export function postChunkedAnswer(url: string, options: Options) {
  return send(url, options, (response, sentBeforeAnswer) => {
    const pieces: Buffer[] = [];
    response.on("data", (piece: Buffer) => pieces.push(piece));
    return new Promise<{ status: number; text: string; sentBeforeAnswer: number }>((resolve) => {
      const done = () =>
        resolve({
          status: response.statusCode ?? 0,
          text: Buffer.concat(pieces).toString("utf8"),
          sentBeforeAnswer,
        });
      response.on("end", done);
      // A refused body's connection may be cut once the answer is written.
      response.on("error", done);
    });
  });
}

function send<T>(
  url: string,
  options: Options,
  onResponse: (response: http.IncomingMessage, sentBeforeAnswer: number) => T | Promise<T>,
): Promise<T> {
  const chunk = Buffer.alloc(64 * 1024, "a");
  return new Promise((resolve, reject) => {
    let answered = false;
    let sent = 0;
    const request = http.request(url, {
      method: options.method ?? "POST",
      // Node sends DELETE bodies unframed unless told; a fresh connection for each post.
      headers: { ...options.headers, "transfer-encoding": "chunked" },
      agent: false,
    });
    request.on("response", (response) => {
      answered = true;
      resolve(onResponse(response, sent));
    });
    // After the answer, a reset while still sending is the expected end of a refused body.
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
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
