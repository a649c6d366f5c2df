import type { InboxStatus } from "#server/db/schema/inbox.ts";

// Where the owner is with a message, as a small pill; "New" stands out, the rest stay quiet.

const styles: Record<InboxStatus, string> = {
  new: "bg-brand text-ink",
  read: "bg-ink/10 text-ink/75",
  replied: "bg-emerald-100 text-emerald-800",
  archived: "bg-ink/5 text-ink/60",
};
const labels: Record<InboxStatus, string> = {
  new: "New",
  read: "Read",
  replied: "Replied",
  archived: "Archived",
};

export function StatusBadge({ status }: { status: InboxStatus }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${styles[status]}`}
    >
      {labels[status]}
    </span>
  );
}
