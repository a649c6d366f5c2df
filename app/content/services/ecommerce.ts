import type { ServiceDetails } from "../service-types.ts";

export const ecommerce: ServiceDetails = {
  slug: "ecommerce",
  intro: {
    heading: "Online stores built to sell",
    paragraphs: [
      "We design and build ecommerce websites for retailers, wholesalers and brands that want to grow online. One of the platforms we built handles over £350 million in annual sales, so we know what it takes to keep a busy store quick, secure and easy to manage.",
      "Whether you are launching your first shop or moving an established store to a better platform, we plan the catalogue, checkout and integrations around how your business actually works.",
    ],
  },
  features: [
    {
      icon: "cart",
      title: "Conversion-focused checkout",
      description:
        "Short, trustworthy checkouts with guest ordering, saved baskets and the payment methods your customers expect.",
    },
    {
      icon: "layout",
      title: "Product catalogues",
      description:
        "Clear categories, filters and search that help customers find the right product in a few clicks, on any device.",
    },
    {
      icon: "code",
      title: "Platform integrations",
      description:
        "Stock, accounting, shipping and CRM systems connected so orders flow through without manual re-keying.",
    },
    {
      icon: "rocket",
      title: "Speed and SEO",
      description:
        "Lean pages, optimised images and structured data so your products load quickly and show up in search.",
    },
    {
      icon: "shield",
      title: "Secure payments",
      description:
        "PCI-compliant payment providers, fraud checks and SSL throughout, so customers can buy with confidence.",
    },
    {
      icon: "chart",
      title: "Analytics and reporting",
      description:
        "Sales, funnel and campaign reporting set up from day one, so you can see what is working and why.",
    },
  ],
  whyWorkWithUs: {
    heading: "Why retailers work with us",
    paragraphs: [
      "We treat your store as a business system, not a brochure. Every decision is weighed against what it does for sales, margin and the time your team spends running the shop.",
    ],
    points: [
      "Experience of a platform handling over £350 million in annual sales",
      "Fixed, itemised quotations before any work starts",
      "Training for your team and clear documentation at hand-over",
      "Ongoing support and optimisation once you are live",
    ],
  },
};
