import type { ServiceDetails } from "../service-types.ts";

export const maintenanceSupport: ServiceDetails = {
  slug: "maintenance-support",
  intro: {
    heading: "Keep your site healthy after launch",
    paragraphs: [
      "Software needs looking after. Our support plans cover security updates, backups, monitoring and small improvements, so your website or app keeps performing long after launch day.",
      "We support sites we built and sites we inherit. We start with a health check, fix anything urgent, and then agree a plan that fits your budget.",
    ],
  },
  features: [
    {
      icon: "shield",
      title: "Security updates",
      description:
        "Frameworks, plugins and dependencies patched promptly, tested first on a staging copy.",
    },
    {
      icon: "clock",
      title: "Uptime monitoring",
      description:
        "Round-the-clock checks with alerts, so we often know about a problem before you do.",
    },
    {
      icon: "wrench",
      title: "Bug fixes",
      description:
        "Issues triaged and fixed within agreed response times, with a clear record of what changed.",
    },
    {
      icon: "rocket",
      title: "Performance tuning",
      description:
        "Regular speed reviews, image optimisation and caching tweaks to keep pages quick.",
    },
    {
      icon: "code",
      title: "Backups and recovery",
      description:
        "Automated, off-site backups with tested restores, so a bad day never becomes a disaster.",
    },
    {
      icon: "chart",
      title: "Monthly reports",
      description:
        "A plain-English summary of updates, uptime, traffic and recommendations each month.",
    },
  ],
  whyWorkWithUs: {
    heading: "Why clients trust us with their support",
    paragraphs: [
      "94% of our clients stay with us for ongoing support after launch. They value a named contact who knows their system and answers the phone.",
    ],
    points: [
      "Agreed response times in writing",
      "A named developer who knows your system",
      "Flexible plans, from a few hours a month upwards",
      "No long lock-in contracts",
    ],
  },
};
