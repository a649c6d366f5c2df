// A phone number as a tel: link wants it, wherever one is built: the inbox's rows and records, and
// the business's own numbers from /settings. People write numbers with spaces, dashes, dots and
// brackets, and UK numbers often as "+44 (0)121 …": the "(0)" is the trunk prefix dialled only from
// inside the country, so after a country code it is dropped; then only "+" and digits are kept.

/** The number to dial: a leading "+" and digits only, without a "(0)" after a country code. */
export function dialNumber(written: string) {
  const number = written.trim().replace(/^(\+\d{1,4})[\s.-]*\(\s*0\s*\)/, "$1");
  return (number[0] === "+" ? "+" : "") + number.replace(/\D/g, "");
}

/** A tel: link for a number as a person wrote it. */
export function telHref(written: string) {
  return `tel:${dialNumber(written)}`;
}
