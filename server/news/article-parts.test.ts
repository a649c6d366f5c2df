import { describe, expect, it } from "vitest";
import { articleParts } from "./article-parts.ts";

describe("articleParts", () => {
  it("takes an allow-listed video line out as a player, the text around it as HTML", () => {
    const parts = articleParts("Before\n\nhttps://youtu.be/dQw4w9WgXcQ\n\nAfter");
    expect(parts).toHaveLength(3);
    expect(parts[1]).toMatchObject({
      video: { player: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1" },
    });
    expect(JSON.stringify(parts[2])).toContain("After");
  });

  it("leaves other hosts, and Facebook, as the text they are", () => {
    for (const line of [
      "https://evil.example/watch?v=dQw4w9WgXcQ",
      "https://www.facebook.com/watch/?v=123",
    ])
      expect(articleParts(line).some((part) => "video" in part)).toBe(false);
  });

  it("gives the pictures in the text around a player their sizes (ADR 0167)", () => {
    const picture = "/uploads/news/2026/11/0123456789abcdef01234567-1600.jpg";
    const sizes = new Map([[picture, { width: 1600, height: 900 }]]);
    const parts = articleParts(`https://youtu.be/dQw4w9WgXcQ\n\n![Eid](${picture})`, sizes);
    const text = parts[1];
    expect(text && "html" in text ? text.html : "").toContain('width="1600" height="900"');
  });
});
