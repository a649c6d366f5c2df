import sharp from "sharp";

// Splits a tall phone screenshot into side-by-side columns for viewing.
const [file, out, colHeight = "1400"] = process.argv.slice(2);
const meta = await sharp(file).metadata();
const h = Number(colHeight);
const cols = Math.ceil(meta.height / h);
const parts = [];
for (let i = 0; i < cols; i++) {
  const top = i * h;
  const height = Math.min(h, meta.height - top);
  parts.push({
    input: await sharp(file).extract({ left: 0, top, width: meta.width, height }).toBuffer(),
    left: i * (meta.width + 20),
    top: 0,
  });
}
await sharp({
  create: { width: cols * (meta.width + 20), height: h, channels: 4, background: "#777" },
})
  .composite(parts)
  .png()
  .toFile(out);
