import type { RequestHandler } from "express";
import { getAuth } from "../auth/auth.ts";
import { answerTooLarge } from "./body-limits.ts";
import { bodyTooLarge, sendFetchResponse, toFetchRequest } from "./fetch-bridge.ts";

// Better Auth's HTTP endpoints (/api/auth/*), fed through the same fetch bridge as the pages, so
// its bodies are counted and capped like every other (ADR 0062).
export const authHandler: RequestHandler = async (req, res, next) => {
  try {
    const response = await getAuth().handler(toFetchRequest(req, res));
    if (bodyTooLarge(res)) {
      await response.body?.cancel();
      return answerTooLarge(req, res);
    }
    await sendFetchResponse(res, response);
  } catch (error) {
    if (bodyTooLarge(res)) return answerTooLarge(req, res);
    next(error);
  }
};
