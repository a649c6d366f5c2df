// The shape every service page is built from: one route module renders any of them.

/** The nine services' own icons. */
export type ServiceIconName =
  | "cart"
  | "code"
  | "layout"
  | "phone"
  | "wrench"
  | "desktop"
  | "pen"
  | "cursor"
  | "megaphone";

export type IconName =
  | ServiceIconName
  | "shield"
  | "rocket"
  | "chart"
  | "users"
  | "sparkle"
  | "clock"
  | "handshake";

export type Feature = { title: string; description: string; icon: IconName };

/** What menus and cards need: light, shipped with every page. */
export type ServiceSummary = {
  /** The page's path without its slash; the nine are named once, in services.ts. */
  slug: string;
  /** Label in the WHAT WE DO menu. */
  navLabel: string;
  /** Title of the card in the home page's services grid (spec wording). */
  cardTitle: string;
  /** The word in the hero 'YOUR NEXT {SERVICE} PARTNER'. */
  heroWord: string;
  icon: ServiceIconName;
  /** One or two sentences: the card overlay and the page's meta description. */
  summary: string;
};

/** The rest of a service page's copy, in services/<slug>.ts. */
export type ServiceDetails = {
  slug: string;
  intro: { heading: string; paragraphs: string[] };
  /** Exactly six, shown as hover-reveal cards. */
  features: Feature[];
  whyWorkWithUs: { heading: string; paragraphs: string[]; points: string[] };
};

export type Service = ServiceSummary & ServiceDetails;
