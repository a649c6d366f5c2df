import { serviceNav, servicePath } from "./service-nav.ts";

// Every menu of the site as data: the header, the side menu and the footer render from here.

export type NavLinkItem = {
  label: string;
  to: string;
  /** Current only on this very path, not on the paths below it (/news, not /news/<id>). */
  end?: boolean;
  /** Current on every page of this area too (Dashbord, the door to the admin area). */
  area?: "admin";
};
export type NavGroup = {
  label: string;
  id: string;
  items: NavLinkItem[];
  footer?: NavLinkItem[];
  /** Paths under this one belong to the group too (an article under /news). */
  section?: string;
};
export type NavEntry = ({ kind: "link" } & NavLinkItem) | ({ kind: "group" } & NavGroup);

export const homeLink: NavLinkItem = { label: "HOME", to: "/" };
export const dashboardLink: NavLinkItem = { label: "Dashbord", to: "/dashbord", area: "admin" };

export const servicesMenu: NavGroup = {
  label: "WHAT WE DO",
  id: "services",
  // The wide menu shows each service's summary too, from services.ts, loaded with the open menu.
  items: serviceNav.map((service) => ({ label: service.navLabel, to: servicePath(service.slug) })),
  footer: [{ label: "All services", to: "/services" }],
};

/** The news category pages (spec section 2), built by the news domain; linked from here. */
export const newsCategoryLinks: NavLinkItem[] = [
  { label: "Bangladesh Porikroma", to: "/bangladesh-porikroma" },
  { label: "Business and Economics", to: "/business-and-economics" },
  { label: "Global News", to: "/global-news" },
  { label: "Community Well-being", to: "/community-well-being" },
  { label: "Community News", to: "/community-news" },
  { label: "Sports", to: "/sports" },
  { label: "Travel", to: "/travel" },
];

export const latestNewsLink: NavLinkItem = { label: "Latest News", to: "/news", end: true };

export const newsMenu: NavGroup = {
  label: "NEWS",
  id: "news",
  section: "/news",
  items: [latestNewsLink, ...newsCategoryLinks],
  footer: [
    { label: "Search news", to: "/news/search" },
    { label: "Book the channel", to: "/book" },
  ],
};

/** The header's entries, left to right (spec section 2, plus NEWS and VIDEOS). */
export const primaryNav: NavEntry[] = [
  { kind: "link", ...homeLink },
  { kind: "group", ...servicesMenu },
  { kind: "link", label: "OUR WORK", to: "/work" },
  { kind: "link", label: "ABOUT", to: "/about" },
  { kind: "group", ...newsMenu },
  { kind: "link", label: "VIDEOS", to: "/videos" },
  { kind: "link", label: "CONTACT", to: "/contact" },
];

export const footerLinks: NavLinkItem[] = [
  { label: "Home", to: "/" },
  { label: "About Us", to: "/about" },
  { label: "Case Studies", to: "/work" },
  { label: "What We Do", to: "/services" },
  { label: "Contact", to: "/contact" },
  { label: "Terms & Conditions", to: "/terms" },
  { label: "Privacy Policy", to: "/privacy" },
];

export const footerCommunityLinks: NavLinkItem[] = [
  latestNewsLink,
  { label: "Global News", to: "/global-news" },
  { label: "Community News", to: "/community-news" },
  { label: "Videos", to: "/videos" },
  { label: "Book the channel", to: "/book" },
  { label: "Newsletter", to: "/newsletter" },
];
