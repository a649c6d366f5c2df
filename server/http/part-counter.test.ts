import { describe, expect, it } from "vitest";
import { partCounterFor } from "./part-counter.ts";

const feed = (type: string, body: string, chunkSize: number) => {
  const counter = partCounterFor(type)!;
  let count = 0;
  for (let at = 0; at < body.length; at += chunkSize) {
    count = counter(Buffer.from(body.slice(at, at + chunkSize)));
  }
  return count;
};

describe("partCounterFor", () => {
  const multipart = (parts: number) =>
    `${Array.from({ length: parts }, (_, i) => `--xyz\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`).join("")}--xyz--\r\n`;

  it("counts multipart delimiters, however the body is cut into chunks", () => {
    for (const size of [1, 2, 3, 5, 7, 64, 100_000]) {
      // Each part's delimiter and the closing one.
      expect(feed("multipart/form-data; boundary=xyz", multipart(40), size)).toBe(41);
    }
  });

  it("reads a quoted boundary", () => {
    expect(feed('multipart/form-data; boundary="xyz"', multipart(3), 4)).toBe(4);
  });

  it("counts urlencoded fields", () => {
    expect(feed("application/x-www-form-urlencoded", "a=1&b=2&c=3", 2)).toBe(3);
  });

  it("leaves other bodies and boundary-less multipart alone", () => {
    expect(partCounterFor("application/json")).toBeUndefined();
    expect(partCounterFor("multipart/form-data")).toBeUndefined();
    expect(partCounterFor(undefined)).toBeUndefined();
  });
});
