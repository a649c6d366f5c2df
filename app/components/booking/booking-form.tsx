import {
  Honeypot,
  ServerMessage,
  SubmitButton,
  TextArea,
  TextField,
} from "#app/components/enquiry/form-controls.tsx";
import { SubmissionDialog } from "#app/components/enquiry/submission-dialog.tsx";
import { type PublicFormResult, usePublicForm } from "#app/components/enquiry/use-public-form.ts";
import { bookingLimits, todayInLondon, validateBooking } from "#app/lib/booking-schema.ts";
import { BOOKING_SENT } from "#app/lib/submission-messages.ts";

// Booking the community channel to cover an occasion. The same behaviour as the enquiry form:
// in-place validation and a dialog with JavaScript (POST /api/bookingEvents), a plain POST to
// /book before it has loaded.

const validate = (values: Record<string, string>) => validateBooking(values);

export function BookingForm({ result }: { result?: PublicFormResult }) {
  const idPrefix = "booking";
  const form = usePublicForm({
    endpoint: "/api/bookingEvents",
    validate,
    limits: bookingLimits,
    idPrefix,
    result,
  });
  const { field } = form;

  return (
    <>
      <form key={form.generation} {...form.formProps} action="/book" aria-label="Book the channel">
        <ServerMessage message={form.serverMessage} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...field("name")} label="Name" autoComplete="name" />
          <TextField {...field("email")} label="Email" type="email" autoComplete="email" />
          <TextField {...field("telephone")} label="Telephone" type="tel" autoComplete="tel" />
          <TextField {...field("date")} label="Date" type="date" min={todayInLondon()} />
        </div>
        <TextField {...field("occasion")} label="Occasion" />
        <TextArea {...field("message")} label="Message" optional />
        <Honeypot idPrefix={idPrefix} />
        <div>
          <SubmitButton sending={form.sending} label="Send booking request" />
        </div>
      </form>
      <SubmissionDialog outcome={form.outcome} success={BOOKING_SENT} onClose={form.dismiss} />
    </>
  );
}
