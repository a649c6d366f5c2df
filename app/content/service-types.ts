// The shape every service page is built from: one route module renders any of them.

export type ServiceSlug =
  | "ecommerce"
  | "web-development"
  | "web-design"
  | "mobile-app"
  | "maintenance-support"
  | "desktop-application"
  | "graphics-design"
  | "ux-ui-design"
  | "digital-marketing";

export type IconName =
  | "cart"
  | "code"
  | "layout"
  | "phone"
  | "wrench"
  | "desktop"
  | "pen"
  | "cursor"
  | "megaphone"
  | "shield"
  | "rocket"
  | "chart"
  | "users"
  | "sparkle"
  | "clock"
  | "handshake";

export type Feature = { title: string; description: string; icon: IconName };

export type Service = {
  slug: ServiceSlug;
  /** Label in the WHAT WE DO menu. */
  navLabel: string;
  /** Title of the card in the home page's services grid (spec wording). */
  cardTitle: string;
  /** The word in the hero 'YOUR NEXT {SERVICE} PARTNER'. */
  heroWord: string;
  icon: IconName;
  /** One or two sentences: the card overlay and the page's meta description. */
  summary: string;
  intro: { heading: string; paragraphs: string[] };
  /** Exactly six, shown as hover-reveal cards. */
  features: Feature[];
  whyWorkWithUs: { heading: string; paragraphs: string[]; points: string[] };
};
