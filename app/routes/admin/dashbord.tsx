import { Suspense } from "react";
import { Await } from "react-router";
import { ContactsTable } from "#app/components/admin/inbox/contacts-table.tsx";
import { LoadFailed } from "#app/components/admin/inbox/load-failed.tsx";
import { TableToolbar } from "#app/components/admin/inbox/table-toolbar.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { pageTitle } from "#app/lib/site-name.ts";
import { requireAdmin } from "#server/auth/guards.ts";
import { enquiryToJson, listEnquiries } from "#server/inbox/enquiry-repository.ts";
import type { Route } from "./+types/dashbord";

// /dashbord: the Contact Form Submissions (spec section 2). The list streams in after the page
// shell, so the admin sees a spinner rather than a blank wait.

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = new URL(request.url).searchParams.get("q")?.trim() ?? "";
  const contacts = listEnquiries(query).then((rows) => rows.map(enquiryToJson));
  return { query, contacts };
}

export default function Dashbord({ loaderData }: Route.ComponentProps) {
  const { query, contacts } = loaderData;
  return (
    <section aria-labelledby="contacts-heading">
      <h1 id="contacts-heading" className="mb-6 text-3xl font-bold tracking-tight">
        Contact Form Submissions
      </h1>
      <TableToolbar
        query={query}
        searchLabel="Search submissions"
        csvHref="/dashbord/contacts.csv"
      />
      <Suspense key={query} fallback={<Spinner label="Loading contact form submissions…" />}>
        <Await
          resolve={contacts}
          errorElement={<LoadFailed note="The submissions could not be loaded. Please reload." />}
        >
          {(rows) => <ContactsTable rows={rows} query={query} />}
        </Await>
      </Suspense>
    </section>
  );
}

export function meta() {
  return [{ title: pageTitle("Contact Form Submissions") }];
}
