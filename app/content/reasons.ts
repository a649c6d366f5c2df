import type { IconName } from "./service-types.ts";

// The six reasons to work with the agency, shown on the About page.

export type Reason = { title: string; description: string; icon: IconName };

export const reasons: Reason[] = [
  {
    icon: "handshake",
    title: "A partner, not a supplier",
    description:
      "We get to know your business and stay involved long after launch, suggesting improvements as you grow.",
  },
  {
    icon: "users",
    title: "Talk to the people doing the work",
    description:
      "You speak directly with the designers and developers on your project: no middlemen, no lost messages.",
  },
  {
    icon: "chart",
    title: "Clear, fixed quotations",
    description:
      "Itemised quotes before work starts and no surprise invoices. You always know what you are paying for.",
  },
  {
    icon: "rocket",
    title: "Built for speed and search",
    description:
      "Fast, accessible and search-friendly by default, because a beautiful site nobody finds helps nobody.",
  },
  {
    icon: "shield",
    title: "Secure and dependable",
    description:
      "Security updates, backups and monitoring are part of how we work, not optional extras.",
  },
  {
    icon: "clock",
    title: "On time, every time",
    description:
      "90% of our projects launch on or before the agreed date, with weekly progress you can see.",
  },
];
