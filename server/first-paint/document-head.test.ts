import { describe, expect, it } from "vitest";
import { readStylesheet, type Stylesheet } from "./css-rules.ts";
import { finishDocumentHead } from "./document-head.ts";

// The document's head finished for the first paint (ADR 0092), on HTML shaped like React
// Router's and React's.

const sheet = readStylesheet(".used{color:red}.unused{color:blue}.a\\&b{x:1}");
const sheetAt = (href: string) => (href === "/assets/app-1.css" ? sheet : null);

/** The function works on the document's bytes, as the server hands them over. */
const finish = (html: string, at: (href: string) => Stylesheet | null = sheetAt) =>
  finishDocumentHead(Buffer.from(html), "N", at).toString("utf8");

const document = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/entry.js" nonce="N"/>',
  '<link rel="modulepreload" href="/assets/framework.js" nonce="N"/>',
  "<title>T</title></head>",
  '<body><p class="used a&amp;b" style="color:var(--x)">Hi</p>',
  '<script nonce="N">window.__context = {};</script>',
  '<script nonce="N" type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");</script>',
  "</body></html>",
].join("");

describe("finishing a document's head", () => {
  const html = finish(document);

  it("inlines the rules the document uses and defers the stylesheet", () => {
    expect(html).toContain('<style data-critical="">.used{color:red}.a\\&b{x:1}</style>');
    expect(html).not.toContain(".unused");
    expect(html).toContain(
      '<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default" media="print"/>',
    );
    // Applied once loaded, by a script carrying the nonce.
    expect(html).toMatch(/media="print"\/><script nonce="N">\(function\(l\)/);
  });

  it("asks for the scripts at the first touch or a while after load, not from the head", () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module" async=""');
    const loader = html.match(/<script nonce="N">(\(function\(hrefs[\s\S]*?)<\/script>/)?.[1];
    expect(loader).toContain("addEventListener('load',later");
    expect(loader).toContain("setTimeout(start,4000)");
    expect(loader).toContain("['pointermove','wheel','focusin']");
    expect(loader).toContain("['pointerdown','touchstart','keydown','click']");
    expect(loader).toContain('["/assets/entry.js","/assets/framework.js"]');
    // The bootstrap is kept whole, as a string the script becomes; it takes the loader's own nonce
    // at run time (document.currentScript), so the nonce appears in the attribute only.
    expect(loader).toContain(
      JSON.stringify('import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");'),
    );
    expect(loader).toContain("s.nonce=nonce");
    expect(loader).not.toContain('"N"');
    // The framework's other inline scripts are untouched.
    expect(html).toContain('<script nonce="N">window.__context = {};</script>');
  });

  it("keeps what the bootstrap carries from ending or bending the loader's script element", () => {
    // A script's text cannot hold "</script>" (the parser ends it there), but it can hold "<!--"
    // or a line separator; inside the loader's string literal they must stay inert.
    const hostile = document.replace(
      'import("/assets/entry.js");',
      'import("/assets/entry.js");// <!-- \u2028',
    );
    const finished = finish(hostile);
    const loader = finished.slice(finished.indexOf("(function(hrefs"));
    expect(loader.slice(0, loader.indexOf("</script>"))).toContain("\\u003c!--");
    expect(loader).not.toContain("<!--");
    expect(loader).toContain("\\u2028");
  });

  it("declares the fonts by a script, not by @font-face rules the stylesheet would rebuild", () => {
    const withFonts = readStylesheet(
      '@font-face{font-family:"Jakarta";font-display:optional;src:url(/f.woff2)}.used{color:red}',
    );
    const finished = finish(document, () => withFonts);
    expect(finished).toContain('<style data-critical="">.used{color:red}</style>');
    expect(finished).not.toContain("@font-face");
    // Not preloaded and without a unicode-range: added at once, as every face was before ADR 0141.
    expect(finished).toContain('})([["Jakarta","url(/f.woff2)",{"display":"optional"},null]])');
    // Before the deferred stylesheet, whose script finds it as the element just before.
    expect(finished).toMatch(/new FontFace[^<]*<\/script><link rel="stylesheet"[^>]*media="print"/);
  });

  it("matches each document's own classes, however many documents came before", () => {
    // The critical CSS is kept per set of class names (a signed-in render reuses it): a document
    // with other classes, or the same classes in another order, must get its own rules.
    const other = document.replace('class="used a&amp;b"', 'class="unused"');
    expect(finish(other)).toContain('<style data-critical="">.unused{color:blue}</style>');
    const reordered = document.replace('class="used a&amp;b"', 'class="a&amp;b  used"');
    expect(finish(reordered)).toContain(
      '<style data-critical="">.used{color:red}.a\\&b{x:1}</style>',
    );
    expect(finish(document)).toBe(html);
  });

  it("keeps every byte of a Bengali document and writes its own text as UTF-8", () => {
    // The document is never decoded (docs/performance.md): its own text must come out as it went
    // in, and what is put into it (rules, the bootstrap) must be UTF-8 too.
    const bengali = readStylesheet('.used{color:red}.তারা::before{content:"→ ১"}');
    const page = document
      .replace(">Hi</p>", '><span class="তারা">বাংলাদেশ কমিউনিটি — সংবাদ</span></p>')
      .replace('import("/assets/entry.js");', 'import("/assets/entry.js");// ঢাকা');
    const finished = finish(page, () => bengali);
    expect(finished).toContain('<span class="তারা">বাংলাদেশ কমিউনিটি — সংবাদ</span>');
    expect(finished).toContain(
      '<style data-critical="">.used{color:red}.তারা::before{content:"→ ১"}</style>',
    );
    expect(finished).toContain('// ঢাকা"');
  });

  it("leaves a document it does not recognise as it was", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>Plain</p></body></html>";
    expect(finish(plain)).toBe(plain);
    // A stylesheet the build does not have (development) stays a normal link.
    const dev = document.replace("/assets/app-1.css", "/app/app.css");
    expect(finish(dev)).toContain(
      '<link rel="stylesheet" href="/app/app.css" data-precedence="default"/>',
    );
  });
});
