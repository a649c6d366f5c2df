import { Link } from "react-router";
import { AdminDateTime } from "#app/components/admin/admin-date.tsx";
import { AdminTable, tableClasses as t } from "#app/components/admin/admin-table.tsx";
import { pageTitle } from "#app/lib/site-name.ts";
import { listAuditEntries } from "#server/audit/audit-entries.ts";
import { requireAdmin } from "#server/auth/guards.ts";
import type { Route } from "./+types/audit-log";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { entries: await listAuditEntries() };
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

// Every action as a capitalised word or phrase, as the page's intro names them.
const actionNames: Record<string, string> = {
  created: "Added",
  updated: "Edited",
  deleted: "Deleted",
  restored: "Restored",
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

const textOf = (detail: unknown, key: string) =>
  detail &&
  typeof detail === "object" &&
  typeof (detail as Record<string, unknown>)[key] === "string"
    ? ((detail as Record<string, unknown>)[key] as string)
    : undefined;

function describe(entity: string, detail: unknown) {
  const name = entityNames[entity as keyof typeof entityNames] ?? entity;
  if (entity === "user" && detail && typeof detail === "object") {
    const change = roleChange(detail as Record<string, unknown>);
    if (change) return `${name}: ${change}`;
  }
  const title = textOf(detail, "title");
  return title ? `${name}: ${title}` : name;
}

type Entry = Route.ComponentProps["loaderData"]["entries"][number];

/** What the entry is about: an enquiry or a booking by its sender's name, linked while it is held. */
function Item({ entry }: { entry: Entry }) {
  const what = describe(entry.entity, entry.detail);
  if (!entry.record) return what;
  if (!entry.record.href) return `${what} (no longer held)`;
  return (
    <>
      {what}:{" "}
      <Link to={entry.record.href} className="font-semibold underline">
        {entry.record.name}
      </Link>
    </>
  );
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
            <td className={`${t.td} [overflow-wrap:anywhere]`}>{entry.actorEmail ?? "—"}</td>
            <td className={t.td}>
              {/* One block: on a phone's card the cell is a row, its label beside it. */}
              <div>
                {actionNames[entry.action] ?? entry.action}
                {textOf(entry.detail, "change") ? (
                  <span className="block text-sm text-ink/70">
                    {textOf(entry.detail, "change")}
                  </span>
                ) : null}
              </div>
            </td>
            <td className={`${t.td} [overflow-wrap:anywhere]`}>
              <div className="min-w-0">
                <Item entry={entry} />
                <span className="block font-mono text-xs break-all text-ink/50">
                  {entry.entityId}
                </span>
              </div>
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
