import { useSiteDetails } from "#app/lib/use-site-details.ts";
import { UiIcon, type UiIconName } from "../ui/ui-icon.tsx";

// The company's contact details as real links (mailto:, tel:), used by the home page's
// 'Get in touch' block, the contact page's DIRECT column and the footer.

type Tone = "light" | "dark";

function Row({
  icon,
  tone,
  children,
}: {
  icon: UiIconName;
  tone: Tone;
  children: React.ReactNode;
}) {
  return (
    <li className="flex items-start gap-3">
      <span
        className={`mt-1 inline-flex size-9 shrink-0 items-center justify-center rounded-full ${
          tone === "dark" ? "bg-white/10 text-brand" : "bg-brand-soft text-brand-strong"
        }`}
      >
        <UiIcon name={icon} className="size-[1.125rem]" />
      </span>
      <span className="min-w-0">{children}</span>
    </li>
  );
}

export function ContactDetails({
  tone = "light",
  showAddress = false,
  mapsLink,
}: {
  tone?: Tone;
  showAddress?: boolean;
  /** The maps link's words, when it is shown (the contact page): see contact.tsx. */
  mapsLink?: string;
}) {
  // Links are at least 44 px tall, a thumb's size.
  const link = `tap-target rounded font-semibold underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 ${
    tone === "dark"
      ? "text-white focus-visible:outline-brand"
      : "text-ink focus-visible:outline-brand-strong"
  }`;
  const muted = tone === "dark" ? "text-white/70" : "text-ink/70";
  const site = useSiteDetails();
  const { address } = site;
  return (
    <ul className="grid gap-4 text-sm">
      <Row icon="mail" tone={tone}>
        <a href={`mailto:${site.email}`} className={link}>
          {site.email}
        </a>
      </Row>
      {site.phones.map((phone) => (
        <Row key={phone.e164} icon="phone-call" tone={tone}>
          <a href={`tel:${phone.e164}`} className={link}>
            {phone.display}
          </a>
          <span className={`ml-2 ${muted}`}>{phone.label}</span>
        </Row>
      ))}
      {showAddress ? (
        <Row icon="map-pin" tone={tone}>
          <address className={`pt-2.5 not-italic leading-relaxed ${muted}`}>
            {[...address.lines, `${address.city} ${address.postcode}`].map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          {mapsLink ? (
            <a
              href={site.mapsUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={`${link} gap-1`}
            >
              {mapsLink}
              <UiIcon name="arrow-up-right" className="size-4" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
        </Row>
      ) : null}
    </ul>
  );
}
