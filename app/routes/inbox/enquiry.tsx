import { data, Link, redirect } from "react-router";
import { LazyEnquiryForm } from "#app/components/enquiry/lazy-enquiry-form.tsx";
import { answerInPlace } from "#app/components/forms/submission-outcome.ts";
import { parseVariant } from "#app/lib/enquiry-schema.ts";
import { parseSource } from "#app/lib/enquiry-source.ts";
import { HONEYPOT_FIELD, IN_PLACE_FIELD } from "#app/lib/form-rules.ts";
import { readFormValues } from "#app/lib/form-values.ts";
import type { PageQueryHandle } from "#app/lib/page-query.ts";
import { seoMeta } from "#app/lib/seo-meta.ts";
import { answerWithin } from "#app/lib/site.ts";
import { pageTitle } from "#app/lib/site-name.ts";
import { ENQUIRY_SENT } from "#app/lib/submission-messages.ts";
import { useSiteDetails } from "#app/lib/use-site-details.ts";
import { clientIpOf } from "#server/auth/client-ip.ts";
import { statusOf } from "#server/http/failure-status.ts";
import { submitEnquiry } from "#server/inbox/submissions.ts";
import type { Route } from "./+types/enquiry";

// /enquiry: the enquiry form on its own page, and the action that answers the form posted from
// any page (home 'Get in touch', contact 'SEND A MESSAGE'), by its fetcher or as a page.

export const handle: PageQueryHandle = { query: ["variant", "sent"] };

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    variant: parseVariant(url.searchParams.get("variant")),
    sent: url.searchParams.get("sent") === "1",
  };
}

export async function action({ request }: Route.ActionArgs) {
  const values = await readFormValues(request);
  const variant = parseVariant(values.variant);
  const result = await submitEnquiry({
    values,
    variant,
    // A page served before forms said where they are has only the variant to go by.
    source: parseSource(values.source, variant),
    clientAddress: clientIpOf(request.headers),
  });
  // A fetcher's post is answered in place (the form's dialog), a page's with the thank-you page.
  const inPlace = Boolean(values[IN_PLACE_FIELD]);
  if (result.ok && inPlace) return { sent: true };
  if (result.ok) {
    // Post/redirect/get: reloading the thank-you page never sends the enquiry twice.
    return redirect(`/enquiry?sent=1${variant === "contact" ? "&variant=contact" : ""}`, 303);
  }
  const { [HONEYPOT_FIELD]: _trap, [IN_PLACE_FIELD]: _inPlace, ...echo } = values;
  return data(
    { variant, message: result.message, errors: result.errors ?? {}, values: echo },
    { status: statusOf(result) },
  );
}

/** With JavaScript: a request that gets no answer is the form's 'Oops!' dialog, not an error page. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerInPlace(serverAction);
}

export default function EnquiryPage({ loaderData, actionData }: Route.ComponentProps) {
  // A post answered here keeps the variant of the form it came from (the URL has none).
  const variant = actionData && "variant" in actionData ? actionData.variant : loaderData.variant;
  const { sent } = loaderData;
  const business = useSiteDetails();
  return (
    // The site's container, the text in a reading-width column at its left edge (ADR 0144).
    <section className="site-container py-14 sm:py-20">
      <div className="max-w-3xl">
        <p className="eyebrow">{variant === "contact" ? "Send a message" : "Get in touch"}</p>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">
          Tell us about your project.
        </h1>
        {sent ? (
          <div role="status" className="mt-10 rounded-2xl bg-mist p-8 text-center">
            <h2 className="text-2xl font-bold">{ENQUIRY_SENT.title}</h2>
            <p className="mt-2 text-ink/70">{ENQUIRY_SENT.message}</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Link
                to={variant === "contact" ? "/enquiry?variant=contact" : "/enquiry"}
                className="rounded-full border border-ink/20 px-5 py-2.5 font-semibold hover:bg-white"
              >
                Send another message
              </Link>
              <Link
                to="/"
                className="rounded-full bg-brand px-5 py-2.5 font-semibold text-ink hover:bg-ink hover:text-white"
              >
                Back to the home page
              </Link>
            </div>
          </div>
        ) : (
          <>
            <p className="mt-4 text-lg text-ink/70">
              Tell us about your project and arrange a quote. We reply {answerWithin(business)}.
            </p>
            <div className="mt-10 rounded-2xl border border-ink/10 bg-white p-5 shadow-sm sm:p-8">
              <LazyEnquiryForm
                variant={variant}
                // A post from another page answered here (without script) keeps its page.
                source={parseSource(
                  actionData && "values" in actionData ? actionData.values.source : undefined,
                  "enquiry",
                )}
                result={actionData}
              />
            </div>
          </>
        )}
      </div>
    </section>
  );
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: pageTitle("Enquiry"),
    path: "/enquiry",
    description: "Tell us about your project and arrange a quote.",
  });
}
