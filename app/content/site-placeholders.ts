import { addressOneLine, site } from "#app/lib/site.ts";

const values: Record<string, string> = {
  product: site.name,
  legalName: site.legalName,
  email: site.email,
  address: addressOneLine(),
  companyNumber: site.companyNumber,
};

/** Replaces {product}, {email}, ... in editable copy with the details from site.ts. */
export function fillSiteDetails(text: string) {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
