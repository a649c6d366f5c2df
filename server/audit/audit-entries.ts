import { inArray } from "drizzle-orm";
import { getDb } from "../db/client.ts";
import { type InboxKind, inboxTables } from "../inbox/inbox-tables.ts";
import { listAdminActions } from "./audit-log.ts";

// The audit log as /auditLog shows it: an enquiry's or a booking's entry names the person who
// sent it and links to the record while it is still held (in the trash too). The name is looked up
// now rather than kept in the log, so a record deleted for good or erased leaves no name behind.

const recordPaths: Record<InboxKind, string> = { enquiry: "/dashbord", booking: "/bookingTable" };

async function namesOf(kind: InboxKind, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const table = inboxTables[kind];
  const rows = await getDb()
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(inArray(table.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isInboxKind = (entity: string): entity is InboxKind => Object.hasOwn(recordPaths, entity);

export async function listAuditEntries() {
  const entries = await listAdminActions();
  const idsOf = (kind: InboxKind) => [
    ...new Set(
      entries.flatMap((entry) =>
        entry.entity === kind && uuid.test(entry.entityId ?? "") ? [entry.entityId!] : [],
      ),
    ),
  ];
  const names = {
    enquiry: await namesOf("enquiry", idsOf("enquiry")),
    booking: await namesOf("booking", idsOf("booking")),
  };
  return entries.map((entry) => {
    if (!isInboxKind(entry.entity) || !entry.entityId) return { ...entry, record: undefined };
    const name = names[entry.entity].get(entry.entityId);
    return {
      ...entry,
      record: name
        ? { name, href: `${recordPaths[entry.entity]}/${entry.entityId}` }
        : { name: undefined, href: undefined },
    };
  });
}
