// The home page's words (spec section 2, Home page) and its timing constant (section 9).

export const ROTATING_WORD_INTERVAL_MS = 2000;

export const home = {
  title: "YOUR NEXT DEVELOPMENT PARTNER",
  description:
    "Birmingham web, app and software developers for businesses across the UK and beyond: websites, ecommerce, mobile apps, design, support and digital marketing.",
  hero: {
    eyebrow: "Web, app & software studio · Birmingham",
    before: "YOUR NEXT",
    words: ["WEB", "APP", "ECOMMERCE", "SOFTWARE"],
    after: "DEVELOPMENT PARTNER",
    lead: "We design, build and look after websites, apps and software for ambitious businesses across the UK and beyond, from first sketch to launch day and every update after it.",
    button: "Discuss your project today →",
    secondary: "See our work",
  },
  services: {
    eyebrow: "What we do",
    heading: "Experts in Web, App and Software Development",
    lead: "Nine specialist services under one roof, so your website, app and marketing are planned together and built to work together.",
  },
  recentWork: {
    eyebrow: "Case studies",
    heading: "Recent Work",
    lead: "A couple of the projects we have designed, built and supported recently.",
    more: "See all projects",
  },
  cta: {
    heading: "LIKE WHAT YOU SEE?",
    text: "Get a detailed free project audit and a tailored project quotation for your website, app or software, with no obligation.",
    button: "LIKE WHAT YOU SEE?",
  },
  getInTouch: {
    eyebrow: "Get in touch",
    heading: "Let's Chat",
    text: "Tell us about your project and arrange a quote",
  },
} as const;
