import { readdirSync } from "node:fs";
import path from "node:path";
import compression from "compression";
import express, { type RequestHandler } from "express";

// The build's public files (build/client): hashed assets, images, the favicon. Only requests
// under one of its top-level names reach the file system; a page request would otherwise cost a
// stat of a file that is not there before every render or page-cache hit. Behind nginx (deploy/)
// the proxy serves /assets itself and these are rarely asked for. A name under them that is not
// a file gets a bare 404, not a rendered page: nginx does not count these paths against a
// visitor's allowance, so `/images/<random>.png` must cost no render (issue 29).

/** `securityHeaders`: the app's own (HSTS, CSP, framing, nosniff...), which files carry too. */
export function staticFiles(client: string, securityHeaders: RequestHandler): RequestHandler {
  const topLevel = new Set(readdirSync(client));
  const compress = compression();
  // File names under /assets carry a content hash, so they never change.
  const assets = express.static(path.join(client, "assets"), { immutable: true, maxAge: "1y" });
  const others = express.static(client, { maxAge: "1h" });
  // Other methods go on to the app, which refuses them (405).
  const missing: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    res.status(404).type("text/plain").send("Not found.");
  };
  return (req, res, next) => {
    const first = req.path.split("/", 2)[1] ?? "";
    if (!topLevel.has(first)) return next();
    securityHeaders(req, res, () =>
      compress(req, res, () => {
        const notFound = () => missing(req, res, next);
        if (first !== "assets") return others(req, res, notFound);
        req.url = req.url.slice("/assets".length) || "/";
        assets(req, res, notFound);
      }),
    );
  };
}
