import { expect } from "vitest";
import type { TestClient } from "./http-client.ts";
import type { ThumbnailOrigin } from "./thumbnail-origin.ts";

// What the video thumbnail tests read back: the gallery's facade as a visitor receives it, and
// what the thumbnail origin was asked.

/** The facade button of one video in the gallery's HTML. */
export async function facade(title: string, client: TestClient) {
  const html = await (await client.get("/videos")).text();
  const found = html.match(
    new RegExp(`<button[^>]*aria-label="Play video: ${title}"[\\s\\S]*?</button>`),
  );
  expect(found, `facade of ${title}`).toBeTruthy();
  return { html, button: found![0] };
}

export const attribute = (markup: string, name: string) =>
  markup.match(new RegExp(`\\s${name}="([^"]*)"`, "i"))?.[1];

/** The paths asked of the origin for one video id, in order. */
export const asked = (origin: ThumbnailOrigin, id: string) =>
  origin.requests.filter((p) => p.startsWith(`/vi/${id}/`));

/** A YouTube video's thumbnail sizes, largest first, as the origin is asked for them. */
export const sizes = (id: string) =>
  ["maxresdefault", "sddefault", "hqdefault"].map((size) => `/vi/${id}/${size}.jpg`);
