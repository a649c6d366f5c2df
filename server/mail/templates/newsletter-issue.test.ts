import { describe, expect, it } from "vitest";
import { newsletterIssueParts } from "./newsletter-issue.tsx";

// The newsletter issue as React Email renders it: Bengali arrives as itself, titles cannot
// carry markup or a header break, and the plain-text part holds the links.

const article = {
  title: "ঢাকায় বর্ষার প্রথম দিন <b>\r\nBcc: victim@example.com",
  excerpt: "বৃষ্টি নামল শহরে, আর মানুষ ছুটল ছাতা হাতে।",
  url: "https://news.example/news/borsha",
  imageUrl: "https://news.example/images/borsha.jpg",
  imageAlt: "বৃষ্টিতে ঢাকার রাস্তা",
};

describe("newsletter issue mail", () => {
  it("keeps Bengali intact and names a Bengali font before the system fallbacks", async () => {
    const parts = await newsletterIssueParts(
      article,
      "https://news.example/newsletter/unsubscribe/x",
    );
    expect(parts.html).toContain("বৃষ্টি নামল শহরে");
    expect(parts.html).toMatch(/font-family:&quot;Noto Sans Bengali&quot;[^>]*Arial, sans-serif/);
    expect(parts.html).toContain('name="viewport"');
    expect(parts.text).toContain("বৃষ্টি নামল শহরে");
    expect(parts.html).toMatch(/<html[^>]* lang="bn"/);
  });

  it("cuts the inbox's preview line between words, never inside a Bengali one", async () => {
    const excerpt = Array.from({ length: 40 }, () => "স্থানীয়").join(" ");
    const parts = await newsletterIssueParts({ ...article, excerpt }, "https://news.example/p");
    const preview = parts.html.match(/<div[^>]*display:none[^>]*>([^<]*)/)?.[1] ?? "";
    expect(preview).toMatch(/^(স্থানীয় )+স্থানীয়…/);
  });

  it("escapes the title in HTML and folds line breaks out of the subject", async () => {
    const parts = await newsletterIssueParts(article, "https://news.example/p");
    expect(parts.html).not.toContain("<b>");
    expect(parts.subject).not.toMatch(/[\r\n]/);
  });

  it("links to the article and the reader's preferences in both parts", async () => {
    const parts = await newsletterIssueParts(
      article,
      "https://news.example/newsletter/unsubscribe/tok",
    );
    for (const part of [parts.html, parts.text]) {
      expect(part).toContain("https://news.example/news/borsha");
      expect(part).toContain("https://news.example/newsletter/unsubscribe/tok");
    }
    expect(parts.text).toContain("Read on the site");
  });
});
