import { LazyEnquiryForm } from "#app/components/enquiry/lazy-enquiry-form.tsx";
import { home } from "#app/content/home.ts";
import { answerWithin } from "#app/lib/site.ts";
import { useSiteDetails } from "#app/lib/use-site-details.ts";
import { ContactDetails } from "../contact-details.tsx";
import { lead, sectionTitle } from "../ui-classes.ts";

/** Section 5, the last: 'Let's Chat', the enquiry form and the company's contact links. */
export function GetInTouch() {
  const copy = home.getInTouch;
  const business = useSiteDetails();
  return (
    <section
      id="get-in-touch"
      aria-labelledby="get-in-touch-heading"
      // Focused by the hero's button (InPageLink), so Tab goes on into the form.
      tabIndex={-1}
      className="scroll-mt-24 bg-white py-20 focus:outline-none sm:py-28"
    >
      <div className="site-container grid gap-12 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-5">
          <p className="eyebrow">{copy.eyebrow}</p>
          <h2 id="get-in-touch-heading" className={`${sectionTitle} mt-4`}>
            {copy.heading}
          </h2>
          <p className={`${lead} mt-5`}>{copy.text}</p>
          <p className="mt-2 text-sm text-ink/60">We usually reply {answerWithin(business)}.</p>
          <div className="mt-10">
            <ContactDetails />
          </div>
        </div>
        <div className="rounded-[2rem] bg-mist p-6 ring-1 ring-line sm:p-10 lg:col-span-7">
          <LazyEnquiryForm variant="home" source="home" />
        </div>
      </div>
    </section>
  );
}
