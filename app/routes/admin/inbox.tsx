import { Suspense } from "react";
import { Await, useSearchParams } from "react-router";
import { BulkActions, BulkOutcome } from "#app/components/admin/inbox/bulk-actions.tsx";
import { ContactsTable } from "#app/components/admin/inbox/contacts-table.tsx";
import { InboxListHeader } from "#app/components/admin/inbox/inbox-list-header.tsx";
import { LoadFailed } from "#app/components/admin/inbox/load-failed.tsx";
import { RestoreOutcome } from "#app/components/admin/inbox/restore-outcome.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import type { PageQueryHandle } from "#app/lib/page-query.ts";
import { pageTitle } from "#app/lib/site-name.ts";
import { requireAdmin } from "#server/auth/guards.ts";
import { inboxIntentAction } from "#server/http/inbox-intent-action.ts";
import { enquiryToJson, listEnquiries } from "#server/inbox/enquiry-repository.ts";
import { parseOrder, parseView } from "#server/inbox/inbox-tables.ts";
import { followUpOf } from "#server/inbox/record-notes.ts";
import type { Route } from "./+types/inbox";

// /dashbord: the Contact Form Submissions (spec section 2), by status (ADR 0110), newest first.
// The list streams in after the page shell, so the admin sees a spinner rather than a blank wait.

export const handle: PageQueryHandle = { query: ["q", "status", "order"] };

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const query = url.searchParams.get("q")?.trim() ?? "";
  const view = parseView(url.searchParams.get("status"));
  const order = parseOrder(url.searchParams.get("order"));
  const contacts = listEnquiries(query, view, order).then((rows) =>
    rows.map((row) => ({ ...enquiryToJson(row), ...followUpOf(row) })),
  );
  return { query, view, order, contacts };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return inboxIntentAction(request, "enquiry");
}

export default function Dashbord({ loaderData, actionData }: Route.ComponentProps) {
  const { query, view, order, contacts } = loaderData;
  const [search] = useSearchParams();
  return (
    <section aria-labelledby="contacts-heading">
      <InboxListHeader
        headingId="contacts-heading"
        title="Contact Form Submissions"
        view={view}
        order={order}
        query={query}
        search={search}
        searchLabel="Search submissions"
        rows={contacts}
        csvHref="/dashbord/contacts.csv"
      />
      <BulkOutcome answer={actionData} />
      <RestoreOutcome answer={actionData} />
      <Suspense
        key={`${view} ${order} ${query}`}
        fallback={<Spinner label="Loading contact form submissions…" />}
      >
        <Await
          resolve={contacts}
          errorElement={<LoadFailed note="The submissions could not be loaded. Please reload." />}
        >
          {(rows) => <ContactsTable rows={rows} query={query} inTrash={view === "trash"} />}
        </Await>
      </Suspense>
      {view === "trash" ? null : <BulkActions what="submissions" />}
    </section>
  );
}

export function meta() {
  return [{ title: pageTitle("Contact Form Submissions") }];
}
