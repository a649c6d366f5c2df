// The name used wherever the spec writes {product}, and the business's own details. Those details
// are set by an admin on /settings (server/settings/business-details.ts); until then the samples
// below are shown: clearly fictional, an example.com inbox, phone numbers from Ofcom's ranges
// reserved for drama, and a placeholder company number.

import type { BusinessDetails } from "./business-details-schema.ts";
import { type Jurisdiction, registeredIn } from "./company-jurisdiction.ts";
import { siteName } from "./site-name.ts";
import { dialNumber } from "./tel-href.ts";

export type PhoneNumber = {
  label: string;
  display: string /** E.164, for tel: links */;
  e164: string;
};

/**
 * The business's own details as every page shows them (no notification address: that stays on
 * the server). Set by an admin on /settings; `sample` is true until then.
 */
export type SiteDetails = {
  legalName: string;
  email: string;
  phones: PhoneNumber[];
  address: { lines: string[]; city: string; postcode: string };
  companyNumber: string;
  /** Where the company is registered, from its number's prefix (SC: Scotland, NI: Northern Ireland). */
  registeredIn: Jurisdiction;
  mapsUrl: string;
  /** How many hours the business promises to answer an enquiry or a booking in. */
  answerWithinHours: number;
  sample: boolean;
};

/** What a fresh install shows until an admin saves the business's own details (/settings). */
export const sampleDetails: Omit<BusinessDetails, "notifyTo"> = {
  tradingName: "Canalside Digital Ltd",
  street: "Unit 4, The Wharf\n12 Gas Street",
  city: "Birmingham",
  postcode: "B1 2JT",
  officePhone: "0121 496 0734",
  mobilePhone: "07700 900461",
  email: "hello@example.com",
  companyNumber: "00000000",
  // None of its own: the footer and the contact page search Google Maps for the address.
  mapsUrl: "",
  answerWithinHours: 24,
};

/**
 * The maps link the samples once held: a row saved with it kept the sample's place while its
 * address changed (issue 33), so it counts as no link of the business's own.
 */
export const sampleMapsUrl =
  "https://www.google.com/maps/search/?api=1&query=12+Gas+Street+Birmingham+B1+2JT";

/** A Google Maps search for a postal address: what the maps links show unless a link is set. */
export function mapsSearchUrl(address: { lines: string[]; city: string; postcode: string }) {
  const query = [...address.lines, address.city, address.postcode].join(", ");
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: "1", query })}`;
}

/** The maps link the admin set on /settings, or "" when there is none of their own. */
export function ownMapsUrl(mapsUrl: string) {
  return mapsUrl === sampleMapsUrl ? "" : mapsUrl.trim();
}

/** A phone number as tel: links and structured data want it (E.164). */
export function phoneE164(display: string) {
  const digits = dialNumber(display);
  return digits.startsWith("+") ? digits : `+44${digits.slice(1)}`;
}

/** The details as pages show them. */
export function siteDetails(
  details: Omit<BusinessDetails, "notifyTo">,
  sample: boolean,
): SiteDetails {
  const address = {
    lines: details.street.split(/\r?\n/).filter((line) => line.trim() !== ""),
    city: details.city,
    postcode: details.postcode,
  };
  return {
    legalName: details.tradingName,
    email: details.email,
    phones: [
      { label: "Office", display: details.officePhone, e164: phoneE164(details.officePhone) },
      { label: "Mobile", display: details.mobilePhone, e164: phoneE164(details.mobilePhone) },
    ],
    address,
    companyNumber: details.companyNumber,
    registeredIn: registeredIn(details.companyNumber),
    mapsUrl: ownMapsUrl(details.mapsUrl) || mapsSearchUrl(address),
    answerWithinHours: details.answerWithinHours,
    sample,
  };
}

export const samples = siteDetails(sampleDetails, true);

/** What stays in code: the brand and its copy, the same whoever runs the site. */
export const site = {
  name: siteName,
  tagline: "YOUR NEXT DEVELOPMENT PARTNER",
  summary:
    "A Birmingham studio designing and building websites, apps and software for ambitious businesses across the UK and beyond.",
  // The developer credit in the footer links to the developer's public profile.
  credit: { label: "Website by Jordan Ali", url: "https://example.net/jordan-ali" },
  openingHours: "Monday to Friday, 9am to 5.30pm",
} as const;

/** The postal address on one line, for footers and structured data. */
export function addressOneLine(details: SiteDetails) {
  const { lines, city, postcode } = details.address;
  return [...lines, city, postcode].join(", ");
}

/** The answer time as the site promises it: "within 24 hours", "within 1 hour". */
export function answerWithin(details: Pick<SiteDetails, "answerWithinHours">) {
  const hours = details.answerWithinHours;
  return `within ${hours} ${hours === 1 ? "hour" : "hours"}`;
}
