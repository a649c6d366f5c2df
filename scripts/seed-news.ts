import sharp from "sharp";
import { newsArticleSchema } from "../app/lib/news-schema.ts";
import { getDb } from "../server/db/client.ts";
import { news } from "../server/db/schema/news.ts";
import { saveUploadedImage } from "../server/images/image-service.ts";
import { createNews } from "../server/news/news-repository.ts";
import { type SampleArticle, sampleArticles } from "./sample-news.ts";

// Sample news for the embedded default. Images are drawn here and then go through the same
// pipeline and storage as an editor's upload, so they have every width and format.

function artwork([from, to]: SampleArticle["palette"], seed: number) {
  const circles = Array.from({ length: 6 }, (_, i) => {
    const x = (seed * 97 + i * 233) % 1600;
    const y = (seed * 53 + i * 151) % 900;
    const r = 80 + ((seed + i * 37) % 220);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" opacity="${0.06 + (i % 3) * 0.05}"/>`;
  }).join("");
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient></defs>
    <rect width="1600" height="900" fill="url(#g)"/>${circles}
    <rect x="0" y="760" width="1600" height="140" fill="#0b1020" opacity="0.25"/>
  </svg>`);
}

function ukDate(daysAgo: number) {
  const day = new Date(Date.now() - daysAgo * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(day);
}

/** Adds the sample articles to an empty news table; returns how many were added. */
export async function seedSampleNews() {
  const [existing] = await getDb().select({ id: news.id }).from(news).limit(1);
  if (existing) return 0;
  let index = 0;
  for (const sample of sampleArticles) {
    index += 1;
    const png = await sharp(artwork(sample.palette, index)).png().toBuffer();
    const stored = await saveUploadedImage(png, { fileName: sample.imageFile });
    if (!stored.ok) throw new Error(`sample image not stored: ${stored.message}`);
    const input = newsArticleSchema.parse({
      ...sample,
      date: ukDate(sample.daysAgo),
      img: stored.image.url,
    });
    const saved = await createNews(input);
    if (!saved.ok) throw new Error(`sample article not saved: ${saved.message}`);
  }
  return sampleArticles.length;
}
