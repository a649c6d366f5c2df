import http from "node:http";

// One request through node:http, which (unlike fetch) sends any method, TRACE included, and any
// bytes in the target. Answers the status; the body is read and dropped.

export function rawRequest(
  url: string,
  options: { method: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const request = http.request({
      host: target.hostname,
      port: target.port,
      method: options.method,
      path: options.path,
      headers: {
        ...options.headers,
        ...(options.body !== undefined
          ? { "content-length": String(Buffer.byteLength(options.body)) }
          : {}),
      },
      agent: false,
    });
    request.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
    request.end(options.body);
  });
}
