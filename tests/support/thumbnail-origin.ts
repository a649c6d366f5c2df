import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

// A real HTTP server standing in for YouTube's thumbnail host (VIDEO_THUMBNAIL_ORIGIN). It answers
// /vi/<id>/hqdefault.jpg like i.ytimg.com does (a 480x360 JPEG, the 16:9 picture letterboxed),
// except for ids that name a failure, so tests can choose what the origin does per video.

/**
 * Video ids (11 characters, YouTube's shape) that make this origin misbehave; any id that starts
 * like one of these does the same, so parallel tests can each make their own.
 */
export const failingThumbnailIds = {
  missing: "missing0404", // 404, as for a removed video
  oversized: "oversized03", // a JPEG start followed by 3 MB, streamed with no length
  notAnImage: "notanimage1", // 200 with an HTML page
  redirected: "redirected1", // a redirect elsewhere, which the server must not follow
} as const;

const failure = (id: string) =>
  (Object.keys(failingThumbnailIds) as Array<keyof typeof failingThumbnailIds>).find((kind) =>
    id.startsWith(failingThumbnailIds[kind].replace(/\d+$/, "")),
  );

export type ThumbnailOrigin = {
  origin: string;
  /** Paths requested so far, in order. */
  requests: string[];
  close: () => Promise<void>;
};

export async function thumbnailJpeg() {
  const picture = await sharp({
    create: { width: 480, height: 270, channels: 3, background: "#2f3b69" },
  })
    .png()
    .toBuffer();
  return sharp(picture)
    .extend({ top: 45, bottom: 45, background: "#000000" })
    .jpeg({ quality: 85 })
    .toBuffer();
}

export async function startThumbnailOrigin(): Promise<ThumbnailOrigin> {
  const jpeg = await thumbnailJpeg();
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = req.url ?? "/";
    requests.push(path);
    const id = path.match(/^\/vi\/([A-Za-z0-9_-]{11})\/hqdefault\.jpg$/)?.[1];
    const kind = id ? failure(id) : "missing";
    if (kind === "missing") {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
    } else if (kind === "oversized") {
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
      res.on("error", () => {});
      more();
    } else if (kind === "notAnImage") {
      res.writeHead(200, { "content-type": "image/jpeg" }).end("<!doctype html><p>Not here</p>");
    } else if (kind === "redirected") {
      res.writeHead(302, { location: "http://127.0.0.1:9/elsewhere.jpg" }).end();
    } else {
      res.writeHead(200, { "content-type": "image/jpeg", "content-length": jpeg.length });
      res.end(jpeg);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
