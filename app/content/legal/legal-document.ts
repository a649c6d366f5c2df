// Terms and the privacy notice are plain data so the owner (or their solicitor) edits words,
// not JSX. Paragraphs may use {product}, {legalName}, {email}, {address}, {city},
// {companyNumber} and {registeredIn} (England and Wales, Scotland or Northern Ireland, from the
// company number).

export type LegalSection = { heading: string; paragraphs?: string[]; list?: string[] };

export type LegalDocument = {
  title: string;
  description: string;
  /** ISO date the text last changed. */
  updated: string;
  intro: string[];
  sections: LegalSection[];
};
