import type { ServiceDetails } from "../service-types.ts";

export const digitalMarketing: ServiceDetails = {
  slug: "digital-marketing",
  intro: {
    heading: "Marketing you can measure",
    paragraphs: [
      "A great website still needs visitors. We plan and run digital marketing that brings qualified traffic to your site and turns it into enquiries and sales.",
      "Every campaign is tracked end to end, so you can see exactly what you spent, what you got back and what we recommend next.",
    ],
  },
  features: [
    {
      icon: "chart",
      title: "Search engine optimisation",
      description:
        "Technical fixes, content and local SEO that lift your rankings for the searches that matter.",
    },
    {
      icon: "megaphone",
      title: "Paid search and social",
      description:
        "Targeted Google and social campaigns, tuned weekly to lower your cost per lead.",
    },
    {
      icon: "pen",
      title: "Content marketing",
      description:
        "Useful articles and guides that answer your customers' questions and build trust.",
    },
    {
      icon: "users",
      title: "Social media",
      description: "A consistent presence on the platforms your audience actually uses.",
    },
    {
      icon: "sparkle",
      title: "Email campaigns",
      description: "Newsletters and automated journeys that keep customers coming back.",
    },
    {
      icon: "rocket",
      title: "Conversion optimisation",
      description:
        "Landing-page tests and improvements that turn more of your visitors into customers.",
    },
  ],
  whyWorkWithUs: {
    heading: "Why market with us",
    paragraphs: [
      "We are developers as well as marketers, so we can fix the technical issues that hold your campaigns back instead of just reporting them.",
    ],
    points: [
      "Transparent monthly reporting",
      "No long-term contracts",
      "Campaigns aligned with your sales goals",
      "Technical SEO fixes done in-house",
    ],
  },
};
