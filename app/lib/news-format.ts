// Display rules for articles, safe on both sides.

/** The article page's keywords line: a list joined by commas, raw text as given, or the notice. */
export function keywordsText(keywords: unknown): string {
  if (Array.isArray(keywords)) {
    const list = keywords.filter((k) => typeof k === "string" && k.trim() !== "");
    return list.length ? list.join(", ") : "No keywords available";
  }
  if (typeof keywords === "string" && keywords.trim() !== "") return keywords.trim();
  return "No keywords available";
}

const bengaliScript = /[\u0980-\u09FF]/g;

/**
 * 'bn' when most letters of the text are Bengali script, so the browser picks the Bengali font,
 * hyphenation and screen-reader voice; undefined leaves the page's own language (English).
 */
export function langOf(text: string): "bn" | undefined {
  const bengali = text.match(bengaliScript)?.length ?? 0;
  if (bengali === 0) return undefined;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return bengali >= latin ? "bn" : undefined;
}

// Month names written out rather than asked of Intl: the server's and each browser's ICU data
// differ between versions (Bengali spellings among them), and the text must hydrate unchanged.
const englishMonths = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
];
const bengaliMonths = [
  "জানুয়ারি",
  "ফেব্রুয়ারি",
  "মার্চ",
  "এপ্রিল",
  "মে",
  "জুন",
  "জুলাই",
  "আগস্ট",
  "সেপ্টেম্বর",
  "অক্টোবর",
  "নভেম্বর",
  "ডিসেম্বর",
];
const bengaliDigits = "০১২৩৪৫৬৭৮৯";

/**
 * The spec's 'date - time' line, the date read as a date: "27 Nov 2026 - 18:00", or on a Bengali
 * article "২৭ নভেম্বর ২০২৬ - ১৮:০০". A date not stored as YYYY-MM-DD is shown as stored.
 */
export function dateTimeLabel(article: { date: string; time: string }, lang?: "bn") {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(article.date);
  const month = parts ? Number(parts[2]) - 1 : -1;
  if (!parts || month < 0 || month > 11) return `${article.date} - ${article.time}`;
  const day = String(Number(parts[3]));
  const months = lang === "bn" ? bengaliMonths : englishMonths;
  const label = `${day} ${months[month]} ${parts[1]} - ${article.time}`;
  return lang === "bn" ? label.replace(/\d/g, (d) => bengaliDigits[Number(d)] ?? d) : label;
}

/** A plain-text excerpt for cards and descriptions, cut at a word boundary. */
export function excerpt(text: string, max = 160) {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
