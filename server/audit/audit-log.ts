import { desc } from "drizzle-orm";
import { getDb } from "../db/client.ts";
import { auditLog } from "../db/schema/audit.ts";
import { logger } from "../logger.ts";
import { currentScope } from "./request-scope.ts";

// Who added, edited or deleted what, and when: written by the domain functions after each admin
// write succeeds, shown to admins at /auditLog. A failure to record never undoes the write.

export type AuditAction =
  | "created"
  | "updated"
  | "deleted"
  | "restored"
  | "deleted-for-good"
  | "emptied-trash"
  | "exported"
  | "erased"
  | "imported"
  | "role-changed";
/**
 * "person": everything held about one email address (the right of access and to erasure).
 * "user": an account whose role changed (ADR 0128).
 * "subscriber": a newsletter reader (removed one by one, or imported as a list: ADR 0160).
 */
export type AuditEntity =
  | "news"
  | "video"
  | "enquiry"
  | "booking"
  | "person"
  | "user"
  | "subscriber"
  | "settings";

export async function recordAdminAction(
  action: AuditAction,
  entity: AuditEntity,
  entityId: string | null,
  detail?: Record<string, unknown>,
) {
  const { actor, ip } = currentScope();
  try {
    await getDb()
      .insert(auditLog)
      .values({
        actorId: actor?.id ?? null,
        actorEmail: actor?.email ?? null,
        action,
        entity,
        entityId,
        detail: { ...detail, ...(ip ? { ip } : {}) },
      });
  } catch (error) {
    logger.error({ err: error, action, entity, entityId }, "could not record an admin action");
  }
}

export async function listAdminActions(limit = 200) {
  const rows = await getDb()
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
