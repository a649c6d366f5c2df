import express, { type ErrorRequestHandler } from "express";
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
import { newsletterApi } from "./api/newsletter-api.ts";
import { usersApi } from "./api/users-api.ts";
import { videosApi } from "./api/videos-api.ts";
import { answerTooLarge } from "./body-limits.ts";
import { sendFailure } from "./failure-status.ts";

// The REST API of spec section 7, under /api. Each domain's handlers live in api/<domain>-api.ts
// and are mounted here, one line each.
export const apiRouter = express.Router();

// Bodies are parsed by each route after its access check (server/http/json-body.ts).
apiRouter.use(usersApi);
apiRouter.use(inboxApi);
apiRouter.use(newsApi);
apiRouter.use(newsRevisionsApi);
apiRouter.use(imagesApi);
apiRouter.use(videosApi);
apiRouter.use(newsletterApi);

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
