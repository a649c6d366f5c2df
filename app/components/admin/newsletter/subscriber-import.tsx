import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { FormMessage } from "#app/components/forms/form-message.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";

// The channel's existing list, as a CSV file (an "email" column, or addresses in the first
// column), and what became of each row: added, already there, or invalid.

type Outcome = {
  added: number;
  alreadyThere: number;
  invalid: number;
  leftOut: number;
  rows: Array<{ line: number; email: string; result: string }>;
};

/** Rows shown after an import; the counts cover them all. */
const SHOWN_ROWS = 500;

export function SubscriberImport({ outcome, message }: { outcome?: Outcome; message?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "import";
  // The new readers lengthen the list above: the result is brought into view and focused, so a
  // phone shows what became of the file rather than the list.
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!outcome) return;
    result.current?.focus({ preventScroll: true });
    result.current?.scrollIntoView({ block: "start" });
  }, [outcome]);
  return (
    <section
      aria-labelledby="import-title"
      className="rounded-2xl border border-ink/10 bg-white p-5"
    >
      <h2 id="import-title" className="text-lg font-bold">
        Import a list
      </h2>
      <p className="mt-1 text-sm text-ink/70">
        A CSV file with an “email” column (or addresses in its first column). Everyone in it is
        added as subscribed, marked as imported consent, with no mail sent. Addresses already here,
        unsubscribed ones included, are left as they are, and readers removed here or erased on
        request are left out.
      </p>
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-4 flex flex-wrap items-end gap-3"
      >
        <input type="hidden" name="intent" value="import" />
        <label className="grid min-w-0 max-w-md flex-1 basis-60 gap-1.5 text-sm font-semibold">
          CSV file
          <input
            type="file"
            name="csv"
            accept=".csv,text/csv"
            required
            className="min-h-11 w-full text-sm font-normal file:mr-3 file:rounded-full file:border-0 file:bg-mist file:px-4 file:py-2 file:font-semibold"
          />
        </label>
        <SubmitButton busy={busy} busyLabel="Importing…">
          Import
        </SubmitButton>
      </Form>
      {message ? (
        <FormMessage tone="error" className="mt-4">
          {message}
        </FormMessage>
      ) : null}
      {outcome ? (
        <div ref={result} tabIndex={-1} className="mt-4 grid scroll-mt-24 gap-3 outline-none">
          <FormMessage tone="success">
            {outcome.added} added, {outcome.alreadyThere} already there, {outcome.invalid} invalid
            {outcome.leftOut > 0 ? `, ${outcome.leftOut} left out (removed or erased earlier)` : ""}
            .
          </FormMessage>
          <div className="max-h-80 overflow-auto rounded-xl border border-ink/10">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Import result per row</caption>
              <thead className="bg-mist text-xs font-semibold uppercase tracking-wide text-ink/70">
                <tr>
                  <th className="px-3 py-2">Line</th>
                  <th className="px-3 py-2">Email</th>
                  <th className="px-3 py-2">Result</th>
                </tr>
              </thead>
              <tbody>
                {outcome.rows.slice(0, SHOWN_ROWS).map((row) => (
                  <tr key={row.line} className="border-t border-ink/10">
                    <td className="px-3 py-1.5 tabular-nums">{row.line}</td>
                    <td className="px-3 py-1.5 [overflow-wrap:anywhere]">
                      {row.email || "(empty)"}
                    </td>
                    <td className="px-3 py-1.5">{row.result}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
    </section>
  );
}
