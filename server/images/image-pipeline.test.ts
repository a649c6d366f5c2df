import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { zeroPng } from "../../tests/support/png-bomb.ts";
import { logger } from "../logger.ts";
import { inDecodeQueue } from "./decode-queue.ts";
import {
  anonymousImageLimits,
  busyMessage,
  editorImageLimits,
  inspectImage,
  maxUploadBytes,
  processImage,
  sniffFormat,
} from "./image-pipeline.ts";

/** The re-encoded image; the test fails with the refusal's message if there is none. */
async function processed(input: Buffer) {
  const result = await processImage(input);
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result.image;
}

const photo = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 90, b: 30 } },
  })
    .jpeg()
    .withExif({ IFD0: { Copyright: "secret-owner", Artist: "Someone" } })
    .toBuffer();

describe("the image pipeline", () => {
  it("re-encodes to responsive widths in AVIF, WebP and JPEG with metadata stripped", async () => {
    const input = await photo(2000, 1000);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const result = await processed(input);
    expect(result).toMatchObject({ width: 1600, height: 800, widths: [480, 960, 1600] });
    expect(result.variants).toHaveLength(9);
    for (const variant of result.variants) {
      const meta = await sharp(variant.body).metadata();
      expect(meta.width).toBe(variant.width);
      expect(meta.format).toBe(variant.format === "avif" ? "heif" : variant.format);
      expect(meta.exif).toBeUndefined();
      expect(variant.body.includes("secret-owner")).toBe(false);
    }
  }, 30_000);

  it("never enlarges a small image", async () => {
    const result = await processed(await photo(300, 200));
    expect(result.widths).toEqual([300]);
    expect(result.height).toBe(200);
  });

  it("applies the EXIF orientation, so portrait photos stay upright", async () => {
    const rotated = await sharp({
      create: { width: 400, height: 200, channels: 3, background: "#336699" },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const result = await processed(rotated);
    expect(result).toMatchObject({ width: 200, height: 400 });
  });

  it("flattens transparency onto white for the JPEG fallback", async () => {
    const png = await sharp({
      create: { width: 100, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const result = await processed(png);
    const jpeg = result.variants.find((v) => v.format === "jpeg")!;
    const { data } = await sharp(jpeg.body).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(240);
  });

  it("refuses an SVG, even one named and typed as a PNG", async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect(await processImage(svg)).toMatchObject({ ok: false, reason: "unsupported" });
  });

  it("refuses files that are not images, and damaged images", async () => {
    expect(await processImage(Buffer.from("just some text"))).toMatchObject({
      ok: false,
      reason: "unsupported",
    });
    const truncated = (await photo(800, 600)).subarray(0, 300);
    expect(await processImage(truncated)).toMatchObject({ ok: false, reason: "invalid" });
  });

  it("refuses uploads over the size limit as too large", async () => {
    const big = Buffer.alloc(maxUploadBytes + 1, 0);
    big[0] = 0xff;
    big[1] = 0xd8;
    big[2] = 0xff;
    expect(await processImage(big)).toMatchObject({ ok: false, reason: "too-large" });
  });

  it("answers a stranger's picture busy, with a wait, while the decode queue is full", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = [1, 2, 3].map(() => inDecodeQueue("editor", () => gate));
    expect(await processImage(await photo(40, 30), anonymousImageLimits)).toEqual({
      ok: false,
      reason: "busy",
      message: busyMessage,
      retryAfterSeconds: 5,
    });
    release();
    await Promise.all(held);
  });

  it("recognises formats by their bytes", async () => {
    expect(sniffFormat(await photo(10, 10))).toBe("jpeg");
    expect(
      sniffFormat(
        await sharp(await photo(10, 10))
          .webp()
          .toBuffer(),
      ),
    ).toBe("webp");
    expect(
      sniffFormat(
        await sharp(await photo(10, 10))
          .avif()
          .toBuffer(),
      ),
    ).toBe("heif");
    expect(sniffFormat(Buffer.from("GIF89a......"))).toBe("gif");
    expect(sniffFormat(Buffer.from("<svg></svg>"))).toBeUndefined();
  });

  it("refuses a side under 16 or over 8192 px, or a strip past 10:1, from the header", async () => {
    const sides = "Each side of the image must be between 16 and 8192 pixels.";
    const narrow = "The image is too long and narrow. Keep it within 10:1.";
    for (const [width, height, message] of [
      [1, 16_000, sides],
      [9000, 900, sides],
      [8, 8, sides],
      [100, 1100, narrow],
    ] as const) {
      expect(await processImage(zeroPng(width, height, 8))).toMatchObject({
        ok: false,
        reason: "too-large",
        message,
      });
    }
    expect((await inspectImage(zeroPng(8190, 819, 8))).ok).toBe(true);
  });

  it("takes only a JPEG, PNG or WebP of about 4 MP from a stranger", async () => {
    const avif = await sharp(await photo(64, 64))
      .avif()
      .toBuffer();
    const formats = "That image format is not accepted. Upload a JPEG, PNG or WebP picture.";
    expect(await processImage(avif, anonymousImageLimits)).toMatchObject({
      ok: false,
      reason: "unsupported",
      message: formats,
    });
    const gif = await sharp(await photo(64, 64))
      .gif()
      .toBuffer();
    expect(await inspectImage(gif, anonymousImageLimits)).toMatchObject({ message: formats });
    // An editor may still upload AVIF.
    expect((await processImage(avif, editorImageLimits)).ok).toBe(true);
    expect(await inspectImage(await photo(4000, 3000), anonymousImageLimits)).toMatchObject({
      ok: false,
      reason: "too-large",
      message: "The image has too many pixels. Keep it under 4 megapixels.",
    });
    const phone = await processImage(await photo(1600, 1200), anonymousImageLimits);
    expect(phone.ok && phone.image.widths).toEqual([480]);
  });

  it("answers an image that fails to decode as refused, logged in one line", async () => {
    const whole = zeroPng(200, 200, 8);
    // The header intact, the pixel data cut short.
    const damaged = whole.subarray(0, 60);
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    try {
      expect(await processImage(damaged)).toMatchObject({
        ok: false,
        reason: "invalid",
        message: "The image could not be read. It may be damaged.",
      });
      expect(warn).toHaveBeenCalledTimes(1);
      const [fields] = warn.mock.calls[0]! as unknown as [Record<string, unknown>];
      expect(fields).not.toHaveProperty("err");
      expect(String(fields.reason)).not.toContain("\n    at ");
    } finally {
      warn.mockRestore();
    }
  });
});
