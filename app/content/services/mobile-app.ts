import type { ServiceDetails } from "../service-types.ts";

export const mobileApp: ServiceDetails = {
  slug: "mobile-app",
  intro: {
    heading: "Apps people come back to",
    paragraphs: [
      "We design and develop mobile apps for iOS and Android from a single, well-tested codebase, so you reach both audiences without paying twice.",
      "From loyalty schemes and ordering apps to field-service tools, we focus on the few journeys your users repeat every day and make them effortless.",
    ],
  },
  features: [
    {
      icon: "phone",
      title: "iOS and Android",
      description:
        "Cross-platform apps with native performance, built once and released to both stores.",
    },
    {
      icon: "cursor",
      title: "Intuitive app design",
      description: "Familiar patterns, thumb-friendly controls and clear feedback at every tap.",
    },
    {
      icon: "megaphone",
      title: "Push notifications",
      description: "Timely, relevant messages that bring users back without becoming noise.",
    },
    {
      icon: "code",
      title: "Secure back ends",
      description:
        "APIs, authentication and data storage designed to scale as your user base grows.",
    },
    {
      icon: "clock",
      title: "Offline support",
      description:
        "Key features keep working on patchy connections and sync when the signal returns.",
    },
    {
      icon: "rocket",
      title: "Store launch",
      description:
        "App Store and Google Play listings, review guidance and release management handled for you.",
    },
  ],
  whyWorkWithUs: {
    heading: "Why build your app with us",
    paragraphs: [
      "We help you decide what not to build. A focused first release gets into users' hands sooner, and real usage then tells us what to add next.",
    ],
    points: [
      "Discovery workshop to agree a focused first release",
      "Fortnightly test builds on your own phone",
      "Analytics and crash reporting from day one",
      "Updates for new iOS and Android versions",
    ],
  },
};
