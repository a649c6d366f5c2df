import { recordBookingNotification } from "../inbox/booking-repository.ts";
import { recordEnquiryNotification } from "../inbox/enquiry-repository.ts";

// What a queued message tells once its fate is known: the agency's notification of an enquiry or
// booking is marked sent, or its error shown in the admin tables (ADR 0051), as when it was sent
// in the request. Kept on the message's row, so it survives a restart like the message.

export type MailOutcomeHook = { kind: "enquiry" | "booking"; id: string };

const record = { enquiry: recordEnquiryNotification, booking: recordBookingNotification };

/** `error` null: delivered. A failed attempt is recorded too, and cleared when a retry delivers. */
export async function tellOutcome(hook: MailOutcomeHook | null, error: string | null) {
  if (hook && hook.kind in record) await record[hook.kind](hook.id, error);
}
