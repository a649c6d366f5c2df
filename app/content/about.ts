// The About page's words; the reasons and the team live in reasons.ts and team.ts.

export const about = {
  title: "Meet the team",
  description:
    "Meet the Birmingham team behind {product}: six reasons to work with us, our numbers and the people who will build your project.",
  hero: {
    kicker: "About us",
    heading: "A small team that builds big things",
    lead: "We are a Birmingham web, app and software studio working with clients across the UK and beyond. You work directly with the people who design, build and support your product.",
  },
  story: {
    heading: "Our story",
    paragraphs: [
      "We started {product} because too many businesses were getting websites that looked fine on launch day and then quietly fell apart. We wanted to build software the way good tradespeople work: properly planned, honestly priced and looked after for years.",
      "Today we design and build websites, ecommerce stores, mobile apps and business software, including a platform that handles over £350 million in annual sales, and we still answer our own phones.",
    ],
  },
  reasonsHeading: "Six reasons to work with us",
  numbersHeading: "The numbers behind the work",
  teamHeading: "Meet the team",
  teamLead: "The people you will speak to, from the first call to launch day and beyond.",
} as const;
