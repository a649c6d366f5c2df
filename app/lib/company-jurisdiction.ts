// Where a company is registered, read from its Companies House number's prefix: Scottish
// registers start with S (SC companies, SO LLPs, SL partnerships, SF overseas companies, ...),
// Northern Irish ones with N (NI, NC, NF, ...) or R and digits (numbers from before 1922);
// every other (digits only, OC, LP, FC, RC, ...) is England and Wales.

export type Jurisdiction = "England and Wales" | "Scotland" | "Northern Ireland";

export function registeredIn(companyNumber: string): Jurisdiction {
  const number = companyNumber.replace(/\s/g, "").toUpperCase();
  if (/^S[A-Z]\d/.test(number)) return "Scotland";
  if (/^(?:N[A-Z]|R\d)/.test(number)) return "Northern Ireland";
  return "England and Wales";
}
