import { data } from "react-router";
import { AdminDateTime } from "#app/components/admin/admin-date.tsx";
import { AdminTable, DeleteButton } from "#app/components/admin/admin-table.tsx";
import { DigestScheduleForm } from "#app/components/admin/newsletter/digest-schedule-form.tsx";
import { SendHistory } from "#app/components/admin/newsletter/send-history.tsx";
import { SubscriberImport } from "#app/components/admin/newsletter/subscriber-import.tsx";
import { SearchForm } from "#app/components/admin/search-form.tsx";
import { categoryHeading } from "#app/lib/news-categories.ts";
import type { PageQueryHandle } from "#app/lib/page-query.ts";
import { pageTitle } from "#app/lib/site-name.ts";
import { requireAdmin } from "#server/auth/guards.ts";
import { statusOf } from "#server/http/failure-status.ts";
import { digestSchedule, saveDigestSchedule } from "#server/newsletter/digest-schedule.ts";
import { sendHistory } from "#server/newsletter/send-history.ts";
import { removeSubscriber } from "#server/newsletter/subscriber-admin.ts";
import { importSubscribers } from "#server/newsletter/subscriber-import.ts";
import { listSubscribers, subscriberCounts } from "#server/newsletter/subscriber-repository.ts";
import type { Route } from "./+types/subscribers";

// /subscribers: the newsletter's readers for admins (ADR 0160): how many in each state, search,
// the CSV export, importing the channel's existing list, removing one reader, and the send
// history of articles emailed (ADR 0164), and the weekly digest's day and hour (ADR 0165).

export const handle: PageQueryHandle = { query: ["q"] };

/** Rows listed at once; search finds the rest, and the CSV holds everyone. */
const LISTED = 200;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const q = new URL(request.url).searchParams.get("q") ?? "";
  const [counts, rows, history, schedule] = await Promise.all([
    subscriberCounts(),
    listSubscribers(q, LISTED),
    sendHistory(),
    digestSchedule(),
  ]);
  return {
    q,
    counts,
    history,
    schedule,
    rows: rows.map((row) => ({
      id: row.id,
      email: row.email,
      status: row.status,
      categories: row.categories,
      consentSource: row.consentSource,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await request.formData();
  if (form.get("intent") === "remove") {
    const id = form.get("id");
    return { ok: typeof id === "string" && (await removeSubscriber(id)) };
  }
  if (form.get("intent") === "digest") {
    const saved = await saveDigestSchedule(Object.fromEntries(form));
    if (!saved.ok) return data({ message: saved.message }, { status: statusOf(saved) });
    return {
      digestSaved: saved.enabled
        ? "Saved: the digest goes every week at that time."
        : "Saved: no weekly digest is sent.",
    };
  }
  const file = form.get("csv");
  const csv = file instanceof File ? await file.text() : typeof file === "string" ? file : "";
  const result = await importSubscribers(csv);
  if (!result.ok) return data({ message: result.message }, { status: statusOf(result) });
  const { ok: _ok, ...outcome } = result;
  return { outcome };
}

const counted = [
  ["confirmed", "Confirmed"],
  ["pending", "Waiting for confirmation"],
  ["unsubscribed", "Unsubscribed"],
] as const;

export default function Subscribers({ loaderData, actionData }: Route.ComponentProps) {
  const { q, counts, rows, history, schedule } = loaderData;
  const csvHref = `/subscribers/subscribers.csv${q ? `?q=${encodeURIComponent(q)}` : ""}`;
  return (
    <section className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <h1 className="text-3xl font-bold">Subscribers</h1>
        <p className="mt-2 text-ink/70">The newsletter's readers and how they signed up.</p>
      </div>
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        {counted.map(([key, label]) => (
          <div key={key} className="rounded-2xl border border-ink/10 bg-white p-3 sm:p-4">
            <dt className="text-sm text-ink/70">{label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">{counts[key]}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <SearchForm id="subscriber-search" label="Search by email" query={q} />
        <a
          href={csvHref}
          download
          className="inline-flex min-h-11 items-center rounded-full border border-ink/20 px-5 py-2 text-sm font-semibold hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          Export CSV
        </a>
      </div>
      <div>
        <AdminTable
          rows={rows}
          idOf={(row) => row.id}
          headings={["Email", "Status", "Categories", "Consent", "Signed up", "Remove"]}
          empty={{
            message: q ? "No subscriber matches this search." : "No subscribers yet.",
            query: q || undefined,
          }}
          deletion={{
            intent: "remove",
            messages: {
              confirm: "This reader will be removed for good and get no more newsletters.",
              confirmLabel: "Yes, remove!",
              deleted: { title: "Removed", autoCloseMs: 3000 },
              failed: { title: "Oops...", message: "Something went wrong!" },
            },
          }}
          cells={(row, _index, actions) => (
            <>
              <td className="px-3 py-3 font-medium [overflow-wrap:anywhere]">{row.email}</td>
              <td className="px-3 py-3">{row.status}</td>
              <td className="px-3 py-3">
                {row.categories.length ? row.categories.map(categoryHeading).join(", ") : "All"}
              </td>
              <td className="px-3 py-3">{row.consentSource}</td>
              <td className="px-3 py-3">
                <AdminDateTime iso={row.createdAt} />
              </td>
              <td className="px-3 py-3">
                <DeleteButton label={`Remove ${row.email}`} actions={actions} text="Remove" />
              </td>
            </>
          )}
        />
        {rows.length === LISTED ? (
          <p className="mt-3 text-sm text-ink/70">
            The newest {LISTED} are listed; search to find others, or export them all.
          </p>
        ) : null}
      </div>
      <SendHistory issues={history} />
      <DigestScheduleForm
        schedule={schedule}
        saved={actionData && "digestSaved" in actionData ? actionData.digestSaved : undefined}
      />
      <SubscriberImport
        outcome={actionData && "outcome" in actionData ? actionData.outcome : undefined}
        message={actionData && "message" in actionData ? actionData.message : undefined}
      />
    </section>
  );
}

export function meta() {
  return [{ title: pageTitle("Subscribers") }];
}
