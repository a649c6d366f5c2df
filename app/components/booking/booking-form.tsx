import { TextAreaField, TextField } from "#app/components/forms/field.tsx";
import { FormMessage } from "#app/components/forms/form-message.tsx";
import { Honeypot } from "#app/components/forms/honeypot.tsx";
import { SubmissionDialog } from "#app/components/forms/submission-dialog.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { type PublicFormResult, usePublicForm } from "#app/components/forms/use-public-form.ts";
import { bookingLimits, bookingSchema, todayInLondon } from "#app/lib/booking-schema.ts";
import type { Schema } from "#app/lib/field-errors.ts";
import { BOOKING_SENT } from "#app/lib/submission-messages.ts";

// Booking the community channel to cover an occasion. The same behaviour as the enquiry form:
// in-place validation and a dialog with JavaScript (a fetcher posting to /book's action), a plain
// POST to the same action before it has loaded.

// Built at each check, so "today" is today even on a page left open overnight.
const schema: Schema = { safeParse: (values) => bookingSchema().safeParse(values) };

export function BookingForm({ result }: { result?: PublicFormResult }) {
  const form = usePublicForm({
    action: "/book",
    schema,
    limits: bookingLimits,
    result,
  });
  const { field } = form;

  return (
    <>
      <form key={form.generation} {...form.formProps} aria-label="Book the channel">
        {form.serverMessage ? <FormMessage tone="error">{form.serverMessage}</FormMessage> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...field("name")} label="Name" autoComplete="name" />
          <TextField {...field("email")} label="Email" type="email" autoComplete="email" />
          <TextField {...field("telephone")} label="Telephone" type="tel" autoComplete="tel" />
          <TextField {...field("date")} label="Date" type="date" min={todayInLondon()} />
        </div>
        <TextField {...field("occasion")} label="Occasion" />
        <TextAreaField {...field("message")} label="Message" optional />
        <Honeypot />
        <div>
          <SubmitButton busy={form.sending} busyLabel="Sending..." look="brand">
            Send booking request
          </SubmitButton>
        </div>
      </form>
      <SubmissionDialog outcome={form.outcome} success={BOOKING_SENT} onClose={form.dismiss} />
    </>
  );
}
