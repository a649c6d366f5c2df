import type { Metadata, OutputInfo, Sharp } from "sharp";
import { logger } from "../logger.ts";
import { failure, type Result } from "../result.ts";
import { type DecodeSource, inDecodeQueue, queueFullFor } from "./decode-queue.ts";

// Every upload is decoded and re-encoded here; the uploaded bytes are never stored or served.
// Re-encoding drops metadata (EXIF, GPS, colour profiles other than sRGB) and anything hidden
// after the image data (ADR 0030).

/**
 * sharp (libvips, a native library) is loaded with the first image, not at start-up: loading it
 * was about a third of a second of every start before the first /healthz (ADR 0136).
 */
let sharpLoaded: Promise<typeof import("sharp").default> | undefined;
const loadSharp = () => {
  sharpLoaded ??= import("sharp").then((module) => {
    // One libvips thread per image: with at most two decodes at once (decode-queue.ts), image
    // work never takes more than two cores from the requests around it.
    module.default.concurrency(1);
    // No libvips operation cache: it kept decoded images of past uploads (hundreds of megabytes
    // after a few large AVIFs) for a reuse that never comes, as every upload is a new image.
    module.default.cache(false);
    return module.default;
  });
  return sharpLoaded;
};

export const maxUploadBytes = 10 * 1024 * 1024;
/** What an over-large image upload is told, whichever check refuses it (here or body-limits.ts). */
export const imageTooLargeMessage = `The image is too large. The limit is ${maxUploadBytes / 1024 / 1024} MB.`;
/**
 * What an upload may be. Decoding refuses more pixels, so a small file cannot expand into
 * gigabytes. An editor's photo may be large; a stranger's sign-up picture (ADR 0149) is held to
 * a phone photo's size (12 MP is 4032×3024) and 8 bits per channel, and waits in no long queue.
 */
export type ImageLimits = {
  maxPixels: number;
  /** The formats taken, as sniffFormat names them. */
  formats: ReadonlySet<Sniffed>;
  /** What a refused format is told: the formats that are accepted. */
  formatsMessage: string;
  /** How long libvips may work on one decode or encode before the image is refused. */
  timeoutSeconds: number;
  /** The widest copy kept: an article's photo is shown up to 1600 px, an account's at most 480. */
  maxWidth: (typeof responsiveWidths)[number];
  source: DecodeSource;
  /** Who sent a stranger's picture (a rate-limit key): one of theirs is decoded at a time. */
  client?: string;
};
export const editorImageLimits: ImageLimits = {
  maxPixels: 50_000_000,
  formats: new Set(["jpeg", "png", "gif", "webp", "heif", "tiff"]),
  formatsMessage: "Upload a JPEG, PNG, WebP or AVIF.",
  // A 4000×4000 AVIF takes about 4 s on the production machine; five times that is a broken one.
  timeoutSeconds: 20,
  maxWidth: 1600,
  source: "editor",
};
/**
 * A stranger's picture is an avatar kept at 480 px: about 4 MP (a 2400×1600 photo) is plenty, and
 * only the formats that decode cheaply; AVIF and HEIC cost seconds and hundreds of megabytes each
 * (attack review of 2026-11-28).
 */
export const anonymousImageLimits: ImageLimits = {
  maxPixels: 4_000_000,
  formats: new Set(["jpeg", "png", "webp"]),
  formatsMessage: "Upload a JPEG, PNG or WebP picture.",
  timeoutSeconds: 5,
  maxWidth: 480,
  source: "anonymous",
};
/**
 * Every image's sides, whoever sends it: 16 px is the smallest useful picture, 8192 px is five
 * times the widest copy kept (1600 px), and a strip longer than 10:1 is no photo. A 1×16,000,000
 * PNG passed the pixel limit, then held a decode slot for 10 s before its encode failed.
 */
export const minSide = 16;
export const maxSide = 8192;
export const maxAspectRatio = 10;
const eightBitDepths = new Set(["uchar", "char"]);
export const busyMessage =
  "Too many pictures are being processed right now. Please try again in a moment.";
/** Widths offered to browsers through srcset; the largest doubles as the spec's `img`. */
export const responsiveWidths = [480, 960, 1600] as const;

const unreadable = () => failure("invalid", "The image could not be read. It may be damaged.");
const tookTooLong = () =>
  failure("too-large", "The image took too long to process. Upload a smaller or simpler one.");
// A stranger's picture refused by a full decode queue: the same wait as the news search's.
const busy = () => failure("busy", busyMessage, { retryAfterSeconds: 5 });

export type ImageVariant = {
  width: number;
  format: "avif" | "webp" | "jpeg";
  contentType: string;
  extension: string;
  body: Buffer;
};

export type ProcessedImage = {
  width: number;
  height: number;
  widths: number[];
  variants: ImageVariant[];
};

type Sniffed = "jpeg" | "png" | "gif" | "webp" | "heif" | "tiff";

/** The format the first bytes announce, whatever the file is called or claims to be. */
export function sniffFormat(bytes: Buffer): Sniffed | undefined {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString("latin1");
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") return "gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp" && /^(avif|avis|heic|heix|mif1|msf1)$/.test(ascii(8, 12)))
    return "heif";
  if (ascii(0, 4) === "II*\0" || ascii(0, 4) === "MM\0*") return "tiff";
  return undefined;
}

function looksLikeSvg(bytes: Buffer) {
  const head = bytes
    .subarray(0, 1024)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  return /^<(\?xml|svg|!DOCTYPE svg)/i.test(head) || /<svg[\s>]/i.test(head);
}

