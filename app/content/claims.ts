// The marketing claims of spec sections 1 and 9, written once so every page quotes them alike.

export type Statistic = { value: string; label: string };

/** How many years the business has delivered: the spec's number ("'1 years'"). */
export const yearsOfDelivery = 1;

/** "1 year", "5 years": the spec writes '1 years', which a visitor reads as a typo (issue 33). */
export const yearsText = (years: number) => `${years} ${years === 1 ? "year" : "years"}`;

export const claims = {
  reach: "Clients across the UK and beyond",
  experience: { value: yearsText(yearsOfDelivery), label: "of delivery for growing businesses" },
  platformSales: { value: "£350 million", label: "annual sales handled by a platform we built" },
} as const;

/** The headline numbers shown on the About page and the service pages. */
export const statistics: Statistic[] = [
  { value: "7%", label: "average uplift in conversion after a redesign" },
  { value: "94%", label: "of clients stay with us for ongoing support" },
  { value: "90%", label: "of projects launched on or before the agreed date" },
  { value: "88%", label: "of new work comes from referrals and repeat clients" },
];
