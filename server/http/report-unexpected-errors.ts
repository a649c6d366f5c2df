import type { ErrorRequestHandler } from "express";
import { reportError } from "../error-reporting/error-reporting.ts";

// The app's last error handler: what a handler passed on (a page whose answer failed to send, a
// reader that broke) is reported when it is a server fault, then Express answers and logs it as it
// always has. A 4xx error (a malformed request) is the client's, and not reported.

export const reportUnexpectedErrors: ErrorRequestHandler = (error, req, _res, next) => {
  const status = Number(error?.status ?? error?.statusCode);
  if (!(status >= 400 && status < 500)) {
    reportError(error, { source: "express", method: req.method, pathname: req.path });
  }
  next(error);
};
