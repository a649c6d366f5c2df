import { ColumnHeadings } from "#app/components/ui/column-headings.tsx";
import { pageTitle } from "#app/content/site-name.ts";
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
};

function describe(entity: string, detail: unknown) {
  const name = entityNames[entity as keyof typeof entityNames] ?? entity;
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
        Who added, edited or deleted what in the admin area, newest first (the last 200 changes).
      </p>
      {entries.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-ink/20 bg-mist px-6 py-12 text-center text-ink/70">
          No changes yet.
        </p>
      ) : (
        <div className="mt-8 overflow-x-auto rounded-2xl border border-ink/10">
          <table className="w-full text-left text-sm">
            <thead className="bg-mist text-xs uppercase tracking-wider text-ink/60">
              <ColumnHeadings headings={["When", "Who", "Action", "Item"]} />
            </thead>
            <tbody className="divide-y divide-ink/10">
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className="whitespace-nowrap px-4 py-3">
                    <time dateTime={entry.at}>
                      {new Date(entry.at).toLocaleString("en-GB", { timeZone: "Europe/London" })}
                    </time>
                  </td>
                  <td className="px-4 py-3">{entry.actorEmail ?? "—"}</td>
                  <td className="px-4 py-3 capitalize">{entry.action}</td>
                  <td className="px-4 py-3">
                    {describe(entry.entity, entry.detail)}
                    <span className="block font-mono text-xs text-ink/50">{entry.entityId}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function meta() {
  return [{ title: pageTitle("Activity") }];
}
