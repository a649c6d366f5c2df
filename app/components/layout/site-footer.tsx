import { Link } from "react-router";
import { ContactDetails } from "#app/components/marketing/contact-details.tsx";
import { footerCommunityLinks, footerLinks, servicesMenu } from "#app/content/navigation.ts";
import { site } from "#app/lib/site.ts";
import { useSiteDetails } from "#app/lib/use-site-details.ts";
import { BrandLogo } from "./brand-logo.tsx";

// At least 44 px tall, a thumb's size, however short the text.
const linkClass =
  "tap-target rounded text-sm text-white/70 transition-colors hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

function FooterColumn({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <div>
      <h2 className="text-xs font-bold uppercase tracking-[0.2em] text-white">{title}</h2>
      <ul className="mt-3 grid">
        {links.map((link) => (
          <li key={link.to + link.label}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The footer of every page (spec section 1): tagline, address, company number, links, credit. */
export default function SiteFooter() {
  const details = useSiteDetails();
  return (
    <footer className="bg-ink text-white">
      <div className="site-container grid gap-12 pt-16 pb-10 lg:grid-cols-12">
        <div className="lg:col-span-4">
          <BrandLogo tone="light" />
          <p className="mt-6 text-2xl leading-tight font-extrabold tracking-tight">
            {site.tagline}
          </p>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-white/70">{site.summary}</p>
          <div className="mt-6">
            <ContactDetails tone="dark" showAddress />
          </div>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-10 sm:grid-cols-3 lg:col-span-8">
          <FooterColumn title="Company" links={footerLinks} />
          <FooterColumn title="What we do" links={[...servicesMenu.items]} />
          <FooterColumn title="Community TV" links={footerCommunityLinks} />
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="site-container flex flex-col gap-3 py-6 text-xs text-white/70 md:flex-row md:items-center md:justify-between">
          <p>
            © {new Date().getFullYear()} {details.legalName}. Registered in {details.registeredIn},
            company number {details.companyNumber}.
          </p>
          <p className="flex flex-wrap gap-x-5">
            <a
              href={details.mapsUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClass}
            >
              Find us on Google Maps<span className="sr-only"> (opens in a new tab)</span>
            </a>
            <a
              href={site.credit.url}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClass}
            >
              {site.credit.label}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
