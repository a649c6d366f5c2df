import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { editorImageLimits, processImage } from "../../server/images/image-pipeline.ts";

// What one image can cost the pipeline (attack review of 2026-11-28): the time the 1×16,000,000
// PNG holds a decode slot, and this process's peak and remaining resident memory after ten
// 4000×4000 AVIF editor uploads, two at a time as the decode queue allows.
// Run: node scripts/bench/image-bounds.ts   (and again with MALLOC_ARENA_MAX=2 in the environment)

const rssMb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync("/proc/self/status", "utf8"))![1]) / 1024;
const peakMb = () =>
  Number(/VmHWM:\s+(\d+)/.exec(readFileSync("/proc/self/status", "utf8"))![1]) / 1024;

const tall = await sharp({
  create: { width: 1, height: 16_000_000, channels: 3, background: "#fff" },
})
  .png({ compressionLevel: 9 })
  .toBuffer();
let started = performance.now();
// Before the bounds, a failed encode was thrown rather than answered: count it as a refusal.
const tallResult = await processImage(tall, editorImageLimits).catch((error: Error) => ({
  ok: false as const,
  message: `thrown: ${error.message}`,
}));
const tallMs = performance.now() - started;
console.log(
  `tall PNG (${Math.round(tall.length / 1024)} kB): ${tallResult.ok ? "taken" : `refused: ${tallResult.message}`} in ${tallMs.toFixed(0)} ms`,
);

// A noisy 4000×4000 AVIF of about a megabyte, made once (encoding it takes a while).
const avifFile = path.join(tmpdir(), "image-bounds-4000.avif");
if (!existsSync(avifFile)) {
  const noise = await sharp({
    create: {
      width: 4000,
      height: 4000,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 30 },
    },
  })
    .blur(3)
    .avif({ quality: 40, effort: 0 })
    .toBuffer();
  writeFileSync(avifFile, noise);
}
const avif = readFileSync(avifFile);
const before = rssMb();
started = performance.now();
const outcomes: string[] = [];
for (let pair = 0; pair < 5; pair++) {
  const results = await Promise.all([0, 1].map(() => processImage(avif, editorImageLimits)));
  outcomes.push(...results.map((r) => (r.ok ? "ok" : r.message)));
}
const each = (performance.now() - started) / 10;
console.log(
  `10 AVIF ${Math.round(avif.length / 1024)} kB 4000×4000 (${[...new Set(outcomes)].join(", ")}): ` +
    `${each.toFixed(0)} ms each; RSS ${before.toFixed(0)} MB before, peak ${peakMb().toFixed(0)} MB, ` +
    `${rssMb().toFixed(0)} MB after (MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? "unset"})`,
);
