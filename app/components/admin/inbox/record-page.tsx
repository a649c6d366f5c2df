import type { ReactNode } from "react";
import { Link } from "react-router";
import { AdminDateTime } from "#app/components/admin/admin-date.tsx";
import type { InboxStatus } from "#server/db/schema/inbox.ts";
import { RecordNote, type RecordNoteValues } from "./record-note.tsx";
import { StatusBadge } from "./status-badge.tsx";
import { UnsentBadge } from "./unsent-badge.tsx";

// One enquiry's or booking's page: who, when, its status and what they wrote first (on a phone
// the message is on the first screen, issue 33), then its actions and the owner's private note,
// the rest of what it holds as a list of fields, and the newer and older ones in the list it was
// opened from.

/** The records before and after this one in the list it was opened from, and that list's order. */
export type RecordNeighbours = { previous?: string; next?: string; order: "newest" | "follow-up" };

export function RecordPage(props: {
  list: { href: string; label: string };
  name: string;
  status: InboxStatus;
  receivedAt: string;
  deletedAt: string | null;
  notifyFailed: boolean;
  notifyError: string | null;
  /** What the sender wrote (and, for a booking, for when): shown first, under who and when. */
  lead: [string, ReactNode][];
  /** The rest of what it holds, below the actions. */
  fields: [string, ReactNode][];
  actions: ReactNode;
  /** The owner's note and follow-up day; not offered in the trash. */
  note: RecordNoteValues;
  neighbours: RecordNeighbours;
  /** The record's address for an id (previous and next keep the list's query string). */
  hrefOf: (id: string) => string;
}) {
  return (
    <article className="grid gap-6">
      <Link
        to={props.list.href}
        className="inline-flex min-h-11 w-fit items-center text-sm font-semibold text-accent underline-offset-2 hover:underline"
      >
        ← {props.list.label}
      </Link>
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight [overflow-wrap:anywhere]">
            {props.name}
          </h1>
          <StatusBadge status={props.status} />
        </div>
        <p className="text-sm text-ink/70">
          Received <AdminDateTime iso={props.receivedAt} />
        </p>
        {props.notifyFailed ? <UnsentBadge error={props.notifyError} /> : null}
      </header>
      {props.deletedAt ? (
        <p role="status" className="rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          In the trash since <AdminDateTime iso={props.deletedAt} />. It is deleted for good 30 days
          after that, unless you restore it.
        </p>
      ) : null}
      <Fields fields={props.lead} className="bg-mist/60" />
      {props.actions}
      {props.deletedAt ? null : <RecordNote {...props.note} />}
      <Fields fields={props.fields} />
      <nav
        aria-label="Previous and next"
        className="flex justify-between gap-4 text-sm font-semibold"
      >
        {props.neighbours.previous ? (
          <Link
            to={props.hrefOf(props.neighbours.previous)}
            rel="prev"
            className="tap-target text-accent hover:underline"
          >
            {props.neighbours.order === "newest" ? "← Newer" : "← Previous"}
          </Link>
        ) : (
          <span />
        )}
        {props.neighbours.next ? (
          <Link
            to={props.hrefOf(props.neighbours.next)}
            rel="next"
            className="tap-target text-accent hover:underline"
          >
            {props.neighbours.order === "newest" ? "Older →" : "Next →"}
          </Link>
        ) : null}
      </nav>
    </article>
  );
}

function Fields({ fields, className = "" }: { fields: [string, ReactNode][]; className?: string }) {
  return (
    <dl
      className={`grid grid-cols-[minmax(0,1fr)] gap-x-8 gap-y-4 rounded-2xl border border-ink/10 p-5 sm:grid-cols-[10rem_minmax(0,1fr)] ${className}`}
    >
      {fields.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-xs font-semibold uppercase tracking-wide text-ink/60 sm:pt-0.5">
            {label}
          </dt>
          <dd className="-mt-3 min-w-0 [overflow-wrap:anywhere] sm:mt-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
