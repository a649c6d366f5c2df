import { AdminDateTime } from "#app/components/admin/admin-date.tsx";
import { AdminTable, tableClasses as t } from "#app/components/admin/admin-table.tsx";
import { pageTitle } from "#app/lib/site-name.ts";
import { listAdminActions } from "#server/audit/audit-log.ts";
import { requireAdmin } from "#server/auth/guards.ts";
import type { Route } from "./+types/audit-log";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { entries: await listAdminActions() };
}

const entityNames = {
  news: "News article",
  video: "Video",
  enquiry: "Enquiry",
  booking: "Booking",
  person: "Personal data of one person (by reference)",
  user: "Role",
  subscriber: "Newsletter subscribers",
  settings: "Business details",
};

const actionNames: Record<string, string> = {
  "deleted-for-good": "Deleted for good",
  "emptied-trash": "Emptied the trash",
  exported: "Exported",
  erased: "Erased",
  imported: "Imported",
  "role-changed": "Changed a role",
};

// A change made without a signed-in admin names what made it (ADR 0133).
const via: Record<string, string> = { cli: " (admin CLI)", ADMIN_EMAILS: " (ADMIN_EMAILS)" };

const roleChange = (detail: Record<string, unknown>) =>
  ["email", "from", "to"].every((key) => typeof detail[key] === "string")
    ? `${detail.email}, ${detail.from} → ${detail.to}${via[String(detail.via)] ?? ""}`
    : undefined;

function describe(entity: string, detail: unknown) {
  const name = entityNames[entity as keyof typeof entityNames] ?? entity;
  if (entity === "user" && detail && typeof detail === "object") {
    const change = roleChange(detail as Record<string, unknown>);
    if (change) return `${name}: ${change}`;
  }
  const title =
    detail && typeof detail === "object" && "title" in detail && typeof detail.title === "string"
      ? detail.title
      : undefined;
  return title ? `${name}: ${title}` : name;
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { entries } = loaderData;
  return (
    <section>
      <h1 className="text-3xl font-bold">Activity</h1>
      <p className="mt-2 text-ink/70">
        Who added, edited, deleted, restored or exported what in the admin area, newest first (the
        last 200 changes).
      </p>
      <AdminTable
        rows={entries}
        idOf={(entry) => String(entry.id)}
        headings={["When", "Who", "Action", "Item"]}
        empty={{ message: "No changes yet." }}
        cells={(entry) => (
          <>
            <td className={t.td}>
              <AdminDateTime iso={entry.at} />
            </td>
            <td className={t.td}>{entry.actorEmail ?? "—"}</td>
            <td className={`${t.td} first-letter:uppercase`}>
              {actionNames[entry.action] ?? entry.action}
            </td>
            <td className={t.td}>
              {describe(entry.entity, entry.detail)}
              <span className="block font-mono text-xs text-ink/50">{entry.entityId}</span>
            </td>
          </>
        )}
      />
    </section>
  );
}

export function meta() {
  return [{ title: pageTitle("Activity") }];
}
