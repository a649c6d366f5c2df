import { useCallback, useState } from "react";
import { useHydrated } from "#app/components/auth/use-hydrated.ts";
import {
  Honeypot,
  SubmitButton,
  TextArea,
  TextField,
} from "#app/components/enquiry/form-controls.tsx";
import { SubmissionDialog } from "#app/components/enquiry/submission-dialog.tsx";
import { useFormErrors } from "#app/components/enquiry/use-form-errors.ts";
import { useJsonSubmission } from "#app/components/enquiry/use-json-submission.ts";
import { bookingLimits, todayInLondon, validateBooking } from "#app/lib/booking-schema.ts";
import { BOOKING_SENT } from "#app/lib/submission-messages.ts";

// Booking the community channel to cover an occasion. The same behaviour as the enquiry form:
// in-place validation and a dialog with JavaScript (POST /api/bookingEvents), a plain POST to
// /book before it has loaded.

export type BookingFormResult = {
  values?: Record<string, string>;
  errors?: Record<string, string>;
  message?: string;
};

const validate = (values: Record<string, string>) => validateBooking(values);

export function BookingForm({ result }: { result?: BookingFormResult }) {
  const [initial, setInitial] = useState(result?.values ?? {});
  const [generation, setGeneration] = useState(0);
  // Marks the form once its script runs, so tests (and styles) can tell the enhanced form apart.
  const hydrated = useHydrated();
  const form = useFormErrors(useCallback(validate, []), result?.errors);
  const { sending, outcome, submit, dismiss } = useJsonSubmission("/api/bookingEvents");
  const idPrefix = "booking";

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const values = form.check();
    if (!values) return;
    const sent = await submit(values);
    if (sent.ok) {
      setInitial({});
      form.setErrors({});
      setGeneration((n) => n + 1);
    } else if (sent.errors) {
      form.showServerErrors(sent.errors);
    }
  }

  const field = (name: keyof typeof bookingLimits) => ({
    idPrefix,
    name,
    error: form.errors[name],
    defaultValue: initial[name],
    maxLength: bookingLimits[name],
  });

  return (
    <>
      <form
        key={generation}
        ref={form.formRef}
        data-hydrated={hydrated ? "" : undefined}
        method="post"
        action="/book"
        noValidate
        onSubmit={onSubmit}
        onChange={form.recheck}
        className="relative grid gap-5"
        aria-label="Book the channel"
      >
        {result?.message && !generation ? (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
            {result.message}
          </p>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...field("name")} label="Name" autoComplete="name" />
          <TextField {...field("email")} label="Email" type="email" autoComplete="email" />
          <TextField {...field("telephone")} label="Telephone" type="tel" autoComplete="tel" />
          <TextField
            idPrefix={idPrefix}
            name="date"
            label="Date"
            type="date"
            min={todayInLondon()}
            error={form.errors.date}
            defaultValue={initial.date}
            maxLength={10}
          />
        </div>
        <TextField {...field("occasion")} label="Occasion" />
        <TextArea {...field("message")} label="Message" optional />
        <Honeypot idPrefix={idPrefix} />
        <div>
          <SubmitButton sending={sending} label="Send booking request" />
        </div>
      </form>
      <SubmissionDialog outcome={outcome} success={BOOKING_SENT} onClose={dismiss} />
    </>
  );
}
