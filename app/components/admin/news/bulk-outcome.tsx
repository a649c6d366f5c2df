import { Form, Link } from "react-router";
import {
  type BulkNewsIntent,
  bulkDone,
  bulkQuestion,
  bulkWarning,
} from "#app/lib/news-bulk-schema.ts";

// What the bulk action answers (routes/admin/news-list.tsx). With JavaScript the list shows it
// as a toast; without, the page it renders shows it here: the question, asked on the page since
// there is no dialog, or what was done, or why nothing was.

export type BulkAnswer = {
  /** Not done yet: the question to ask first. */
  confirm?: { intent: BulkNewsIntent; ids: string[] };
  done?: { intent: BulkNewsIntent; count: number };
  error?: string;
};

export function BulkAnswerShown({ answer }: { answer: BulkAnswer }) {
  if (answer.confirm) return <BulkConfirmation {...answer.confirm} />;
  return <BulkOutcome answer={answer} />;
}

const button =
  "min-h-11 rounded-full px-5 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

/** The one confirmation, as a form of its own that repeats the ticked ids. */
function BulkConfirmation({ intent, ids }: { intent: BulkNewsIntent; ids: string[] }) {
  return (
    <Form
      method="post"
      aria-labelledby="bulk-question"
      className="mt-4 rounded-2xl border border-red-200 bg-red-50 p-4"
    >
      <h2 id="bulk-question" className="text-lg font-bold">
        {bulkQuestion(intent, ids.length)}
      </h2>
      <p className="mt-1 text-ink/70">{bulkWarning(intent)}</p>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="confirmed" value="yes" />
      {ids.map((id) => (
        <input key={id} type="hidden" name="ids" value={id} />
      ))}
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className={`${button} bg-red-600 text-white hover:bg-red-700`}>
          {intent === "delete" ? "Yes, move them to trash" : "Yes, unpublish them"}
        </button>
        <Link to="." className={`${button} inline-flex items-center border border-ink/20 bg-white`}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}

/** What a confirmed bulk action did, or why it did nothing. */
function BulkOutcome({ answer }: { answer: BulkAnswer }) {
  const failed = Boolean(answer.error);
  if (!answer.done && !failed) return null;
  return (
    <p
      role={failed ? "alert" : "status"}
      className={`mt-4 rounded-2xl px-4 py-3 font-semibold ${failed ? "bg-red-50 text-red-800" : "bg-emerald-50 text-emerald-900"}`}
    >
      {answer.done ? bulkDone(answer.done.intent, answer.done.count) : answer.error}
    </p>
  );
}
