import { and, eq } from "drizzle-orm";
import type { EnquiryInput } from "#app/lib/enquiry-schema.ts";
import type { EnquirySource } from "#app/lib/enquiry-source.ts";
import { getDb } from "../db/client.ts";
import { enquiry } from "../db/schema/inbox.ts";
import { matchesAllWords } from "./inbox-search.ts";
import {
  type InboxView,
  inView,
  type ListedView,
  type ListOrder,
  listOrder,
  shownStatus,
} from "./inbox-tables.ts";
import { openRecord } from "./inbox-workflow.ts";
import { notificationFailed } from "./notification-state.ts";

// Enquiries (the spec's contact submissions): stored first, listed newest first for the admin.

export type EnquiryRow = typeof enquiry.$inferSelect;

export async function insertEnquiry(
  input: EnquiryInput,
  meta: { submittedAt: string; source: EnquirySource },
) {
  const [row] = await getDb()
    .insert(enquiry)
    .values({
      name: input.name,
      company: input.company,
      email: input.email,
      phone: input.phone,
      projectDetails: input.projectDetails,
      submittedAt: meta.submittedAt,
      source: meta.source,
    })
    .returning();
  return row!;
}

/**
 * One view of the enquiries (the inbox by default: all but archived and deleted), newest first,
 * or with follow-ups first.
 */
export async function listEnquiries(
  query?: string | null,
  view: ListedView = "inbox",
  order: ListOrder = "newest",
) {
  const columns = [enquiry.name, enquiry.company, enquiry.email, enquiry.phone];
  return getDb()
    .select()
    .from(enquiry)
    .where(
      and(inView("enquiry", view), ...matchesAllWords([...columns, enquiry.projectDetails], query)),
    )
    .orderBy(...listOrder("enquiry", order));
}

/** One enquiry, in the trash or not; undefined when there is none. */
export async function findEnquiry(id: string) {
  const [row] = await getDb().select().from(enquiry).where(eq(enquiry.id, id));
  return row;
}

/** The enquiry's page: the row (now read, if it was new) and its neighbours in `view`. */
export async function openEnquiry(id: string, view: InboxView, order?: ListOrder) {
  const row = await findEnquiry(id);
  return row ? openRecord("enquiry", row, view, order) : undefined;
}

export async function recordEnquiryNotification(id: string, error: string | null) {
  await getDb()
    .update(enquiry)
    .set(
      error ? { notifyError: error.slice(0, 500) } : { notifiedAt: new Date(), notifyError: null },
    )
    .where(eq(enquiry.id, id));
}

/** The REST shape (spec section 3: _id, name, company, email, phone, projectDetails, submittedAt). */
export type EnquiryJson = ReturnType<typeof enquiryToJson>;

export function enquiryToJson(row: EnquiryRow) {
  return {
    _id: row.id,
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    projectDetails: row.projectDetails,
    submittedAt: row.submittedAt,
    receivedAt: row.receivedAt.toISOString(),
    source: row.source,
    notified: row.notifiedAt !== null,
    notifyError: row.notifyError,
    notifyFailed: notificationFailed(row),
    /** Where it is shown: Archived while archived (not in the trash), else its progress. */
    status: shownStatus(row),
    /** New, read or replied, whether archived or not. */
    progress: row.status,
    archived: row.archivedAt !== null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}
