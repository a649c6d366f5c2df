import {
  DeleteButton,
  type RowActions,
  tableClasses as t,
} from "#app/components/admin/admin-table.tsx";
import { UnsentBadge } from "./unsent-badge.tsx";

// The cells both inbox tables show alike: who wrote (flagged when the team was never told), how
// to answer them by mail or phone, and the row's Delete button.

/** A one-click reply: the visitor's address with the subject filled in. */
export function mailtoHref(email: string, subject: string) {
  const address = encodeURIComponent(email).replace("%40", "@");
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

export function NameCell({
  row,
}: {
  row: { name: string; notifyFailed: boolean; notifyError: string | null };
}) {
  return (
    <td className={`${t.td} min-w-36 font-semibold`}>
      {row.name}
      {row.notifyFailed ? <UnsentBadge error={row.notifyError} /> : null}
    </td>
  );
}

export function EmailCell({ email, subject }: { email: string; subject: string }) {
  return (
    <td className={t.td}>
      <a
        href={mailtoHref(email, subject)}
        title={`Reply to ${email}`}
        className="text-accent underline-offset-2 hover:underline"
      >
        {email}
      </a>
    </td>
  );
}

export function PhoneCell({ phone }: { phone: string }) {
  return (
    <td className={`${t.td} whitespace-nowrap`}>
      <a href={`tel:${phone.replace(/\s+/g, "")}`} className="hover:underline">
        {phone}
      </a>
    </td>
  );
}

/** The Delete cell's button, named after the row for screen readers. */
export function DeleteCell({ label, actions }: { label: string; actions: RowActions }) {
  return (
    <td className={t.td}>
      <DeleteButton label={label} actions={actions} />
    </td>
  );
}
