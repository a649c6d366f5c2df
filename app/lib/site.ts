// Everything an owner changes to make the site theirs lives in this one file: the name used
// wherever the spec writes {product}, contact details and the claims. The defaults are clearly
// fictional: an example.com inbox, phone numbers from Ofcom's ranges reserved for drama, and a
// placeholder company number.

import { siteName } from "./site-name.ts";

export type PhoneNumber = {
  label: string;
  display: string /** E.164, for tel: links */;
  e164: string;
};

export const site = {
  name: siteName,
  legalName: "Canalside Digital Ltd",
  tagline: "YOUR NEXT DEVELOPMENT PARTNER",
  summary:
    "A Birmingham studio designing and building websites, apps and software for ambitious businesses across the UK and beyond.",
  email: "hello@example.com",
  phones: [
    { label: "Office", display: "0121 496 0734", e164: "+441214960734" },
    { label: "Mobile", display: "07700 900461", e164: "+447700900461" },
  ] satisfies PhoneNumber[],
  address: {
    lines: ["Unit 4, The Wharf", "12 Gas Street"],
    city: "Birmingham",
    postcode: "B1 2JT",
    country: "United Kingdom",
  },
  companyNumber: "00000000",
  registeredIn: "England and Wales",
  mapsUrl: "https://www.google.com/maps/search/?api=1&query=12+Gas+Street+Birmingham+B1+2JT",
  // The developer credit in the footer links to the developer's public profile.
  credit: { label: "Website by Jordan Ali", url: "https://example.net/jordan-ali" },
  openingHours: "Monday to Friday, 9am to 5.30pm",
} as const;

/** The postal address on one line, for footers and structured data. */
export function addressOneLine() {
  const { lines, city, postcode } = site.address;
  return [...lines, city, postcode].join(", ");
}
