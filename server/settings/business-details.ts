import { eq } from "drizzle-orm";
import {
  type BusinessDetails,
  businessDetailsSchema,
} from "../../app/lib/business-details-schema.ts";
import { validate } from "../../app/lib/field-errors.ts";
import { ownMapsUrl, sampleDetails, siteDetails } from "../../app/lib/site.ts";
import { recordAdminAction } from "../audit/audit-log.ts";
import { invalidatePublicPages } from "../cache/page-cache.ts";
import { readThrough } from "../cache/read-cache.ts";
import { getConfig } from "../config.ts";
import { getDb } from "../db/client.ts";
import { businessDetails } from "../db/schema/business-details.ts";
import { failure, type Result } from "../result.ts";

// The business's own details (issue 33): one row, saved by an admin on /settings, read by every
// page (the root loader), mail and structured-data block. Reads go through the read cache, whose
// entries belong to the page cache's generation: a save here makes every page stale in this
// process and, by NOTIFY, in the others (server/cluster/coordination.ts), so the details and the
// pages showing them change together, at once.

const ROW_ID = 1;
const KEY = "business-details";

export type StoredDetails = { details: BusinessDetails; sample: boolean };

/** Until an admin saves them: the samples, with ENQUIRY_NOTIFY_TO (else the sample email) for
 * notifications, the operator contract's default. */
function samples(): StoredDetails {
  const notifyTo = getConfig().ENQUIRY_NOTIFY_TO ?? sampleDetails.email;
  return { details: { ...sampleDetails, notifyTo }, sample: true };
}

export async function getBusinessDetails(): Promise<StoredDetails> {
  const stored = await readThrough(KEY, async () => {
    const [row] = await getDb()
      .select()
      .from(businessDetails)
      .where(eq(businessDetails.id, ROW_ID));
    if (!row) return undefined;
    const { id: _id, updatedAt: _at, ...details } = row;
    // A row saved with the samples' maps link holds no link of its own (issue 33).
    return {
      details: { ...details, mapsUrl: ownMapsUrl(details.mapsUrl) },
      sample: false,
    } satisfies StoredDetails;
  });
  return stored ?? samples();
}

/** What pages show: no notification address. */
export async function getSiteDetails() {
  const { details, sample } = await getBusinessDetails();
  return siteDetails(details, sample);
}

export async function saveBusinessDetails(input: unknown): Promise<Result<StoredDetails>> {
  const parsed = validate(businessDetailsSchema, input);
  if (!parsed.success) {
    return failure("invalid", "Check the details marked below.", { errors: parsed.errors });
  }
  // The samples' maps link kept in the form is none of the business's own: the site then
  // searches Google Maps for the address saved (site.ts).
  const details = { ...parsed.data, mapsUrl: ownMapsUrl(parsed.data.mapsUrl) };
  await getDb()
    .insert(businessDetails)
    .values({ id: ROW_ID, ...details })
    .onConflictDoUpdate({
      target: businessDetails.id,
      set: { ...details, updatedAt: new Date() },
    });
  invalidatePublicPages();
  await recordAdminAction("updated", "settings", "business-details", {
    title: details.tradingName,
  });
  return { ok: true, details, sample: false };
}
