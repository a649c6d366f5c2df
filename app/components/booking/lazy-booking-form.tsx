import { type ComponentProps, lazy, Suspense } from "react";

// Like the enquiry form, the booking form and its validation load as their own chunk; the server
// renders the form into the HTML, so it shows at once and posts without JavaScript.
const BookingForm = lazy(() =>
  import("./booking-form.tsx").then((module) => ({ default: module.BookingForm })),
);

export function LazyBookingForm(props: ComponentProps<typeof BookingForm>) {
  return (
    <Suspense fallback={<p className="text-ink/70">Loading the booking form…</p>}>
      <BookingForm {...props} />
    </Suspense>
  );
}
