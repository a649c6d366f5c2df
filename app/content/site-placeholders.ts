import { addressOneLine, type SiteDetails, samples, site } from "#app/lib/site.ts";

const valuesOf = (details: SiteDetails): Record<string, string> => ({
  product: site.name,
  legalName: details.legalName,
  email: details.email,
  address: addressOneLine(details),
  city: details.address.city,
  companyNumber: details.companyNumber,
  registeredIn: details.registeredIn,
});

/**
 * Replaces {product}, {email}, ... in editable copy with the business's details (set on
 * /settings; the samples where none are given), and any detail the page's loader gives (the
 * privacy notice's {retentionMonths}, from the server's settings).
 */
export function fillSiteDetails(
  text: string,
  more: Record<string, string> = {},
  details: SiteDetails = samples,
) {
  const values = valuesOf(details);
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => more[key] ?? values[key] ?? whole);
}
