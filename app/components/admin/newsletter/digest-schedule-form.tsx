import { Form, useNavigation } from "react-router";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";

// The weekly digest's switch, day and hour on the Subscribers screen (ADR 0165). A plain form:
// it saves without JavaScript, and the answer says what was saved.

const days = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const hours = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, "0")}:00`);
const select =
  "min-h-11 rounded-xl border border-ink/20 bg-white px-3 text-base focus-visible:outline-2 focus-visible:outline-brand";

export type DigestScheduleView = { enabled: boolean; day: number; hour: number };

export function DigestScheduleForm({
  schedule,
  saved,
}: {
  schedule: DigestScheduleView;
  saved?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "digest";
  return (
    <section
      aria-labelledby="digest-title"
      className="rounded-2xl border border-ink/10 bg-white p-4 sm:p-6"
    >
      <h2 id="digest-title" className="text-lg font-bold">
        Weekly digest
      </h2>
      <p className="mt-1 text-sm text-ink/70">
        Each confirmed reader gets the past week's articles in the categories they chose, at this
        day and hour (UK time). A week with nothing for a reader sends them nothing.
      </p>
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-4">
        <input type="hidden" name="intent" value="digest" />
        <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            name="enabled"
            defaultChecked={schedule.enabled}
            className="size-5 accent-brand"
          />
          Send a weekly digest
        </label>
        <label className="grid gap-1.5 text-sm font-semibold">
          Day
          <select name="day" defaultValue={schedule.day} className={select}>
            {days.map((day, index) => (
              <option key={day} value={index}>
                {day}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1.5 text-sm font-semibold">
          Time
          <select name="hour" defaultValue={schedule.hour} className={select}>
            {hours.map((hour, index) => (
              <option key={hour} value={index}>
                {hour}
              </option>
            ))}
          </select>
        </label>
        <SubmitButton busy={busy} busyLabel="Saving…">
          Save
        </SubmitButton>
        {saved && !busy ? (
          <p role="status" className="text-sm font-semibold text-emerald-700">
            {saved}
          </p>
        ) : null}
      </Form>
    </section>
  );
}
