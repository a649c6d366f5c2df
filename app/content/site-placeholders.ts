import { addressOneLine, site } from "#app/lib/site.ts";

const values: Record<string, string> = {
  product: site.name,
  legalName: site.legalName,
  email: site.email,
  address: addressOneLine(),
  companyNumber: site.companyNumber,
};

/**
 * Replaces {product}, {email}, ... in editable copy with the details from site.ts, and any
 * detail the page's loader gives (the privacy notice's {retentionMonths}, from the server's
 * settings).
 */
export function fillSiteDetails(text: string, more: Record<string, string> = {}) {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => more[key] ?? values[key] ?? whole);
}
