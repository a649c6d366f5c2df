import { type ComponentProps, lazy, memo, Suspense } from "react";

// Like the enquiry form: its own chunk in the browser, rendered whole by the server so the HTML
// holds the form and it posts without JavaScript.
const load = () => import("./booking-form.tsx");
const ServerBookingForm = import.meta.env.SSR ? (await load()).BookingForm : undefined;
const BookingForm =
  ServerBookingForm ?? lazy(() => load().then((module) => ({ default: module.BookingForm })));

// Memoised on its props: the page around it rendering again must not reach the form while its
// code is still coming, or React would swap the server's form for the fallback (lazy-when.tsx).
export const LazyBookingForm = memo(function LazyBookingForm(
  props: ComponentProps<typeof BookingForm>,
) {
  return (
    <Suspense fallback={<p className="text-ink/70">Loading the booking form…</p>}>
      <BookingForm {...props} />
    </Suspense>
  );
});
