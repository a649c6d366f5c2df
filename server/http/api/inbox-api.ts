import express, { type Request, type Response } from "express";
import { parseVariant } from "#app/lib/enquiry-schema.ts";
import { parseSource } from "#app/lib/enquiry-source.ts";
import { normaliseIp } from "../../auth/client-ip.ts";
import { bookingToJson, listBookings } from "../../inbox/booking-repository.ts";
import { enquiryToJson, listEnquiries } from "../../inbox/enquiry-repository.ts";
import { isRecordId } from "../../inbox/inbox-search.ts";
import type { InboxKind } from "../../inbox/inbox-tables.ts";
import { moveToTrash } from "../../inbox/inbox-workflow.ts";
import { submitBooking, submitEnquiry } from "../../inbox/submissions.ts";
import { failure, type Result } from "../../result.ts";
import { requireApiAdmin, requireApiEditor } from "../api-guards.ts";
import { sendFailure } from "../failure-status.ts";
import { strangerJson } from "../json-body.ts";

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

inboxApi.post("/contact", strangerJson, async (req, res) => {
  const values = bodyOf(req);
  const variant = parseVariant(values.variant);
  // The spec's payload has no source: a post without one is labelled by its variant if it names
  // one (a form of ours), else as the API's.
  const source = parseSource(values.source, values.variant ? variant : "api");
  answer(res, await submitEnquiry({ values, variant, source, clientAddress: addressOf(req) }));
});

inboxApi.get("/contacts", requireApiAdmin, async (req, res) => {
  const rows = await listEnquiries(searchOf(req), "live");
  res.set("Cache-Control", "no-store").json(rows.map(enquiryToJson));
});

/** The spec's delete of one submission: to the trash, or why not. */
async function trash(res: Response, kind: InboxKind, id: string) {
  const noun = kind === "enquiry" ? "contact" : "booking";
  if (!isRecordId(id)) sendFailure(res, failure("invalid", `That is not a valid ${noun} id.`));
  else if (!(await moveToTrash(kind, id))) {
    sendFailure(
      res,
      failure("not-found", noun === "contact" ? "Contact not found." : "Booking not found."),
    );
  } else res.json({ success: true, deletedCount: 1 });
}

inboxApi.delete("/contact/:id", requireApiAdmin, async (req, res) => {
  await trash(res, "enquiry", String(req.params.id));
});

inboxApi.post("/bookingEvents", strangerJson, async (req, res) => {
  answer(res, await submitBooking({ values: bodyOf(req), clientAddress: addressOf(req) }));
});

inboxApi.get("/allbookingEvents", requireApiEditor, async (req, res) => {
  const rows = await listBookings(searchOf(req), "live");
  res.set("Cache-Control", "no-store").json(rows.map(bookingToJson));
});

inboxApi.delete("/bookingEvents/:id", requireApiEditor, async (req, res) => {
  await trash(res, "booking", String(req.params.id));
});
