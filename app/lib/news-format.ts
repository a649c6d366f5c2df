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

/** The spec's 'date - time' line. */
export function dateTimeLabel(article: { date: string; time: string }) {
  return `${article.date} - ${article.time}`;
}

/** A plain-text excerpt for cards and descriptions, cut at a word boundary. */
export function excerpt(text: string, max = 160) {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
