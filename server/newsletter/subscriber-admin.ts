import { recordAdminAction } from "../audit/audit-log.ts";
import { recordCsvExport } from "../audit/csv-export.ts";
import { toCsv } from "../inbox/csv.ts";
import { personReference } from "../inbox/personal-data.ts";
import { deleteSubscriber, listSubscribers, subscriberById } from "./subscriber-repository.ts";
import { cancelQueuedNewsletters, suppressAddress } from "./suppression.ts";

// The admin's Subscribers screen and its CSV: what is listed, exported and removed.

/**
 * Removes one reader for good (they asked by other means); recorded without their address. Their
 * mails still queued are cancelled, and an import leaves the address out from now on.
 */
export async function removeSubscriber(id: string) {
  const row = await subscriberById(id);
  if (!row) return false;
  await cancelQueuedNewsletters(id);
  if (!(await deleteSubscriber(id))) return false;
  await suppressAddress(row.email);
  await recordAdminAction("deleted", "subscriber", personReference(row.inboxKey));
  return true;
}

/** Every reader in a spreadsheet, with what they chose and how they consented. */
export async function subscribersCsv(search: string | null) {
  const rows = await listSubscribers(search);
  await recordCsvExport("subscriber", rows.length, { search });
  return toCsv(
    ["Email", "Status", "Categories", "Consent", "Signed up", "Confirmed", "Unsubscribed"],
    rows.map((row) => [
      row.email,
      row.status,
      row.categories.join("; ") || "all",
      row.consentSource,
      row.createdAt.toISOString(),
      row.confirmedAt?.toISOString() ?? "",
      row.unsubscribedAt?.toISOString() ?? "",
    ]),
  );
}
