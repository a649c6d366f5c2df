// Where an enquiry was sent from, as the owner reads it in the notification mail, on its page and
// in the CSV. The form says which page it is on (a hidden field); the spec's REST POST /contact
// keeps its payload, so a post there without one is labelled as the API's.

export const enquirySourceLabels = {
  home: "Home page",
  contact: "Contact page",
  enquiry: "Enquiry page",
  api: "API (POST /contact)",
} as const;
export type EnquirySource = keyof typeof enquirySourceLabels;

export function parseSource(value: unknown, otherwise: EnquirySource): EnquirySource {
  return typeof value === "string" && Object.hasOwn(enquirySourceLabels, value)
    ? (value as EnquirySource)
    : otherwise;
}

/** The label of a stored source (rows from before this label kept theirs: home or contact). */
export function sourceLabel(source: string) {
  return Object.hasOwn(enquirySourceLabels, source)
    ? enquirySourceLabels[source as EnquirySource]
    : source;
}
