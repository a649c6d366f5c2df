import express, { type ErrorRequestHandler } from "express";
import { containsNul, NUL_MESSAGE } from "#app/lib/text-rules.ts";
import {
  databaseRecentlyUnavailable,
  retryAfterSeconds,
  unavailableMessage,
} from "../db/availability.ts";
import { reportError } from "../error-reporting/error-reporting.ts";
import { logger } from "../logger.ts";
import { failure } from "../result.ts";
import { imagesApi } from "./api/images-api.ts";
import { inboxApi } from "./api/inbox-api.ts";
import { newsApi } from "./api/news-api.ts";
import { newsRevisionsApi } from "./api/news-revisions-api.ts";
import { usersApi } from "./api/users-api.ts";
import { videosApi } from "./api/videos-api.ts";
import { ARTICLE_LIMIT, answerTooLarge, FORM_LIMIT } from "./body-limits.ts";
import { sendFailure } from "./failure-status.ts";

// The REST API of spec section 7, under /api. Each domain's handlers live in api/<domain>-api.ts
// and are mounted here, one line each.
export const apiRouter = express.Router();

// News articles (four long bodies, Bengali at 3 bytes a character) need more room than forms
// (server/http/body-limits.ts). body-parser counts the bytes as they stream in.
apiRouter.use(["/addNew", "/news"], express.json({ limit: ARTICLE_LIMIT }));
apiRouter.use(express.json({ limit: FORM_LIMIT }));
// PostgreSQL cannot store U+0000: such text is refused as bad input, not left to fail as a 500.
apiRouter.use((req, res, next) => {
  if (!containsNul(req.body)) return next();
  sendFailure(res, failure("invalid", NUL_MESSAGE));
});

apiRouter.use(usersApi);
apiRouter.use(inboxApi);
apiRouter.use(newsApi);
apiRouter.use(newsRevisionsApi);
apiRouter.use(imagesApi);
apiRouter.use(videosApi);

// Unknown API paths answer JSON, never the HTML not-found page.
apiRouter.use((_req, res) => {
  sendFailure(res, failure("not-found", "Not found"));
});

const onError: ErrorRequestHandler = (error, req, res, _next) => {
  const status = typeof error?.status === "number" ? error.status : 500;
  if (status === 413) {
    // body-parser says which limit it applied.
    answerTooLarge(req, res, { limit: typeof error.limit === "number" ? error.limit : undefined });
  } else if (status === 400 && error?.type === "entity.parse.failed") {
    sendFailure(res, failure("invalid", "The request body is not valid JSON."));
  } else if (status >= 500 && databaseRecentlyUnavailable()) {
    res.set("Retry-After", String(retryAfterSeconds));
    res.status(503).json({ success: false, message: unavailableMessage });
  } else if (status >= 400 && status < 500) {
    res.status(status).json({ success: false, message: "The request could not be processed." });
  } else {
    logger.error({ err: error, url: req.originalUrl }, "API request failed");
    // The route that failed, as declared ("/api/user/:email"): its path could name a person.
    const declared = req.route?.path;
    const route = typeof declared === "string" ? `${req.baseUrl}${declared}` : "/api/*";
    reportError(error, { source: "express", method: req.method, route });
    res.status(500).json({ success: false, message: "Something went wrong on our side." });
  }
};
apiRouter.use(onError);
