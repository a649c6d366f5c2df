import type { ServiceDetails } from "../service-types.ts";

export const webDevelopment: ServiceDetails = {
  slug: "web-development",
  intro: {
    heading: "Websites and web apps that just work",
    paragraphs: [
      "From marketing websites to customer portals and booking systems, we build web software that is quick to load, simple to maintain and ready for the traffic you are aiming for.",
      "We work in small, visible steps: you see progress every week on a private preview site and can change direction before it costs you.",
    ],
  },
  features: [
    {
      icon: "code",
      title: "Bespoke web applications",
      description:
        "Portals, dashboards and booking systems shaped around your processes rather than bent to fit a template.",
    },
    {
      icon: "layout",
      title: "Content management",
      description:
        "An editing experience your team will actually enjoy, so updating pages never needs a developer.",
    },
    {
      icon: "rocket",
      title: "Performance first",
      description:
        "Server-rendered pages, optimised assets and caching that keep Core Web Vitals in the green.",
    },
    {
      icon: "shield",
      title: "Security built in",
      description:
        "Secure authentication, sensible access control and dependencies kept up to date from the start.",
    },
    {
      icon: "users",
      title: "Accessible by default",
      description:
        "Built to WCAG 2.2 AA so everyone, on every device and assistive technology, can use your site.",
    },
    {
      icon: "chart",
      title: "APIs and integrations",
      description:
        "Connections to your CRM, payment provider, email platform or in-house systems through well-tested APIs.",
    },
  ],
  whyWorkWithUs: {
    heading: "Why work with us on your web project",
    paragraphs: [
      "You talk directly to the developers building your product. No account-manager relay, no surprises, just clear answers and steady progress.",
    ],
    points: [
      "Weekly previews and a shared project board",
      "Automated tests and code reviews on every change",
      "You own the code, the content and the hosting accounts",
      "Support plans available after launch",
    ],
  },
};
