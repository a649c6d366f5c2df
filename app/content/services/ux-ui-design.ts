import type { ServiceDetails } from "../service-types.ts";

export const uxUiDesign: ServiceDetails = {
  slug: "ux-ui-design",
  intro: {
    heading: "Products that feel effortless",
    paragraphs: [
      "Great products are easy to understand. We research how your users think and work, then design journeys and interfaces that remove friction and confusion.",
      "We design for web apps, mobile apps and internal tools, and validate every important decision with real users before it reaches development.",
    ],
  },
  features: [
    {
      icon: "users",
      title: "User research",
      description:
        "Interviews, surveys and analytics reviews that reveal what your users really need.",
    },
    {
      icon: "layout",
      title: "Information architecture",
      description: "Navigation and content structures that make sense to the people using them.",
    },
    {
      icon: "cursor",
      title: "Wireframes and prototypes",
      description:
        "Interactive prototypes to test ideas quickly and cheaply before code is written.",
    },
    {
      icon: "sparkle",
      title: "Interface design",
      description:
        "Clean, consistent interfaces with thoughtful detail in every state and interaction.",
    },
    {
      icon: "chart",
      title: "Usability testing",
      description:
        "Sessions with real users to find and fix problems while they are still cheap to change.",
    },
    {
      icon: "pen",
      title: "Design systems",
      description: "Shared components and patterns that keep a growing product coherent.",
    },
  ],
  whyWorkWithUs: {
    heading: "Why work with us on UX and UI",
    paragraphs: [
      "We measure design by outcomes: fewer support calls, higher completion rates and happier users. Our clients see an average 7% uplift in conversion after a redesign.",
    ],
    points: [
      "Evidence behind every recommendation",
      "Designers who understand how things are built",
      "Accessible, WCAG-aware interfaces",
      "Developer-ready specifications",
    ],
  },
};
