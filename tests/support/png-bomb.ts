import { crc32, deflateSync } from "node:zlib";

// A real PNG of zeros: tiny on the wire, huge once decoded (a 16-bit RGBA 7000×7000 image is
// about 380 kB and decodes to 392 MB), as the attack review of 2026-11-28 sent to /signUp.

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function zeroPng(width: number, height: number, bitDepth: 8 | 16 = 16) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = bitDepth;
  header[9] = 6; // RGBA
  // Each row: a filter byte, then four channels of zeros.
  const rows = Buffer.alloc(height * (1 + width * 4 * (bitDepth / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
