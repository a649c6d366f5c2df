import sharp from "sharp";
import type { TestClient } from "./http-client.ts";

// Helpers shared by the news integration tests: real images made with sharp, real uploads.

export async function jpeg(width = 1200, height = 675, color = "#ff5a1f") {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

export async function uploadImage(
  client: TestClient,
  bytes: Buffer,
  name = "photo.jpg",
  type = "image/jpeg",
) {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(bytes)], { type }), name);
  return client.request("/api/images", { method: "POST", body: form });
}

export function article(overrides: Record<string, unknown> = {}) {
  return {
    title: "Mela returns to Small Heath Park",
    date: "2026-05-01",
    time: "14:30",
    body1: "Thousands gathered in Small Heath Park for the annual summer mela.",
    body2: "Stalls served food from across Bangladesh.",
    body3: "Local musicians played until sunset.",
    conclusion: "Organisers are already planning next year's event.",
    category: "community news",
    keywords: ["mela", "Small Heath"],
    img: "https://example.com/mela.jpg",
    ...overrides,
  };
}

/** The Add News form as a browser without JavaScript posts it: the fields and the image file. */
export async function articleForm(overrides: Record<string, unknown> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(article(overrides))) {
    if (key === "keywords") form.append(key, (value as string[]).join(", "));
    else if (key !== "img") form.append(key, String(value));
  }
  form.append("intent", "publish");
  form.append(
    "image",
    new Blob([new Uint8Array(await jpeg(640, 360))], { type: "image/jpeg" }),
    "p.jpg",
  );
  return form;
}

/**
 * Where an article is read: /news/{slug}, as the REST answer gives its slug (ADR 0105); its id's
 * address redirects there. `client` must be allowed to see it (an admin for a draft).
 */
export async function articlePage(client: TestClient, id: string) {
  const body = (await (await client.get(`/api/news/${id}`)).json()) as { slug: string };
  return `/news/${body.slug}`;
}
