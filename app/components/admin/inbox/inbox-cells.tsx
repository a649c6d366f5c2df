import { Link, useFetcher, useSearchParams } from "react-router";
import {
  DeleteButton,
  type RowActions,
  tableClasses as t,
} from "#app/components/admin/admin-table.tsx";
import { phoneHalves } from "#app/lib/phone-halves.ts";
import { telHref } from "#app/lib/tel-href.ts";
import type { InboxStatus } from "#server/db/schema/inbox.ts";
import { useRestoredToast } from "./restore-outcome.tsx";
import { StatusBadge } from "./status-badge.tsx";
import { UnsentBadge } from "./unsent-badge.tsx";

// The cells both inbox tables show alike: who wrote (a link to the message's page, its status,
// flagged when the team was never told), how to answer them by mail or phone, and the row's
// Delete button (to the trash), or in the trash Restore and Delete for good.

/** What AdminTable gives each cell for the phone layout (its heading, its classes): passed on. */
export type CellLayout = { className?: string; "data-label"?: string };
export const cellProps = (own: string, layout: CellLayout) => ({
  "data-label": layout["data-label"],
  className: [own, layout.className].filter(Boolean).join(" "),
});

/** A one-click reply: the visitor's address with the subject filled in. */
export function mailtoHref(email: string, subject: string) {
  const address = encodeURIComponent(email).replace("%40", "@");
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

export function NameCell({
  row,
  href,
  ...layout
}: CellLayout & {
  row: { name: string; notifyFailed: boolean; notifyError: string | null; status: InboxStatus };
  href: string;
}) {
  const unread = row.status === "new";
  return (
    <td {...cellProps(`${t.td} min-w-28 max-md:min-w-0 max-md:flex-1`, layout)}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Link
          to={href}
          className={`text-base underline-offset-2 [overflow-wrap:anywhere] max-md:inline-block max-md:py-3 hover:underline focus-visible:outline-2 focus-visible:outline-brand md:text-sm ${unread ? "font-bold text-ink" : "font-semibold text-ink/80"}`}
        >
          {row.name}
        </Link>
        <StatusBadge status={row.status} />
      </div>
      {row.notifyFailed ? <UnsentBadge error={row.notifyError} /> : null}
    </td>
  );
}

export function EmailCell({
  email,
  subject,
  ...layout
}: CellLayout & { email: string; subject: string }) {
  // Broken after the @ first (the <wbr>); at a desk the domain stays whole and only an overlong
  // name before the @ breaks inside, so a long address never pushes Delete out of view.
  const at = email.lastIndexOf("@");
  return (
    <td {...cellProps(`${t.td} min-w-0`, layout)}>
      <a
        href={mailtoHref(email, subject)}
        title={`Reply to ${email}`}
        className="text-accent underline-offset-2 hover:underline [overflow-wrap:anywhere] max-md:inline-block max-md:py-3"
      >
        {at > 0 ? (
          <>
            <span>{email.slice(0, at + 1)}</span>
            <wbr />
            <span className="md:whitespace-nowrap">{email.slice(at + 1)}</span>
          </>
        ) : (
          email
        )}
      </a>
    </td>
  );
}

/** Beside the side menu a number breaks once, between its halves, never at every space. */
function PhoneHalves({ phone }: { phone: string }) {
  const [first, second] = phoneHalves(phone);
  return (
    <>
      <span className="whitespace-nowrap">{first}</span>
      {second ? (
        <>
          {" "}
          <span className="whitespace-nowrap">{second}</span>
        </>
      ) : null}
    </>
  );
}

export function PhoneCell({ phone, ...layout }: CellLayout & { phone: string }) {
  return (
    <td {...cellProps(`${t.td} 2xl:whitespace-nowrap max-md:w-auto!`, layout)}>
      <a href={telHref(phone)} className="hover:underline max-md:inline-block max-md:py-3">
        <PhoneHalves phone={phone} />
      </a>
    </td>
  );
}

/** The Delete cell's button, named after the row for screen readers; Restore in the trash. */
export function DeleteCell({
  label,
  actions,
  restore,
  ...layout
}: CellLayout & {
  label: string;
  actions: RowActions;
  restore?: { id: string; label: string };
}) {
  return (
    <td {...cellProps(`${t.td} max-md:ml-auto max-md:w-auto!`, layout)}>
      {restore ? (
        // In the trash: back to the inbox, or gone for good (after the spec's confirmation).
        <div className="flex flex-wrap gap-2">
          <RestoreButton {...restore} />
          <DeleteButton label={label} actions={actions} text="Delete for good" />
        </div>
      ) : (
        <DeleteButton label={label} actions={actions} />
      )}
    </td>
  );
}

/** Takes a row out of the trash, on the list's own action, and says where it went. */
function RestoreButton({ id, label }: { id: string; label: string }) {
  const fetcher = useFetcher<{ ok: boolean; intent?: string; restoredTo?: "inbox" | "archived" }>();
  useRestoredToast(fetcher.data);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="intent"
        value="restore"
        aria-label={label}
        disabled={fetcher.state !== "idle"}
        className="whitespace-nowrap rounded-full border border-ink/20 px-4 py-1.5 max-md:min-h-11 text-sm font-semibold hover:bg-mist focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60"
      >
        {fetcher.state === "idle" ? "Restore" : "Restoring…"}
      </button>
    </fetcher.Form>
  );
}

/**
 * A record's address from its list, carrying the list's status and order, so the record page's
 * Newer and Older step through the list the owner was looking at.
 */
export function useRecordHref(list: string) {
  const [search] = useSearchParams();
  const kept = new URLSearchParams();
  for (const name of ["status", "order"]) {
    const value = search.get(name);
    if (value) kept.set(name, value);
  }
  const suffix = kept.size ? `?${kept}` : "";
  return (id: string) => `${list}/${id}${suffix}`;
}
