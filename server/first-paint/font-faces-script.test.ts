import { describe, expect, it } from "vitest";
import { addFontFaces, rangeClass, tagLaterFaces, takeFontFaces } from "./font-faces-script.ts";

// The fonts declared by a script instead of @font-face rules (ADR 0096).

const css =
  'body{margin:0}@font-face{font-family:"Plus Jakarta Sans Variable";font-style:normal;font-display:optional;font-weight:200 800;src:url(/assets/latin.woff2)format("woff2-variations");unicode-range:U+0-FF,U+131}' +
  '@font-face{font-family:Noto Sans Bengali Variable;font-display:swap;src:local(Noto Sans Bengali Regular),url(/assets/beng.woff2)format("woff2")}' +
  "@font-face{font-style:normal}.a{color:red}";

describe("declaring the fonts by script", () => {
  const taken = takeFontFaces(css);

  it("takes every @font-face rule out of the CSS and leaves the rest", () => {
    expect(taken.css).toBe("body{margin:0}.a{color:red}");
  });

  it("reads each face's family, source and descriptors, leaving out a face with neither", () => {
    expect(taken.faces).toEqual([
      [
        "Plus Jakarta Sans Variable",
        'url(/assets/latin.woff2)format("woff2-variations")',
        { style: "normal", display: "optional", weight: "200 800", unicodeRange: "U+0-FF,U+131" },
      ],
      [
        "Noto Sans Bengali Variable",
        'local(Noto Sans Bengali Regular),url(/assets/beng.woff2)format("woff2")',
        { display: "swap" },
      ],
    ]);
  });

  it("adds each face to the document's fonts, skipping one the browser refuses", () => {
    const added: unknown[][] = [];
    const scope = {
      document: { fonts: { add: (face: { args: unknown[] }) => added.push(face.args) } },
      FontFace: function FontFace(this: { args: unknown[] }, ...args: unknown[]) {
        if (args[0] === "Refused") throw new SyntaxError("bad descriptor");
        this.args = args;
      },
    };
    const faces = tagLaterFaces([...taken.faces, ["Refused", "url(/x.woff2)", {}]], ["/assets/"]);
    new Function("document", "FontFace", addFontFaces(JSON.stringify(faces)))(
      scope.document,
      scope.FontFace,
    );
    expect(added).toEqual(taken.faces);
  });

  it("leaves a face whose file is not preloaded for later, with the characters that want it", () => {
    const bengali: [string, string, Record<string, string>] = [
      "Noto Sans Bengali Variable",
      "url(/assets/beng.woff2)",
      { unicodeRange: "U+0951-0952, U+0980-09FE, U+25CC" },
    ];
    const [latin, later, noRange] = tagLaterFaces(
      [taken.faces[0]!, bengali, ["Other", "url(/o.woff2)", {}]],
      ["/assets/latin.woff2"],
    );
    expect(latin![3]).toBeNull();
    expect(noRange![3]).toBeNull();
    const wants = new RegExp(`[${later![3]}]`, "u");
    expect(wants.test("সিলেটে বন্যা")).toBe(true);
    expect(wants.test("Small Heath mela – 2026")).toBe(false);
  });

  it("reads only the unicode-range forms it knows", () => {
    expect(rangeClass("U+0-FF,U+131")).toBe("\\u{0}-\\u{FF}\\u{131}");
    expect(rangeClass("U+4??")).toBeNull();
    expect(rangeClass(undefined)).toBeNull();
  });
});
