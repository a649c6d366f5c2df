import { data, Link, redirect } from "react-router";
import { LazyBookingForm } from "#app/components/booking/lazy-booking-form.tsx";
import { answerInPlace } from "#app/components/forms/submission-outcome.ts";
import { HONEYPOT_FIELD, IN_PLACE_FIELD } from "#app/lib/form-rules.ts";
import { readFormValues } from "#app/lib/form-values.ts";
import type { PageQueryHandle } from "#app/lib/page-query.ts";
import { seoMeta } from "#app/lib/seo-meta.ts";
import { answerWithin } from "#app/lib/site.ts";
import { pageTitle } from "#app/lib/site-name.ts";
import { BOOKING_SENT } from "#app/lib/submission-messages.ts";
import { useSiteDetails } from "#app/lib/use-site-details.ts";
import { clientIpOf } from "#server/auth/client-ip.ts";
import { statusOf } from "#server/http/failure-status.ts";
import { submitBooking } from "#server/inbox/submissions.ts";
import type { Route } from "./+types/book";

// /book: community-channel visitors ask the channel to cover an occasion. The action answers
// the form, posted by its fetcher or, before JavaScript has loaded, as a page.

export const handle: PageQueryHandle = { query: ["sent"] };

export function loader({ request }: Route.LoaderArgs) {
  return { sent: new URL(request.url).searchParams.get("sent") === "1" };
}

export async function action({ request }: Route.ActionArgs) {
  const values = await readFormValues(request);
  const result = await submitBooking({
    values,
    clientAddress: clientIpOf(request.headers),
  });
  // A fetcher's post is answered in place (the form's dialog), a page's with the thank-you page.
  const inPlace = Boolean(values[IN_PLACE_FIELD]);
  if (result.ok) return inPlace ? { sent: true } : redirect("/book?sent=1", 303);
  const { [HONEYPOT_FIELD]: _trap, [IN_PLACE_FIELD]: _inPlace, ...echo } = values;
  return data(
    { message: result.message, errors: result.errors ?? {}, values: echo },
    { status: statusOf(result) },
  );
}

/** With JavaScript: a request that gets no answer is the form's 'Oops!' dialog, not an error page. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerInPlace(serverAction);
}

export default function BookPage({ loaderData, actionData }: Route.ComponentProps) {
  const business = useSiteDetails();
  return (
    // The site's container, the text in a reading-width column at its left edge (ADR 0144).
    <section className="site-container py-14 sm:py-20">
      <div className="max-w-3xl">
        <p className="eyebrow">Community TV</p>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">
          Book us for your occasion
        </h1>
        {loaderData.sent ? (
          <div role="status" className="mt-10 rounded-2xl bg-mist p-8 text-center">
            <h2 className="text-2xl font-bold">{BOOKING_SENT.title}</h2>
            <p className="mt-2 text-ink/70">{BOOKING_SENT.message}</p>
            <Link
              to="/book"
              className="mt-6 inline-block rounded-full bg-brand px-5 py-2.5 font-semibold text-ink hover:bg-ink hover:text-white"
            >
              Book another occasion
            </Link>
          </div>
        ) : (
          <>
            <p className="mt-4 text-lg text-ink/70">
              A wedding, a community event, a celebration or a gathering: tell us when and what, and
              our team will get back to you about covering it. We usually reply{" "}
              {answerWithin(business)}.
            </p>
            <div className="mt-10 rounded-2xl border border-ink/10 bg-white p-5 shadow-sm sm:p-8">
              <LazyBookingForm result={actionData} />
            </div>
          </>
        )}
      </div>
    </section>
  );
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: pageTitle("Book the channel"),
    path: "/book",
    description: "Ask our community TV channel to cover your wedding, event or celebration.",
  });
}
