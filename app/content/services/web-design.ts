import type { ServiceDetails } from "../service-types.ts";

export const webDesign: ServiceDetails = {
  slug: "web-design",
  intro: {
    heading: "Design that earns attention and trust",
    paragraphs: [
      "Your website is often the first conversation a customer has with you. We design sites that look sharp, read clearly and make the next step obvious, whether that is a call, a booking or a purchase.",
      "Every design starts with your audience and goals, moves through wireframes and prototypes, and ends with a polished interface ready for development.",
    ],
  },
  features: [
    {
      icon: "sparkle",
      title: "Brand-led visual design",
      description:
        "Typography, colour and imagery that feel unmistakably yours and consistent across every page.",
    },
    {
      icon: "layout",
      title: "Responsive layouts",
      description:
        "Designs that adapt gracefully from a 360 px phone to a wide desktop monitor, never an afterthought.",
    },
    {
      icon: "cursor",
      title: "Clickable prototypes",
      description:
        "Try the site before it is built, share it with colleagues and refine it with real feedback.",
    },
    {
      icon: "users",
      title: "Accessible design",
      description:
        "Readable contrast, clear focus states and sensible structure so the site works for everyone.",
    },
    {
      icon: "chart",
      title: "Conversion design",
      description:
        "Calls to action, forms and page flows shaped around the actions that matter to your business.",
    },
    {
      icon: "pen",
      title: "Design systems",
      description:
        "Reusable components and guidelines that keep future pages on-brand and quick to produce.",
    },
  ],
  whyWorkWithUs: {
    heading: "Why choose us for web design",
    paragraphs: [
      "Our designers and developers sit side by side, so what you approve in a prototype is what goes live, down to the spacing and the hover states.",
    ],
    points: [
      "Designs tested with real users before build",
      "A fixed number of revision rounds agreed up front",
      "All source files handed over at the end",
      "A design system your team can keep using",
    ],
  },
};
