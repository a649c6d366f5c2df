import { z } from "zod";
import { titleMaxLength } from "#app/lib/video-schema.ts";
import { getConfig } from "../config.ts";
import type { StoredImage } from "../db/schema/stored-image.ts";
import { saveUploadedImage } from "../images/image-service.ts";
import { logger } from "../logger.ts";
import { thumbnailPaths, vimeoOembedPath, vimeoThumbnailOrigin } from "./video-providers.ts";

// Fetches what a video's provider says about it ONCE, when the video is added (or by the start-up
// backfill), and keeps our own re-encoded copy of the thumbnail (ADRs 0042, 0043, 0090): visitors
// then never contact the provider before they press play, and get AVIF/WebP sized for the card.
// YouTube's thumbnail is at an address derived from the id; Vimeo's is named by its oEmbed answer,
// which also gives the video's title. Anything going wrong here only costs the thumbnail (and the
// title): the video is stored all the same and shows the poster.

/**
 * One deadline for the whole lookup, however many requests it takes: a slow or silent origin must
 * not keep the admin (or the seed) waiting, and must not cost one wait per request.
 */
export const thumbnailTimeoutMs = 5_000;
/** YouTube's maxresdefault is 50-300 KB (hqdefault 10-40 KB); anything near this is not one. */
export const maxThumbnailBytes = 2 * 1024 * 1024;
/** An oEmbed answer is a few hundred bytes of JSON. */
const maxOembedBytes = 64 * 1024;

class ThumbnailUnavailable extends Error {}

/** What the provider told us: our copy of its thumbnail (null: the poster), and its title. */
export type ProviderDetails = { thumbnail: StoredImage | null; title?: string };

/** The body, read up to `limit` bytes; the download is abandoned as soon as it goes past. */
async function readCapped(response: Response, limit: number): Promise<Buffer> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > limit) throw new ThumbnailUnavailable(`${declared} bytes declared`);
  if (!response.body) throw new ThumbnailUnavailable("no body");
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of response.body) {
    total += chunk.byteLength;
    if (total > limit) {
      await response.body.cancel().catch(() => {});
      throw new ThumbnailUnavailable(`over ${limit} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** One lookup: its deadline, what it asked for, and the title once read (kept if the image fails). */
type Fetching = { signal: AbortSignal; tried: string[]; title?: string };

/** One request; redirects are refused, so the server never goes anywhere it did not choose. */
async function get(source: URL, accept: string, { signal, tried }: Fetching) {
  tried.push(source.href);
  return fetch(source, { redirect: "error", signal, headers: { accept } });
}

const imageAccept = "image/avif,image/webp,image/jpeg,image/*;q=0.8";

async function storeImage(response: Response) {
  // The pipeline sniffs the bytes and re-encodes them; what the origin claims is not trusted.
  const saved = await saveUploadedImage(await readCapped(response, maxThumbnailBytes), {
    folder: "videos",
  });
  if (!saved.ok) throw new ThumbnailUnavailable(saved.message);
  return saved.image;
}

/** YouTube: the largest size the thumbnail origin has, trying each in turn (ADR 0043). */
async function youtubeDetails(paths: string[], fetching: Fetching): Promise<ProviderDetails> {
  for (const path of paths) {
    const response = await get(
      new URL(path, getConfig().VIDEO_THUMBNAIL_ORIGIN),
      imageAccept,
      fetching,
    );
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      // Only "this size does not exist" moves on to a smaller one. Any other answer (a server
      // error, a refusal), like a timeout or a network failure thrown by fetch, would most
      // likely repeat for the next size, so the lookup ends there.
      if (response.status === 404) continue;
      throw new ThumbnailUnavailable(`status ${response.status}`);
    }
    return { thumbnail: await storeImage(response) };
  }
  throw new ThumbnailUnavailable("status 404 for every size");
}

const oembedAnswer = z.object({
  title: z.string().optional(),
  thumbnail_url: z.string().optional(),
});

/**
 * Vimeo: its oEmbed answer names the thumbnail and the title (ADR 0090). The thumbnail is fetched
 * only from Vimeo's image host (or the oEmbed origin itself), never from any address the answer
 * might name.
 */
async function vimeoDetails(path: string, fetching: Fetching): Promise<ProviderDetails> {
  const oembedOrigin = getConfig().VIMEO_OEMBED_ORIGIN;
  const response = await get(new URL(path, oembedOrigin), "application/json", fetching);
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new ThumbnailUnavailable(`oEmbed status ${response.status}`);
  }
  let answer: z.infer<typeof oembedAnswer>;
  try {
    answer = oembedAnswer.parse(
      JSON.parse((await readCapped(response, maxOembedBytes)).toString()),
    );
  } catch (error) {
    if (error instanceof ThumbnailUnavailable) throw error;
    throw new ThumbnailUnavailable("oEmbed answer is not the expected JSON");
  }
  const title = answer.title?.trim().slice(0, titleMaxLength) || undefined;
  fetching.title = title;
  const source = URL.canParse(answer.thumbnail_url ?? "") ? new URL(answer.thumbnail_url!) : null;
  if (!source || ![vimeoThumbnailOrigin, oembedOrigin].includes(source.origin)) {
    logger.warn({ thumbnail: answer.thumbnail_url }, "Vimeo thumbnail address refused");
    return { thumbnail: null, title };
  }
  const image = await get(source, imageAccept, fetching);
  if (!image.ok) {
    await image.body?.cancel().catch(() => {});
    throw new ThumbnailUnavailable(`status ${image.status}`);
  }
  return { thumbnail: await storeImage(image), title };
}

/**
 * Fetches and stores the thumbnail of a video, and reads its title where the provider gives one;
 * a null thumbnail when the provider has none we can fetch, or the fetch or the image failed
 * (logged). Only VIDEO_THUMBNAIL_ORIGIN, VIMEO_OEMBED_ORIGIN and Vimeo's image host are ever
 * contacted: the paths come from a validated id and redirects are refused. `signal` lets the
 * caller give up early (the backfill, when the server stops).
 */
export async function fetchProviderDetails(
  ref: { provider: string; videoId: string; url: string },
  options: { signal?: AbortSignal } = {},
): Promise<ProviderDetails> {
  const paths = thumbnailPaths(ref);
  const oembed = vimeoOembedPath(ref);
  if (!paths.length && !oembed) return { thumbnail: null };
  const deadline = AbortSignal.timeout(thumbnailTimeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  const fetching: Fetching = { signal, tried: [] };
  try {
    return oembed ? await vimeoDetails(oembed, fetching) : await youtubeDetails(paths, fetching);
  } catch (error) {
    // fetch() reports DNS and connection failures as "fetch failed" with the reason as its cause.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
    const reason = [error instanceof Error ? error.message : String(error), cause?.message]
      .filter(Boolean)
      .join(": ");
    const { tried } = fetching;
    logger.warn(
      { provider: ref.provider, videoId: ref.videoId, source: tried.at(-1), tried, reason },
      "video thumbnail not stored; the poster is shown",
    );
    // A title read before the thumbnail failed is still worth keeping.
    return { thumbnail: null, title: fetching.title };
  }
}
