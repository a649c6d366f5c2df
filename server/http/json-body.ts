import express, { type RequestHandler } from "express";
import { containsNul, NUL_MESSAGE } from "#app/lib/text-rules.ts";
import { failure } from "../result.ts";
import { ARTICLE_LIMIT, FORM_LIMIT, STRANGER_JSON_LIMIT } from "./body-limits.ts";
import { sendFailure } from "./failure-status.ts";

// The REST API's JSON bodies, parsed per route and after its access check (ADR 0149): a
// stranger's megabyte sent to an editor's endpoint is refused unread, never parsed first.

function jsonBody(limit: number): RequestHandler {
  // body-parser counts the bytes as they stream in.
  const parse = express.json({ limit });
  return (req, res, next) =>
    parse(req, res, (error?: unknown) => {
      if (error) return next(error);
      // PostgreSQL cannot store U+0000: such text is refused as bad input, not left to fail as a 500.
      if (!containsNul(req.body)) return next();
      sendFailure(res, failure("invalid", NUL_MESSAGE));
    });
}

/** An article: four long bodies, Bengali at 3 bytes a character (body-limits.ts). */
export const articleJson = jsonBody(ARTICLE_LIMIT);
/** A signed-in caller's small body: a profile, a video. */
export const formJson = jsonBody(FORM_LIMIT);
/** Anyone's: an enquiry or a booking. */
export const strangerJson = jsonBody(STRANGER_JSON_LIMIT);
