import { formatAdminDay } from "#app/lib/admin-dates.ts";
import type { FollowUp } from "#server/inbox/record-notes.ts";
import { type CellLayout, cellProps } from "./inbox-cells.tsx";

// What the owner has to chase, in the list itself (issue 33): the follow-up day, said in words
// when it is overdue or today (not by colour alone), and the start of the private note. A row
// with neither shows a dash at a desk and nothing on a phone's card.

const dueWords = { overdue: "Overdue", today: "Today", later: undefined } as const;
const dueBadge = {
  overdue: "bg-red-100 text-red-800",
  today: "bg-amber-100 text-amber-900",
  later: "",
} as const;

export function FollowUpCell({ row, ...layout }: CellLayout & { row: FollowUp }) {
  const { followUp, followUpDue, notePreview } = row;
  if (!followUp && !notePreview) {
    return (
      <td {...cellProps("md:px-2 md:py-3 text-ink/40 max-md:hidden", layout)}>
        <span className="sr-only">No follow-up</span>
        <span aria-hidden="true">—</span>
      </td>
    );
  }
  const day = followUp ? formatAdminDay(followUp) : undefined;
  const words = followUpDue ? dueWords[followUpDue] : undefined;
  return (
    <td {...cellProps("md:px-2 md:py-3 md:w-28 md:min-w-24", layout)}>
      {followUp && day && followUpDue ? (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold">
          {words ? (
            <span className={`rounded-full px-2 py-0.5 text-xs ${dueBadge[followUpDue]}`}>
              {words}
            </span>
          ) : null}
          <span>
            Follow up{" "}
            <time dateTime={followUp} title={day.title} className="whitespace-nowrap">
              {day.text}
            </time>
          </span>
        </p>
      ) : null}
      {notePreview ? (
        <p
          className="mt-1 line-clamp-2 whitespace-pre-line text-sm text-ink/70"
          title="Your private note"
        >
          <span className="sr-only">Note: </span>
          {notePreview}
        </p>
      ) : null}
    </td>
  );
}
