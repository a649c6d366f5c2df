import type { IncomingMessage } from "node:http";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { maxPictureBytes, pictureTooLarge } from "#app/lib/auth-schemas.ts";
import { pagePath } from "../cache/cache-key.ts";
import { imageTooLargeMessage, maxUploadBytes } from "../images/image-pipeline.ts";
import { logger } from "../logger.ts";
import { countRefusedBody } from "./form-doors.ts";
import { MAX_FORM_PARTS, partCounterFor, tooManyPartsMessage } from "./part-counter.ts";
import { answerBeforeBody } from "./unread-body.ts";

// How many bytes a request body may have, by path (ADR 0062). Forms and JSON are small; an
// article's JSON holds four long bodies; the two ways of uploading an image (POST /api/images and
// the news form without JavaScript) carry the image itself. Bodies are counted as they stream in,
// whatever Content-Length says or whether the body is chunked, and refused with 413 past the limit.

export const FORM_LIMIT = 100 * 1024;
export const ARTICLE_LIMIT = 1024 * 1024;
// The REST API's two anonymous bodies (an enquiry, a booking): their longest field is 5,000
// characters, room for it in Bengali or escaped as \uXXXX, but never an article's megabyte.
export const STRANGER_JSON_LIMIT = 32 * 1024;
// The image, plus room for the form's other fields and multipart framing.
export const IMAGE_LIMIT = maxUploadBytes + 1024 * 1024;
// A newsletter list an admin imports (ADR 0160): 20,000 addresses and room to spare.
export const SUBSCRIBER_IMPORT_LIMIT = 2 * 1024 * 1024;
// Sign-up's picture (ADR 0093), plus the form: the one upload open to visitors, so the smallest.
export const SIGN_UP_LIMIT = maxPictureBytes + FORM_LIMIT;

/** The sign-up page, however its path is cased (React Router matches it either way), or its data. */
export const isSignUpPath = (path: string) => pagePath(path).toLowerCase() === "/signup";

export function bodyLimitFor(path: string) {
  // A page's form posts to its own address without script and to its `.data` address with it.
  const page = pagePath(path);
  if (
    path === "/api/images" ||
    page === "/addNews" ||
    page.startsWith("/editNews/") ||
    // An admin's own video thumbnail (ADR 0090).
    page === "/addVideo" ||
    page === "/deleteVideo"
  ) {
    return IMAGE_LIMIT;
  }
  if (isSignUpPath(path)) return SIGN_UP_LIMIT;
  if (pagePath(path) === "/subscribers" || path === "/api/newsletter/subscribers/import") {
    return SUBSCRIBER_IMPORT_LIMIT;
  }
  if (path === "/api/addNew" || path.startsWith("/api/news/")) return ARTICLE_LIMIT;
  if (path === "/api/contact" || path === "/api/bookingEvents") return STRANGER_JSON_LIMIT;
  return FORM_LIMIT;
}

export class BodyTooLarge extends Error {
  readonly limit: number;
  /** What the visitor is told, when it is not the size limit's own sentence. */
  readonly answer?: string;
  constructor(limit: number, answer?: string) {
    super(answer ?? `The request body is larger than ${limit} bytes.`);
    this.limit = limit;
    this.answer = answer;
  }
}

/**
 * The request's body as a web stream that errors with BodyTooLarge once more than `limit` bytes,
 * or a form of more than MAX_FORM_PARTS fields, have arrived. Reading stops there: the rest is
 * never buffered, and the caller answers 413 and closes the connection. `onExceeded` lets the
 * caller know even when the reader swallowed the error.
 */
export function countedBody(
  req: IncomingMessage,
  limit: number,
  onExceeded: (refusal: BodyTooLarge) => void,
) {
  let seen = 0;
  let done = false;
  const countParts = partCounterFor(req.headers["content-type"]);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on("data", (chunk: Buffer) => {
        if (done) return;
        seen += chunk.length;
        const tooMany = countParts !== undefined && countParts(chunk) > MAX_FORM_PARTS;
        if (seen > limit || tooMany) {
          done = true;
          req.pause();
          const refusal = new BodyTooLarge(limit, tooMany ? tooManyPartsMessage : undefined);
          onExceeded(refusal);
          controller.error(refusal);
          return;
        }
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      req.on("end", () => {
        if (done) return;
        done = true;
        controller.close();
      });
      req.on("error", (error) => {
        if (done) return;
        done = true;
        controller.error(error);
      });
      req.pause();
    },
    pull() {
      if (!done) req.resume();
    },
    cancel() {
      done = true;
    },
  });
}

/** Answers 413, while the client may still be sending (server/http/unread-body.ts). */
export function answerTooLarge(
  req: ExpressRequest,
  res: ExpressResponse,
  refused: { message?: string; limit?: number } = {},
) {
  // The whole path, also inside a router mounted below /api.
  const path = `${req.baseUrl}${req.path}`;
  // A refused body still uses an attempt of its form's allowance (ADR 0149).
  countRefusedBody(path, req.ip).catch((err) =>
    logger.warn({ err, path }, "a refused body was not counted"),
  );
  const limit: number = refused.limit ?? res.locals.bodyLimit ?? bodyLimitFor(path);
  const text =
    refused.message ??
    res.locals.bodyRefusal ??
    (path === "/api/images" ? imageTooLargeMessage : undefined) ??
    (isSignUpPath(path) ? pictureTooLarge : undefined) ??
    `The request is too large. The limit is ${Math.round(limit / 1024).toLocaleString("en-GB")} kB.`;
  const json = path.startsWith("/api/");
  const payload = Buffer.from(json ? JSON.stringify({ success: false, message: text }) : text);
  res
    .status(413)
    .set("Content-Type", json ? "application/json; charset=utf-8" : "text/plain; charset=utf-8");
  answerBeforeBody(req, res, payload);
}
