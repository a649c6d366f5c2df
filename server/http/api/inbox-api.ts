import express, { type Request, type Response } from "express";
import { parseVariant } from "#app/lib/enquiry-schema.ts";
import { normaliseIp } from "../../auth/client-ip.ts";
import { bookingToJson, listBookings } from "../../inbox/booking-repository.ts";
import { enquiryToJson, listEnquiries } from "../../inbox/enquiry-repository.ts";
import { isRecordId } from "../../inbox/inbox-search.ts";
import { moveToTrash } from "../../inbox/inbox-workflow.ts";
import { submitBooking, submitEnquiry } from "../../inbox/submissions.ts";
import type { Result } from "../../result.ts";
import { requireApiAdmin, requireApiEditor } from "../api-guards.ts";
import { sendFailure } from "../failure-status.ts";

// REST handlers for the inbox domain (spec section 7), mounted under /api. Public: POST
// /contact and /bookingEvents. Admin only: the lists (every row not in the trash) and the deletes, which move
// a row to the trash (ADR 0110).
export const inboxApi = express.Router();

// The same key as the form actions use (server/auth/client-ip.ts), so one visitor has one limit.
const addressOf = (req: Request) => normaliseIp(req.ip);

function bodyOf(req: Request): Record<string, unknown> {
  const body = req.body as unknown;
  return body && typeof body === "object" && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** The spec's answer to a stored submission (201, insertedId), or the failure's. */
function answer(res: Response, result: Result<{ id: string }>) {
  if (result.ok) res.status(201).json({ success: true, insertedId: result.id });
  else sendFailure(res, result);
}

const searchOf = (req: Request) => (typeof req.query.q === "string" ? req.query.q : undefined);

inboxApi.post("/contact", async (req, res) => {
  const values = bodyOf(req);
  const variant = parseVariant(values.variant);
  answer(res, await submitEnquiry({ values, variant, clientAddress: addressOf(req) }));
});

inboxApi.get("/contacts", requireApiAdmin, async (req, res) => {
  const rows = await listEnquiries(searchOf(req), "live");
  res.set("Cache-Control", "no-store").json(rows.map(enquiryToJson));
});

inboxApi.delete("/contact/:id", requireApiAdmin, async (req, res) => {
  const id = String(req.params.id);
  if (!isRecordId(id)) {
    res.status(400).json({ success: false, message: "That is not a valid contact id." });
  } else if (!(await moveToTrash("enquiry", id))) {
    res.status(404).json({ success: false, message: "Contact not found." });
  } else {
    res.json({ success: true, deletedCount: 1 });
  }
});

inboxApi.post("/bookingEvents", async (req, res) => {
  answer(res, await submitBooking({ values: bodyOf(req), clientAddress: addressOf(req) }));
});

inboxApi.get("/allbookingEvents", requireApiEditor, async (req, res) => {
  const rows = await listBookings(searchOf(req), "live");
  res.set("Cache-Control", "no-store").json(rows.map(bookingToJson));
});

inboxApi.delete("/bookingEvents/:id", requireApiEditor, async (req, res) => {
  const id = String(req.params.id);
  if (!isRecordId(id)) {
    res.status(400).json({ success: false, message: "That is not a valid booking id." });
  } else if (!(await moveToTrash("booking", id))) {
    res.status(404).json({ success: false, message: "Booking not found." });
  } else {
    res.json({ success: true, deletedCount: 1 });
  }
});
