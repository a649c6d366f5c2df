import type { NewsCategoryValue } from "../app/lib/news-categories.ts";

// The sample articles a newcomer sees on the embedded default: every category, some in Bengali.
// `daysAgo` keeps them recent whenever the seed runs; `palette` colours the generated image.

export type SampleArticle = {
  title: string;
  category: NewsCategoryValue;
  daysAgo: number;
  time: string;
  body1: string;
  body2?: string;
  body3?: string;
  conclusion?: string;
  keywords: string[];
  palette: [string, string];
  /**
   * What the drawn picture shows, its alt text: the media library describes and finds a picture
   * by what the articles using it say (server/media/image-uses.ts), and a pick brings it along.
   */
  imageAlt: string;
  /** The picture's file name in the media library. */
  imageFile: string;
};

export const sampleArticles: SampleArticle[] = [
  {
    title: "Small Heath mela draws record crowds despite the rain",
    category: "community news",
    daysAgo: 1,
    time: "18:45",
    body1:
      "More than twelve thousand visitors packed Small Heath Park on Sunday for the annual summer mela, sheltering under gazebos when the afternoon showers arrived.",
    body2:
      "Food stalls run by local families served fuchka, biryani and pitha, while a children's tent offered henna, face painting and a quiz on Bangladeshi history.",
    body3:
      "Volunteers from six mosques and community centres handled stewarding, first aid and litter picking, leaving the park cleaner than they found it.",
    conclusion:
      "Organisers say next year's mela will add a second stage for young musicians from across the West Midlands.",
    keywords: ["mela", "Small Heath", "Birmingham", "festival"],
    palette: ["#ff5a1f", "#3b5bfd"],
    imageAlt:
      "Sample artwork for the mela story: an orange-to-blue gradient with soft white circles",
    imageFile: "mela-crowds.png",
  },
  {
    title: "সিলেটে বন্যা পরিস্থিতির উন্নতি, ঘরে ফিরছেন মানুষ",
    category: "Bangladesh Porikroma",
    daysAgo: 2,
    time: "09:15",
    body1:
      "টানা বৃষ্টি থামার পর সিলেট ও সুনামগঞ্জের নিম্নাঞ্চল থেকে পানি নামতে শুরু করেছে। আশ্রয়কেন্দ্রে থাকা অনেক পরিবার নিজেদের ঘরে ফিরছেন।",
    body2:
      "স্থানীয় প্রশাসন জানিয়েছে, ক্ষতিগ্রস্ত রাস্তা ও সেতু মেরামতের কাজ দ্রুত শুরু হবে। বিশুদ্ধ পানি ও খাবার বিতরণ অব্যাহত রয়েছে।",
    conclusion: "বার্মিংহামের প্রবাসী সিলেটিরা ত্রাণ তহবিলে এ পর্যন্ত বিশ হাজার পাউন্ডেরও বেশি সংগ্রহ করেছেন।",
    keywords: ["সিলেট", "বন্যা", "ত্রাণ"],
    palette: ["#0f766e", "#22d3ee"],
    imageAlt:
      "Sample artwork for the Sylhet flood story: a teal-to-cyan gradient with soft white circles",
    imageFile: "sylhet-floods.png",
  },
  {
    title: "Birmingham restaurants report strong recovery in takeaway trade",
    category: "business and economics",
    daysAgo: 3,
    time: "11:00",
    body1:
      "Owners of Bangladeshi-run restaurants along the Balti Triangle say online orders are up by a fifth on last year, helped by new delivery partnerships.",
    body2:
      "Rising energy and ingredient costs remain the biggest worry, with several owners switching suppliers and trimming menus to protect margins.",
    conclusion:
      "A free business clinic on pricing and food-hygiene ratings runs at the Ladypool Road community hall next month.",
    keywords: ["business", "restaurants", "Balti Triangle"],
    palette: ["#7c3aed", "#f59e0b"],
    imageAlt:
      "Sample artwork for the takeaway trade story: a violet-to-amber gradient with soft white circles",
    imageFile: "balti-triangle-takeaways.png",
  },
  {
    title: "Global climate talks put river deltas on the agenda",
    category: "global news",
    daysAgo: 4,
    time: "16:30",
    body1:
      "Negotiators meeting this week agreed to set aside a dedicated session on low-lying river deltas, home to hundreds of millions of people from Bangladesh to the Nile.",
    body2:
      "Campaigners welcomed the move but warned that adaptation finance still falls far short of what coastal communities need.",
    keywords: ["climate", "deltas", "adaptation"],
    palette: ["#1d4ed8", "#10b981"],
    imageAlt:
      "Sample artwork for the river deltas story: a blue-to-green gradient with soft white circles",
    imageFile: "climate-talks-deltas.png",
  },
  {
    title: "Free health checks for over-40s at Sparkbrook community centre",
    category: "community well-being",
    daysAgo: 5,
    time: "10:00",
    body1:
      "NHS nurses will offer free blood-pressure, diabetes and cholesterol checks every Saturday this month, with Bengali and Sylheti interpreters on hand.",
    body2:
      "No appointment is needed. Visitors are asked to bring a list of any medicines they take.",
    conclusion: "The checks take about twenty minutes and results are explained on the spot.",
    keywords: ["health", "NHS", "Sparkbrook"],
    palette: ["#db2777", "#fde68a"],
    imageAlt:
      "Sample artwork for the health checks story: a pink-to-pale-yellow gradient with soft white circles",
    imageFile: "sparkbrook-health-checks.png",
  },
  {
    title: "বার্মিংহামে বাংলা ভাষা শিক্ষার নতুন স্কুল চালু",
    category: "community news",
    daysAgo: 6,
    time: "14:00",
    body1:
      "নতুন প্রজন্মের শিশুদের মাতৃভাষা শেখাতে স্পার্কহিলে একটি সাপ্তাহিক বাংলা স্কুল চালু হয়েছে। প্রথম দিনেই চল্লিশজনের বেশি শিশু ভর্তি হয়েছে।",
    body2: "শনিবার সকালে পড়া, লেখা ও গানের ক্লাস হবে; অভিভাবকদের জন্যও আলাদা আড্ডার ব্যবস্থা থাকছে।",
    keywords: ["বাংলা", "শিক্ষা", "স্পার্কহিল"],
    palette: ["#b91c1c", "#16a34a"],
    imageAlt:
      "Sample artwork for the Bangla school story: a red-to-green gradient with soft white circles",
    imageFile: "bangla-school.png",
  },
  {
    title: "Local cricket league crowns a new champion after a tense final",
    category: "sports",
    daysAgo: 7,
    time: "19:20",
    body1:
      "Aston Tigers lifted the Midlands community cricket trophy on Saturday, chasing down 168 with two balls to spare under floodlights at Edgbaston Foundation ground.",
    body2:
      "Seventeen-year-old opener Rahim Uddin top-scored with 71, his third half-century of the season.",
    conclusion: "The league's junior section is recruiting players aged 9 to 15 for next season.",
    keywords: ["cricket", "Aston", "league"],
    palette: ["#15803d", "#facc15"],
    imageAlt:
      "Sample artwork for the cricket final story: a green-to-yellow gradient with soft white circles",
    imageFile: "cricket-league-final.png",
  },
  {
    title: "Flying home this winter? What to know about Sylhet routes",
    category: "travel",
    daysAgo: 8,
    time: "08:30",
    body1:
      "With direct flights from the UK to Sylhet now running several times a week, families planning winter visits have more choice than ever, but fares rise sharply from December.",
    body2:
      "Travel agents recommend booking at least ten weeks ahead and checking baggage rules carefully, as allowances differ between connecting carriers.",
    body3:
      "Passport renewals through the High Commission are taking around six weeks, so check expiry dates before booking.",
    keywords: ["travel", "Sylhet", "flights"],
    palette: ["#0ea5e9", "#f97316"],
    imageAlt:
      "Sample artwork for the Sylhet flights story: a sky-blue-to-orange gradient with soft white circles",
    imageFile: "sylhet-flights.png",
  },
  {
    title: "ঢাকায় আন্তর্জাতিক বাণিজ্য মেলায় ব্রিটিশ বাংলাদেশি উদ্যোক্তারা",
    category: "business and economics",
    daysAgo: 9,
    time: "12:45",
    body1:
      "এবারের ঢাকা আন্তর্জাতিক বাণিজ্য মেলায় যুক্তরাজ্যপ্রবাসী বাংলাদেশি উদ্যোক্তাদের জন্য একটি বিশেষ প্যাভিলিয়ন রাখা হয়েছে।",
    conclusion: "আয়োজকেরা আশা করছেন, মেলা থেকে নতুন রপ্তানি চুক্তি হবে।",
    keywords: ["বাণিজ্য", "ঢাকা", "উদ্যোক্তা"],
    palette: ["#9333ea", "#22c55e"],
    imageAlt:
      "Sample artwork for the Dhaka trade fair story: a purple-to-green gradient with soft white circles",
    imageFile: "dhaka-trade-fair.png",
  },
  {
    title: "Walking group celebrates its hundredth Sunday ramble",
    category: "community well-being",
    daysAgo: 10,
    time: "13:10",
    body1:
      "What began as five neighbours walking round Cannon Hill Park has grown into a group of sixty, and on Sunday they marked their hundredth walk together.",
    keywords: [],
    palette: ["#65a30d", "#38bdf8"],
    imageAlt:
      "Sample artwork for the walking group story: a lime-to-sky-blue gradient with soft white circles",
    imageFile: "sunday-ramble.png",
  },
];
