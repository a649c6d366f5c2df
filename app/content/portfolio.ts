// Portfolio items (spec section 3): title, description, services label and image. 'Recent Work'
// on the home page shows two static cards; the Work page reveals three case studies.

export type PortfolioItem = {
  title: string;
  description: string;
  services: string;
  imageSrc: string;
  imageAlt: string;
};

export type CaseStudy = PortfolioItem & {
  client: string;
  /** The live project, opened in a new tab. */
  projectUrl: string;
  results: string[];
};

export const recentWork: PortfolioItem[] = [
  {
    title: "ECommerce",
    description:
      "A high-volume online retail platform handling over £350 million in annual sales, with a fast catalogue, streamlined checkout and deep stock integration.",
    services: "ECOMMERCE WEBSITE DESIGN & DEVELOPMENT",
    imageSrc: "/images/work/ecommerce-platform.svg",
    imageAlt: "An online shop's product grid and basket on a laptop screen",
  },
  {
    title: "Restaurant",
    description:
      "A web app with online ordering, reservations and loyalty programs, helping a busy restaurant take orders directly instead of paying marketplace fees.",
    services: "WEB APP DESIGN + DEVELOPMENT",
    imageSrc: "/images/work/restaurant-app.svg",
    imageAlt: "A restaurant ordering app showing a menu and a table booking",
  },
];

export const caseStudies: CaseStudy[] = [
  {
    title: "Property platform",
    client: "A Midlands lettings and sales agency",
    description:
      "A property search and management platform with map search, saved alerts, viewing bookings and a landlord portal.",
    services: "WEB APP DESIGN + DEVELOPMENT",
    imageSrc: "/images/work/property-platform.svg",
    imageAlt: "A property search page with listing cards and a map",
    projectUrl: "https://property.example.com/",
    results: ["Viewing bookings handled online", "Landlord portal replaced email chains"],
  },
  {
    title: "Community TV platform",
    client: "A Bangladeshi community TV channel",
    description:
      "A bilingual news and video platform with category pages, an embedded video library and a simple admin area for the newsroom.",
    services: "WEBSITE DESIGN, DEVELOPMENT & HOSTING",
    imageSrc: "/images/work/community-tv.svg",
    imageAlt: "A news website with a featured video and article cards",
    projectUrl: "https://tv.example.org/",
    results: [
      "News published in minutes by the newsroom",
      "Video library embedded across the site",
    ],
  },
  {
    title: "Restaurant site",
    client: "An independent Birmingham restaurant",
    description:
      "A restaurant website and ordering app with online ordering, table reservations and a loyalty programme for regulars.",
    services: "WEB APP DESIGN + DEVELOPMENT",
    imageSrc: "/images/work/restaurant-app.svg",
    imageAlt: "A restaurant ordering app showing a menu and a table booking",
    projectUrl: "https://restaurant.example.net/",
    results: [
      "Direct orders instead of marketplace fees",
      "Loyalty programme for repeat customers",
    ],
  },
];
