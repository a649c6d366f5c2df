import { data, redirect } from "react-router";
import { UsersTable } from "#app/components/admin/users/users-table.tsx";
import { UsersToolbar } from "#app/components/admin/users/users-toolbar.tsx";
import { validate } from "#app/lib/field-errors.ts";
import { readFormValues } from "#app/lib/form-values.ts";
import type { PageQueryHandle } from "#app/lib/page-query.ts";
import type { RoleChangeAnswer } from "#app/lib/role-change-schema.ts";
import { roleChangeSchema } from "#app/lib/role-change-schema.ts";
import { pageTitle } from "#app/lib/site-name.ts";
import { requireAdmin } from "#server/auth/guards.ts";
import { changeRole, listUsers, pageOf, USERS_PER_PAGE } from "#server/users/role-changes.ts";
import type { Route } from "./+types/users";

// /users: who holds which role, searchable and paged; an admin grants or revokes editor and
// admin here, each change confirmed first and written to the audit log (ADR 0128).

export const handle: PageQueryHandle = { query: ["q", "page"] };

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const url = new URL(request.url);
  const query = url.searchParams.get("q")?.trim().slice(0, 200) ?? "";
  const page = pageOf(url.searchParams.get("page"));
  const { users, total } = await listUsers(query, page);
  const pages = Math.max(1, Math.ceil(total / USERS_PER_PAGE));
  // Past the end (an old link, a hand-typed page): the last page, with the same search.
  if (page > pages) {
    url.searchParams.set("page", String(pages));
    throw redirect(`${url.pathname}?${url.searchParams}`);
  }
  return { users, total, query, page, pages, selfId: admin.id };
}

const refusals = {
  "not-found": "That account no longer exists.",
  "own-admin-role": "You cannot remove your own admin role. Ask another admin to do it.",
  // The acting admin was demoted by another admin a moment before (their session then ends).
  "not-admin": "Only administrators can change roles.",
} as const;

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const parsed = validate(roleChangeSchema, await readFormValues(request));
  if (!parsed.success) {
    const message = Object.values(parsed.errors)[0] ?? "Choose a user and a role.";
    return data<RoleChangeAnswer>({ ok: false, message }, 400);
  }
  const change = await changeRole(admin.id, parsed.data.userId, parsed.data.role);
  if (!change.ok) {
    const status = change.reason === "not-found" ? 404 : 409;
    const message =
      change.reason === "unconfirmed"
        ? `${change.email} has not confirmed their email address yet; ask them to use the link we mailed them, then grant the role.`
        : change.reason === "listed"
          ? `${change.email} is listed in ADMIN_EMAILS: remove it there to change this role.`
          : refusals[change.reason];
    return data<RoleChangeAnswer>({ ok: false, message }, status);
  }
  return data<RoleChangeAnswer>({ ok: true, email: change.email, role: change.to });
}

export default function Users({ loaderData }: Route.ComponentProps) {
  const { users, total, query, page, pages, selfId } = loaderData;
  return (
    <section aria-labelledby="users-heading">
      <h1 id="users-heading" className="text-3xl font-bold">
        Roles
      </h1>
      <p className="mt-2 max-w-2xl text-ink/70">
        Editors run the newsroom: news, videos and bookings. Admins may also read the enquiries, the
        activity log and personal data, and change roles here. Every change is recorded in the
        activity log.
      </p>
      <UsersToolbar query={query} total={total} page={page} pages={pages} />
      <UsersTable rows={users} query={query} selfId={selfId} />
    </section>
  );
}

export function meta() {
  return [{ title: pageTitle("Roles") }];
}
