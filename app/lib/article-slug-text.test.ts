import { describe, expect, it } from "vitest";
import {
  looksLikeId,
  slugFromTitle,
  slugMaxLength,
  transliterateBengali,
} from "./article-slug-text.ts";

describe("slugFromTitle", () => {
  it("lower-cases English words and joins them with hyphens", () => {
    expect(slugFromTitle("Birmingham Mela returns to Cannon Hill Park")).toBe(
      "birmingham-mela-returns-to-cannon-hill-park",
    );
  });

  it("drops punctuation, apostrophes and accents", () => {
    expect(slugFromTitle("  Eid al-Fitr: what's on?! (2026) — Café & Co.  ")).toBe(
      "eid-al-fitr-whats-on-2026-cafe-co",
    );
  });

  it("spells Bengali in Latin letters", () => {
    expect(slugFromTitle("ঢাকা")).toBe("dhaka");
    expect(slugFromTitle("বাংলাদেশ")).toBe("bangladesh");
    expect(slugFromTitle("সোনার বাংলা")).toBe("sonar-bangla");
    expect(slugFromTitle("খবর")).toBe("khabar");
    expect(slugFromTitle("ব্যবসা")).toBe("byabasa");
    expect(slugFromTitle("সংবাদ")).toBe("sangbad");
    expect(slugFromTitle("বার্মিংহামে বৈশাখী মেলা ২০২৬")).toBe("barminghame-boishakhi-mela-2026");
  });

  it("reads the nukta letters typed decomposed or precomposed alike", () => {
    expect(slugFromTitle("বড\u09BC")).toBe(slugFromTitle("বড়"));
    expect(slugFromTitle("নয়া")).toBe("naya");
  });

  it("mixes Bengali and English in one title", () => {
    expect(slugFromTitle("Boishakhi Mela: বৈশাখী মেলা")).toBe("boishakhi-mela-boishakhi-mela");
  });

  it("gives nothing when nothing usable is left: emoji, other scripts, punctuation", () => {
    expect(slugFromTitle("🎉🎉🎉")).toBe("");
    expect(slugFromTitle("—!?")).toBe("");
    expect(slugFromTitle("東京")).toBe("");
  });

  it("never gives the shape of an article id", () => {
    const id = "0b6f4d1e-3c2a-4f5e-9d8c-7b6a5f4e3d2c";
    expect(looksLikeId(id)).toBe(true);
    expect(slugFromTitle(id.toUpperCase())).toBe("");
  });

  it("keeps long titles to whole words under the limit", () => {
    const slug = slugFromTitle("community ".repeat(20));
    expect(slug.length).toBeLessThanOrEqual(slugMaxLength);
    expect(slug).toMatch(/^(community-)*community$/);
    expect(slugFromTitle("x".repeat(200))).toHaveLength(slugMaxLength);
  });
});

describe("transliterateBengali", () => {
  it("turns Bengali digits into ASCII ones and leaves other text alone", () => {
    expect(transliterateBengali("১২৩ abc")).toBe("123 abc");
  });
});
