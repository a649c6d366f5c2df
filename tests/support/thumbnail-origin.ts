import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

// A real HTTP server standing in for YouTube's thumbnail host (VIDEO_THUMBNAIL_ORIGIN) and for
// Vimeo's oEmbed endpoint and image host (VIMEO_OEMBED_ORIGIN). It answers /vi/<id>/<size>.jpg
// like i.ytimg.com does: hqdefault (480x360, the 16:9 picture letterboxed) for every video,
// sddefault (640x480, letterboxed) and maxresdefault (1280x720) only for the ids that have them,
// 404 for a size a video lacks; and ids that name a failure misbehave at every size, so tests can
// choose what the origin does per video. /api/oembed.json answers like vimeo.com's (see
// vimeoVideoIds), naming a 1280x720 thumbnail on this same origin.

/**
 * Video ids (11 characters, YouTube's shape) that have the larger sizes; any id that starts like
 * one of these does the same. Every other id has hqdefault only, as an old low-resolution upload.
 */
export const largerThumbnailIds = {
  maxres: "hdvideo0001", // maxresdefault, sddefault and hqdefault
  sd: "sdvideo0001", // sddefault and hqdefault; maxresdefault is 404
} as const;

/**
 * Video ids that make this origin misbehave; any id that starts like one of these does the same,
 * so parallel tests can each make their own.
 */
export const failingThumbnailIds = {
  missing: "missing0404", // 404 at every size, as for a removed video
  oversized: "oversized03", // a JPEG start followed by 3 MB, streamed with no length
  notAnImage: "notanimage1", // 200 with an HTML page
  redirected: "redirected1", // a redirect elsewhere, which the server must not follow
} as const;

/** Ids for which the origin is slow; kept apart because each costs the server's whole deadline. */
export const slowThumbnailIds = {
  hanging: "hanging0001", // the request is accepted and never answered
  slowMissing: "slowly40401", // each larger size answers 404 after 2 s; hqdefault never answers
} as const;

/** Vimeo video ids (digits) for which the oEmbed answer misbehaves; any other id is answered. */
export const vimeoVideoIds = {
  missing: "404000001", // oEmbed answers 404, as for a private or removed video
  foreignThumbnail: "555000001", // the answer names a thumbnail on another host
} as const;

/** The title the oEmbed answer gives a Vimeo video. */
export const vimeoTitle = (id: string) => `Vimeo title of ${id}`;

const slowMissingDelayMs = 2_000;

const prefixOf = (id: string) => id.replace(/\d+$/, "");
const kindOf = <T extends Record<string, string>>(ids: T, id: string) =>
  (Object.keys(ids) as Array<keyof T>).find((kind) => id.startsWith(prefixOf(ids[kind]!)));

export type ThumbnailOrigin = {
  origin: string;
  /** Paths requested so far, in order. */
  requests: string[];
  close: () => Promise<void>;
};

/** A 16:9 picture of `width`, letterboxed with black bars to `height` when that is taller. */
export async function thumbnailJpeg(width = 480, height = 360) {
  const pictureHeight = Math.round((width * 9) / 16);
  const picture = await sharp({
    create: { width, height: pictureHeight, channels: 3, background: "#2f3b69" },
  })
    .png()
    .toBuffer();
  const bar = (height - pictureHeight) / 2;
  return sharp(picture)
    .extend({ top: Math.floor(bar), bottom: Math.ceil(bar), background: "#000000" })
    .jpeg({ quality: 85 })
    .toBuffer();
}

const notFound = (res: ServerResponse) =>
  res.writeHead(404, { "content-type": "text/plain" }).end("not found");

export async function startThumbnailOrigin(): Promise<ThumbnailOrigin> {
  const sizes = {
    maxresdefault: await thumbnailJpeg(1280, 720),
    sddefault: await thumbnailJpeg(640, 480),
    hqdefault: await thumbnailJpeg(480, 360),
  };
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = req.url ?? "/";
    requests.push(path);
    res.on("error", () => {});
    if (path.startsWith("/api/oembed.json?") || path.startsWith("/vimeo/")) {
      return answerVimeo(path, res, origin(), sizes.maxresdefault);
    }
    const match = path.match(
      /^\/vi\/([A-Za-z0-9_-]{11})\/(maxresdefault|sddefault|hqdefault)\.jpg$/,
    );
    if (!match) return notFound(res);
    const [, id = "", size = "hqdefault"] = match;
    const jpeg = sizes[size as keyof typeof sizes];
    const failure = kindOf(failingThumbnailIds, id);
    const slow = kindOf(slowThumbnailIds, id);
    const larger = kindOf(largerThumbnailIds, id);

    if (slow === "hanging" || (slow === "slowMissing" && size === "hqdefault")) {
      return; // never answered; the connection stays open until the client gives up
    }
    if (slow === "slowMissing") {
      const timer = setTimeout(() => notFound(res), slowMissingDelayMs);
      res.on("close", () => clearTimeout(timer));
      return;
    }
    if (failure === "missing") return notFound(res);
    if (failure === "oversized") {
      res.writeHead(200, { "content-type": "image/jpeg" });
      res.write(jpeg.subarray(0, 64));
      const chunk = Buffer.alloc(64 * 1024, 0x41);
      let sent = 0;
      const more = () => {
        while (sent < 3 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", more);
        }
        res.end();
      };
      more();
      return;
    }
    if (failure === "notAnImage") {
      res.writeHead(200, { "content-type": "image/jpeg" }).end("<!doctype html><p>Not here</p>");
      return;
    }
    if (failure === "redirected") {
      res.writeHead(302, { location: "http://127.0.0.1:9/elsewhere.jpg" }).end();
      return;
    }
    const available =
      size === "hqdefault" ||
      (size === "sddefault" && larger !== undefined) ||
      (size === "maxresdefault" && larger === "maxres");
    if (!available) return notFound(res);
    res.writeHead(200, { "content-type": "image/jpeg", "content-length": jpeg.length });
    res.end(jpeg);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = () => `http://127.0.0.1:${port}`;
  return {
    origin: origin(),
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Vimeo's oEmbed (JSON naming the title and a thumbnail here) and the thumbnails it names. */
function answerVimeo(path: string, res: ServerResponse, origin: string, jpeg: Buffer) {
  const url = new URL(path, origin);
  if (url.pathname.startsWith("/vimeo/")) {
    if (!/^\/vimeo\/\d+_1280\.jpg$/.test(url.pathname)) return notFound(res);
    res.writeHead(200, { "content-type": "image/jpeg", "content-length": jpeg.length });
    return res.end(jpeg);
  }
  const id = url.searchParams.get("url")?.match(/^https:\/\/vimeo\.com\/(\d+)/)?.[1];
  if (!id || id === vimeoVideoIds.missing) return notFound(res);
  const thumbnail =
    id === vimeoVideoIds.foreignThumbnail
      ? "https://images.evil.example/steal.jpg"
      : `${origin}/vimeo/${id}_${url.searchParams.get("width") ?? "640"}.jpg`;
  res.writeHead(200, { "content-type": "application/json" });
  res.end(
    JSON.stringify({
      type: "video",
      provider_name: "Vimeo",
      title: vimeoTitle(id),
      thumbnail_url: thumbnail,
      thumbnail_width: 1280,
      thumbnail_height: 720,
    }),
  );
}
