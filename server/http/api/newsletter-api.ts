import express from "express";
import { containsNul, NUL_MESSAGE } from "#app/lib/text-rules.ts";
import { importSubscribers } from "../../newsletter/subscriber-import.ts";
import { failure } from "../../result.ts";
import { requireApiAdmin } from "../api-guards.ts";
import { SUBSCRIBER_IMPORT_LIMIT } from "../body-limits.ts";
import { sendFailure } from "../failure-status.ts";

// REST handlers for the newsletter (issue 34), mounted under /api. Admin only: importing the
// channel's existing list as a text/csv body (ADR 0160). The access check comes before the body
// is read (ADR 0149).
export const newsletterApi = express.Router();

const csvBody = express.text({ type: "text/csv", limit: SUBSCRIBER_IMPORT_LIMIT });

newsletterApi.post(
  "/newsletter/subscribers/import",
  requireApiAdmin,
  (req, res, next) => {
    if (req.is("text/csv")) return next();
    sendFailure(res, failure("unsupported", "Send the list as a text/csv body."));
  },
  csvBody,
  async (req, res) => {
    const csv = typeof req.body === "string" ? req.body : "";
    if (containsNul(csv)) return sendFailure(res, failure("invalid", NUL_MESSAGE));
    const result = await importSubscribers(csv);
    if (!result.ok) return sendFailure(res, result);
    const { ok: _ok, ...outcome } = result;
    res.json({ success: true, ...outcome });
  },
);
