import { LazyEnquiryForm } from "#app/components/enquiry/lazy-enquiry-form.tsx";
import { ContactDetails } from "#app/components/marketing/contact-details.tsx";
import { Icon } from "#app/components/marketing/icon.tsx";
import { PageHero } from "#app/components/marketing/page-hero.tsx";
import { contact } from "#app/content/contact.ts";
import { fillSiteDetails } from "#app/content/site-placeholders.ts";
import { seoMeta } from "#app/lib/seo-meta.ts";
import { answerWithin, mapsSearchUrl, site } from "#app/lib/site.ts";
import { pageTitle } from "#app/lib/site-name.ts";
import { siteDetailsFrom, useSiteDetails } from "#app/lib/use-site-details.ts";
import type { Route } from "./+types/contact";

// The contact page (spec section 2): 'SEND A MESSAGE' beside the 'DIRECT' column. The words
// that name the business use its details as set on /settings.
export default function Contact() {
  const details = useSiteDetails();
  return (
    <div className="bg-mist">
      {/* The dark opening band of every other marketing page (ADR 0144). */}
      <PageHero kicker={contact.kicker} title={contact.title} lead={contact.lead} />
      <div className="site-container grid gap-8 py-16 sm:py-24 lg:grid-cols-12">
        <section
          aria-labelledby="send-heading"
          className="rounded-[2rem] bg-white p-6 shadow-sm ring-1 ring-line sm:p-10 lg:col-span-7"
        >
          <h2
            id="send-heading"
            className="text-sm font-extrabold tracking-[0.2em] text-brand-strong"
          >
            {contact.formHeading}
          </h2>
          <div className="mt-8">
            <LazyEnquiryForm variant="contact" source="contact" />
          </div>
        </section>
        <aside
          aria-labelledby="direct-heading"
          className="rounded-[2rem] bg-ink p-6 text-white sm:p-10 lg:col-span-5"
        >
          <h2 id="direct-heading" className="text-sm font-extrabold tracking-[0.2em] text-brand">
            {contact.directHeading}
          </h2>
          <p className="mt-6 text-lg leading-relaxed text-white/85">
            {fillSiteDetails(contact.directIntro, {}, details)}
          </p>
          <div className="mt-6 flex gap-3 rounded-2xl bg-white/5 p-5 text-sm leading-relaxed text-white/80 ring-1 ring-white/10">
            <Icon name="handshake" className="mt-0.5 size-5 shrink-0 text-brand" />
            <p>{contact.outsourcingNotice}</p>
          </div>
          <div className="mt-8">
            <ContactDetails
              tone="dark"
              showAddress
              // The spec's maps search link; a link the business set to its place is no search.
              mapsLink={
                details.mapsUrl === mapsSearchUrl(details.address)
                  ? "Search on Google Maps"
                  : "Find us on the map"
              }
            />
          </div>
          <p className="mt-8 border-t border-white/10 pt-6 text-sm text-white/70">
            {site.openingHours}. We usually reply {answerWithin(details)}.
          </p>
        </aside>
      </div>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: pageTitle("Contact Us"),
    description: fillSiteDetails(contact.description, {}, siteDetailsFrom(args.matches)),
    path: "/contact",
  });
}
