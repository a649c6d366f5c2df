import { type ComponentProps, lazy, Suspense } from "react";

// Like the enquiry form: its own chunk in the browser, rendered whole by the server so the HTML
// holds the form and it posts without JavaScript.
const load = () => import("./booking-form.tsx");
const ServerBookingForm = import.meta.env.SSR ? (await load()).BookingForm : undefined;
const BookingForm =
  ServerBookingForm ?? lazy(() => load().then((module) => ({ default: module.BookingForm })));

export function LazyBookingForm(props: ComponentProps<typeof BookingForm>) {
  return (
    <Suspense fallback={<p className="text-ink/70">Loading the booking form…</p>}>
      <BookingForm {...props} />
    </Suspense>
  );
}
