import type { ServiceDetails } from "../service-types.ts";

export const graphicsDesign: ServiceDetails = {
  slug: "graphics-design",
  intro: {
    heading: "A brand people remember",
    paragraphs: [
      "Good graphic design makes a small business look established and a big one look approachable. We create identities and marketing materials that feel consistent wherever customers meet you.",
      "From a new logo to a full brand refresh, social media templates and print, everything is delivered in the formats your team and suppliers need.",
    ],
  },
  features: [
    {
      icon: "sparkle",
      title: "Logo and identity",
      description:
        "Distinctive marks, colour palettes and typography that capture what makes you different.",
    },
    {
      icon: "pen",
      title: "Brand guidelines",
      description: "A clear guide so staff and suppliers use your brand correctly every time.",
    },
    {
      icon: "megaphone",
      title: "Social media graphics",
      description:
        "Editable templates that keep your feeds looking professional without a designer on hand.",
    },
    {
      icon: "layout",
      title: "Print design",
      description: "Brochures, leaflets, signage and stationery prepared properly for the printer.",
    },
    {
      icon: "desktop",
      title: "Illustration and icons",
      description:
        "Custom illustration and icon sets that give your website and app their own character.",
    },
    {
      icon: "chart",
      title: "Presentations",
      description: "Pitch decks and sales presentations that make your numbers easy to understand.",
    },
  ],
  whyWorkWithUs: {
    heading: "Why work with our designers",
    paragraphs: [
      "Because we also build websites and apps, our graphics are designed to work on screen from the start: crisp at every size and quick to load.",
    ],
    points: [
      "Concepts presented with the reasoning behind them",
      "Files supplied in every format you need",
      "Full ownership of the artwork",
      "Brand assets ready for web, app and print",
    ],
  },
};
