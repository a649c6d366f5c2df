import type { ServiceDetails } from "../service-types.ts";

export const desktopApplication: ServiceDetails = {
  slug: "desktop-application",
  intro: {
    heading: "Software for the way your team works",
    paragraphs: [
      "Some jobs belong on the desktop: heavy data entry, hardware integration, offline working or tools that need the full power of the machine. We build desktop applications that are dependable and pleasant to use.",
      "We also modernise ageing in-house tools, keeping the workflows your staff rely on while removing the crashes and workarounds.",
    ],
  },
  features: [
    {
      icon: "desktop",
      title: "Cross-platform builds",
      description: "One application for Windows, macOS and Linux, packaged and signed for each.",
    },
    {
      icon: "clock",
      title: "Offline-first",
      description: "Work continues without a connection and syncs safely when the network is back.",
    },
    {
      icon: "code",
      title: "Hardware integration",
      description:
        "Printers, scanners, scales and other devices connected reliably to your software.",
    },
    {
      icon: "wrench",
      title: "Legacy modernisation",
      description:
        "Old tools rebuilt on modern foundations without losing the workflows staff depend on.",
    },
    {
      icon: "rocket",
      title: "Automatic updates",
      description:
        "New versions delivered quietly in the background, so everyone runs the latest release.",
    },
    {
      icon: "shield",
      title: "Data security",
      description:
        "Encrypted local storage, role-based access and audit trails where you need them.",
    },
  ],
  whyWorkWithUs: {
    heading: "Why work with us on desktop software",
    paragraphs: [
      "We spend time with the people who will use the software before we write any code, so the finished tool fits the job rather than adding steps to it.",
    ],
    points: [
      "On-site discovery with your team",
      "Installers, signing and auto-updates handled",
      "Training materials and user guides included",
      "Long-term maintenance available",
    ],
  },
};
