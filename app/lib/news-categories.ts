// The seven news categories of spec section 9. `value` is stored on each article and matched
// exactly (the spec's casing, including 'Bangladesh Porikroma'); `slug` is the page's path.

export const newsCategories = [
  { value: "Bangladesh Porikroma", slug: "bangladesh-porikroma", heading: "Bangladesh Porikroma" },
  {
    value: "business and economics",
    slug: "business-and-economics",
    heading: "Business and Economics",
  },
  { value: "global news", slug: "global-news", heading: "Global News" },
  { value: "community well-being", slug: "community-well-being", heading: "Community Well-being" },
  { value: "community news", slug: "community-news", heading: "Community News" },
  { value: "sports", slug: "sports", heading: "Sports" },
  { value: "travel", slug: "travel", heading: "Travel" },
] as const;

export type NewsCategory = (typeof newsCategories)[number];
export type NewsCategoryValue = NewsCategory["value"];

export const newsCategoryValues = newsCategories.map((category) => category.value) as [
  NewsCategoryValue,
  ...NewsCategoryValue[],
];

export function categoryBySlug(slug: string): NewsCategory | undefined {
  return newsCategories.find((category) => category.slug === slug);
}

export function categoryByValue(value: string): NewsCategory | undefined {
  return newsCategories.find((category) => category.value === value);
}

/** How a stored category value is shown: its heading ('Community News', not 'community news'). */
export function categoryHeading(value: string): string {
  return categoryByValue(value)?.heading ?? value;
}
