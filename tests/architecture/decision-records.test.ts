import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every ADR in docs/decisions/ is listed in the index (README.md) and says where it stands in a
// Status line, so a reader can tell a living decision from history without reading the later
// ones (docs/decisions/template.md).

const folder = path.resolve(import.meta.dirname, "../../docs/decisions");
const records = readdirSync(folder).filter((name) => /^\d{4}-.+\.md$/.test(name));
const index = readFileSync(path.join(folder, "README.md"), "utf8");
const statusLine = /^Status: (Proposed|Accepted|Amended by|Superseded by|Withdrawn)\b/m;

describe("the decision records", () => {
  it("are found", () => {
    expect(records.length).toBeGreaterThan(100);
  });

  it("are each linked from the index", () => {
    const missing = records.filter((name) => !index.includes(`](${name})`));
    expect(missing).toEqual([]);
  });

  it("each carry a Status line", () => {
    const missing = records.filter(
      (name) => !statusLine.test(readFileSync(path.join(folder, name), "utf8")),
    );
    expect(missing).toEqual([]);
  });

  it("are indexed only as files that exist", () => {
    const linked = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((match) => match[1] ?? "");
    expect(linked.filter((name) => !records.includes(name))).toEqual([]);
  });
});
