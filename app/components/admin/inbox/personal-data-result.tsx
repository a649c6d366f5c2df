import { useState } from "react";
import { useFetcher } from "react-router";
import { ConfirmDialog } from "#app/components/ui/dialog.tsx";

// What the inbox and the newsletter hold about one address, with the two things the person may ask for: a copy
// (a JSON download) and erasure (after asking; there is no trash for an erasure).

type Held = { enquiries: number; bookings: number; subscriptions: number };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function PersonalDataResult({
  email,
  held,
  erased,
}: {
  email: string;
  held: Held;
  erased: Held | null;
}) {
  const fetcher = useFetcher<{ erased: Held | null }>();
  const [asking, setAsking] = useState(false);
  const done = fetcher.data?.erased ?? erased;
  const nothing = held.enquiries + held.bookings + held.subscriptions === 0;
  const newsletter = (count: number) =>
    count ? " Their newsletter subscription too." : " No newsletter subscription.";
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 rounded-2xl border border-ink/10 p-5">
      <p role="status" className="[overflow-wrap:anywhere]">
        {done ? (
          <>
            Erased {plural(done.enquiries, "enquiry", "enquiries")} and{" "}
            {plural(done.bookings, "booking", "bookings")} held for <strong>{email}</strong>.
            {newsletter(done.subscriptions)}
          </>
        ) : (
          <>
            <strong>{email}</strong>: {plural(held.enquiries, "enquiry", "enquiries")} and{" "}
            {plural(held.bookings, "booking", "bookings")}, deleted ones included.
            {newsletter(held.subscriptions)}
          </>
        )}
      </p>
      {done || nothing ? null : (
        <div className="flex flex-wrap gap-2">
          <a
            href={`/personalData/${encodeURIComponent(email)}/export.json`}
            download
            className="tap-target rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white hover:bg-ink-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            Export as JSON
          </a>
          <button
            type="button"
            onClick={() => setAsking(true)}
            disabled={fetcher.state !== "idle"}
            className="min-h-11 rounded-full bg-red-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:opacity-60"
          >
            {fetcher.state === "idle" ? "Erase everything" : "Erasing…"}
          </button>
        </div>
      )}
      <ConfirmDialog
        open={asking}
        title="Are you sure?"
        message={`Every enquiry and booking from ${email}, and their newsletter subscription, will be deleted for good. You won't be able to revert this!`}
        confirmLabel="Yes, erase it!"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void fetcher.submit({ email }, { method: "post" });
        }}
      />
    </div>
  );
}