const widthsFor = (width: number, maxWidth: number) => {
  const largest = Math.min(width, maxWidth);
  return [...new Set([...responsiveWidths.filter((w) => w < largest), largest])];
};

/**
 * The checks that need no decoding: size, format by content, dimensions from the header. Cheap
 * enough to run before anything else is done with a request (a sign-up checks its picture first).
 * A refusal is invalid, too-large, unsupported or busy.
 */
export async function inspectImage(
  input: Buffer,
  limits: ImageLimits = editorImageLimits,
): Promise<Result> {
  const { maxPixels } = limits;
  if (input.length > maxUploadBytes) return failure("too-large", imageTooLargeMessage);
  if (input.length === 0) return failure("invalid", "Choose an image to upload.");
  if (looksLikeSvg(input)) {
    return failure("unsupported", `SVG images are not accepted. ${limits.formatsMessage}`);
  }
  const format = sniffFormat(input);
  if (!format) {
    return failure("unsupported", `That file is not an image. ${limits.formatsMessage}`);
  }
  if (!limits.formats.has(format)) {
    return failure("unsupported", `That image format is not accepted. ${limits.formatsMessage}`);
  }
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // The header alone: nothing is decoded, so the pixel limit is checked below, with a message.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return unreadable();
  }
  if (!metadata.width || !metadata.height) return unreadable();
  const { width, height } = metadata;
  if (Math.min(width, height) < minSide || Math.max(width, height) > maxSide) {
    return failure(
      "too-large",
      `Each side of the image must be between ${minSide} and ${maxSide} pixels.`,
    );
  }
  if (Math.max(width, height) > maxAspectRatio * Math.min(width, height)) {
    return failure(
      "too-large",
      `The image is too long and narrow. Keep it within ${maxAspectRatio}:1.`,
    );
  }
  if (metadata.width * metadata.height > maxPixels) {
    return failure(
      "too-large",
      `The image has too many pixels. Keep it under ${maxPixels / 1_000_000} megapixels.`,
    );
  }
  if (limits.source === "anonymous" && !eightBitDepths.has(metadata.depth ?? "")) {
    return failure(
      "unsupported",
      "The picture has more than 8 bits per colour. Save it as an ordinary JPEG or PNG.",
    );
  }
  return queueFullFor(limits.source, limits.client) ? busy() : { ok: true };
}

/** The image re-encoded, or why it is not a usable one (inspectImage's refusals). */
export async function processImage(
  input: Buffer,
  limits: ImageLimits = editorImageLimits,
): Promise<Result<{ image: ProcessedImage }>> {
  const inspected = await inspectImage(input, limits);
  if (!inspected.ok) return inspected;
  const processed = await inDecodeQueue(
    limits.source,
    () => decodeAndEncode(input, limits),
    limits.client,
  );
  return processed ?? busy();
}

async function decodeAndEncode(
  input: Buffer,
  limits: ImageLimits,
): Promise<Result<{ image: ProcessedImage }>> {
  try {
    return await decodeAndEncodeOrThrow(input, limits);
  } catch (error) {
    // A damaged file or one past the timeout is a refused image like any other, and one log line
    // is enough: its stack trace would only say it came from libvips.
    const message = error instanceof Error ? error.message : String(error);
    const timedOut = /timeout/i.test(message);
    logger.warn({ reason: message, source: limits.source }, "image refused while decoding");
    return timedOut ? tookTooLong() : unreadable();
  }
}

async function decodeAndEncodeOrThrow(
  input: Buffer,
  { maxPixels, maxWidth, timeoutSeconds }: ImageLimits,
): Promise<Result<{ image: ProcessedImage }>> {
  const sharp = await loadSharp();
  // Decode once, upright (EXIF orientation applied), as sRGB, already shrunk to the largest
  // width served: libvips reads the file in one pass and shrinks while it decodes (JPEG and WebP
  // decode at a fraction of their size), so a large photo never lies in memory at full size.
  // Every variant starts from this copy.
  const decoded: { data: Buffer; info: OutputInfo } = await sharp(input, {
    limitInputPixels: maxPixels,
    failOn: "error",
  })
    .timeout({ seconds: timeoutSeconds })
    .autoOrient()
    .resize({ width: maxWidth, withoutEnlargement: true })
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = decoded.info;
  const raw = { width, height, channels: channels as 1 | 2 | 3 | 4 };
  const source = () => sharp(decoded.data, { raw }).timeout({ seconds: timeoutSeconds });
  const widths = widthsFor(width, maxWidth);

  // One width at a time, its three formats together: nine encoders at once (AVIF's above all)
  // took hundreds of megabytes for a few uploads, for little time saved.
  const variants: ImageVariant[] = [];
  for (const w of widths) {
    const resized = () => source().resize({ width: w, withoutEnlargement: true });
    variants.push(
      ...(await Promise.all([
        encode(w, "avif", resized().avif({ quality: 55, effort: 2 })),
        encode(w, "webp", resized().webp({ quality: 78 })),
        encode(
          w,
          "jpeg",
          resized().flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true }),
        ),
      ])),
    );
  }
  const largest = widths.at(-1)!;
  const scaledHeight = Math.round((height * largest) / width);
  return { ok: true, image: { width: largest, height: scaledHeight, widths, variants } };
}

const types = {
  avif: { contentType: "image/avif", extension: "avif" },
  webp: { contentType: "image/webp", extension: "webp" },
  jpeg: { contentType: "image/jpeg", extension: "jpg" },
} as const;

async function encode(width: number, format: ImageVariant["format"], pipeline: Sharp) {
  return { width, format, ...types[format], body: await pipeline.toBuffer() };
}
