import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { latinFontPreload } from "#app/lib/fonts.ts";
import { heldKeysAttribute, hydratedEvent, keysReady } from "#app/lib/hydration.ts";
import { cssFor, readStylesheet, type Stylesheet, variablesIn } from "./css-rules.ts";
import { fontFacesFile } from "./font-faces-file.ts";
import {
  addFontFaces,
  tagLaterFaces,
  takeFontFaces,
  withoutFontFaces,
} from "./font-faces-script.ts";

// The last step of every server-rendered document (ADR 0092): the first paint needs the HTML
// alone. The site's stylesheet link becomes the part of the stylesheet this document uses,
// inlined, and the whole file, loaded without blocking the paint and applied when it arrives
// (for what appears later: menus opened, messages shown, pages reached without a reload). The
// framework's scripts are asked for at the visitor's first touch, or a while after the page has
// loaded (ADR 0140), instead of from the head: the page reads, looks right and works as links and
// forms before they have run, as it does without them, and they no longer compete with what it
// shows.

const clientRoot = path.resolve("build/client");
const sheets = new Map<string, Stylesheet | null>();

/** The parsed stylesheet at `href` in the client build; null where there is none (development). */
function stylesheetAt(href: string): Stylesheet | null {
  if (!sheets.has(href)) {
    const file = path.join(clientRoot, path.normalize(href).replace(/^(\.\.[/\\])+/, ""));
    // The build keeps the fonts' faces in a file of their own (ADR 0096).
    const faces = fontFacesFile(file);
    const text = existsSync(faces) ? readFileSync(faces, "utf8") : "";
    sheets.set(href, existsSync(file) ? readStylesheet(text + readFileSync(file, "utf8")) : null);
  }
  return sheets.get(href) ?? null;
}

const stylesheetLink = /<link rel="stylesheet" href="(\/[^"]+\.css)" data-precedence="default"\/>/;

/**
 * The document is handled as its UTF-8 bytes, one character per byte (a "latin1" string), and
 * never decoded: decoding a 100 kB document and encoding it again cost about 2 ms of the signed-in
 * render's 6 (docs/performance.md), against 0.1 ms as bytes. What is looked for is ASCII, which
 * reads the same in both forms. Text taken from the document for use as text goes through
 * `asText`, and text put into it through `asBytes`.
 */
const asBytes = (text: string) =>
  /[^\p{ASCII}]/u.test(text) ? Buffer.from(text, "utf8").toString("latin1") : text;
const asText = (bytes: string) =>
  /[^\p{ASCII}]/u.test(bytes) ? Buffer.from(bytes, "latin1").toString("utf8") : bytes;

const entities: Record<string, string> = { amp: "&", quot: '"', lt: "<", gt: ">", "#x27": "'" };
const decode = (value: string) => value.replace(/&(amp|quot|lt|gt|#x27);/g, (_, e) => entities[e]!);

/**
 * Each distinct value of an attribute in the document, in order of first appearance. A page
 * repeats the same few class attributes many times (every card, every link of a list). Found with
 * indexOf, as React writes them (one space before the name, the value in double quotes): a
 * regular expression's match objects were most of the head's work (docs/performance.md).
 */
function attributeValues(html: string, attribute: "class" | "style") {
  const values = new Set<string>();
  const marker = ` ${attribute}="`;
  for (let at = html.indexOf(marker); at !== -1; at = html.indexOf(marker, at)) {
    const start = at + marker.length;
    const end = html.indexOf('"', start);
    if (end === -1) break;
    values.add(html.slice(start, end));
    at = end + 1;
  }
  return values;
}

/** The class names in a document's class attributes, each attribute split once. */
function classNames(attributes: Set<string>) {
  const names = new Set<string>();
  for (const attribute of attributes) {
    for (const name of decode(asText(attribute)).split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

/**
 * The critical CSS of a document, kept per stylesheet: pages of one kind share their class names
 * (every article, every signed-in visitor's copy of it), and matching the stylesheet was a third
 * of a signed-in render's own work. Found first by the document's class attributes as they stand
 * (no splitting or sorting), then by its sorted class names, which more documents share; only a
 * set of names not seen before is matched against the stylesheet. Inline styles count only by
 * the custom properties they read (all cssFor uses of them): an article's own focal-point style
 * would otherwise make every article a key of its own. Bounded, since the keys come from the
 * pages' markup: the oldest entry goes first.
 */
const criticalCss = new WeakMap<
  Stylesheet,
  { byAttributes: Map<string, string>; byNames: Map<string, string> }
>();
const criticalCssEntries = 500;

function remember(kept: Map<string, string>, key: string, css: string) {
  if (kept.size >= criticalCssEntries) kept.delete(kept.keys().next().value!);
  kept.set(key, css);
}

function criticalCssFor(sheet: Stylesheet, html: string) {
  let kept = criticalCss.get(sheet);
  if (!kept) {
    kept = { byAttributes: new Map(), byNames: new Map() };
    criticalCss.set(sheet, kept);
  }
  const attributes = attributeValues(html, "class");
  const styles = [...attributeValues(html, "style")]
    .map((style) => decode(asText(style)))
    .join(";");
  const variables = variablesIn(styles).sort().join(" ");
  const asWritten = `${[...attributes].join("\n")}\n\n${variables}`;
  let css = kept.byAttributes.get(asWritten);
  if (css === undefined) {
    const classes = classNames(attributes);
    const key = `${[...classes].sort().join(" ")}\n${variables}`;
    css = kept.byNames.get(key);
    if (css === undefined) {
      css = asBytes(withoutFontFaces(cssFor(sheet, classes, styles)).replaceAll("</", "<\\/"));
      remember(kept.byNames, key, css);
    }
    remember(kept.byAttributes, asWritten, css);
  }
  return css;
}

/**
 * Applies the stylesheet once it has loaded: a `media="print"` stylesheet never blocks the paint.
 * Inline, so it needs the document's nonce; it runs as soon as it is parsed.
 */
const applyWhenLoaded =
  "(function(l){function a(){l.media='all'}l.sheet?a():l.addEventListener('load',a)})(document.currentScript.previousElementSibling)";

/** The bound on the wait for a visitor's hand: a reader who stays gets the framework anyway. */
const START_AFTER_LOAD_MS = 4000;

/**
 * The script that stands in for the framework's bootstrap (a module script importing the page's
 * route modules, with their preloads in the head). It adds the same preloads and the same module
 * at the first sign of the visitor's hand (a pointer moved or pressed, a touch, the wheel, a key,
 * focus), or `START_AFTER_LOAD_MS` after the page has loaded if none comes (ADR 0140): until then
 * the page reads and works as links and forms, and a reader who only reads is spent neither the
 * download nor the main thread. The preloads are added together, so the modules still download
 * side by side.
 *
 * Until a button's part of the page has hydrated, React would drop a click on it: the click is
 * held, and given to the button when the page announces that more of it has hydrated
 * (app/lib/hydration.ts), one click per button however often it was pressed. So are the keys a
 * desktop menu acts on (ArrowDown, ArrowUp, Escape), on a button that says it acts on them
 * (`data-held-keys`, nav-dropdown.tsx), until it says it listens (`data-held-keys="ready"`); any
 * other key, and these on any other button, act as usual (arrows scroll the page). What was held
 * is given back in order, one at a time, each after the last one's update has been made (two
 * arrows move two links, not one twice), and as the visitor's hand left it (ADR 0148): a key goes
 * to what has focus now if that is still in its menu, else it is dropped (a Tab took the visitor
 * on); a menu button's click is dropped once focus has moved since it. Links work without script
 * and are left alone, and so is a button with an invoker command (`commandfor`) where the browser
 * carries it out (the side menu opens and closes with no script: ADR 0142). So is a form's submit
 * button until the page has hydrated: the browser posts the form, which works whether or not the
 * scripts ever come. Once the page has hydrated, a submit button whose part is still coming is
 * held like any other (ADR 0094): its code is on its way, and the form is then sent as the page
 * sends it, checked first and with its progress shown.
 */
const loader = `(function(hrefs,bootstrap){
var nonce=document.currentScript&&document.currentScript.nonce,started=false,held=[];
function start(){if(started)return;started=true;
hrefs.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.href=u;document.head.appendChild(l)});
var s=document.createElement('script');s.type='module';if(nonce)s.nonce=nonce;s.textContent=bootstrap;document.body.appendChild(s)}
function hydrated(el){return Object.keys(el).some(function(k){return k.indexOf('__reactFiber$')===0})}
function taken(el,type){return type==='keydown'?el.getAttribute('${heldKeysAttribute}')==='${keysReady}':hydrated(el)}
function hold(e){start();if(e.type!=='click'&&e.type!=='keydown')return;
var t=e.target.closest?e.target:null,b=t&&t.closest(e.type==='click'?'button':'button[${heldKeysAttribute}]');
if(!b||taken(b,e.type)||'command' in b&&b.hasAttribute('commandfor'))return;
if(b.type==='submit'&&b.form&&!document.documentElement.hasAttribute('data-hydrated'))return;
if(e.type==='keydown'&&!/^(ArrowDown|ArrowUp|Escape)$/.test(e.key))return;
e.preventDefault();e.stopImmediatePropagation();
if(e.type==='click'&&held.some(function(h){return h.el===b&&h.type==='click'}))return;
held.push({el:b,type:e.type,key:e.key,focus:document.activeElement})}
['pointerdown','touchstart','keydown','click'].forEach(function(t){addEventListener(t,hold,true)});
addEventListener(${JSON.stringify(hydratedEvent)},function(){var ready=[];held=held.filter(function(h){
if(!h.el.isConnected)return false;if(!taken(h.el,h.type))return true;ready.push(h);return false});
function next(){var h=ready.shift();if(!h)return;var at=document.activeElement;
if(h.type==='keydown'){if(at&&h.el.parentNode.contains(at))at.dispatchEvent(new KeyboardEvent('keydown',{key:h.key,bubbles:true,cancelable:true}))}
else if(!h.el.hasAttribute('${heldKeysAttribute}')||at===h.el||at===h.focus)h.el.click();
if(ready.length)requestAnimationFrame(function(){setTimeout(next)})}setTimeout(next)});
['pointermove','wheel','focusin'].forEach(function(t){addEventListener(t,start,{capture:true,passive:true,once:true})});
function later(){setTimeout(start,${START_AFTER_LOAD_MS})}
document.readyState==='complete'?later():addEventListener('load',later,{once:true})})`.replace(
  /\n/g,
  "",
);

// Every document declares all of the stylesheet's faces (cssFor keeps each @font-face rule), so
// the script that declares them is made once per stylesheet, not on every render.
const fontFacesScripts = new WeakMap<Stylesheet, string>();

/** The code declaring the stylesheet's fonts, or "" where it has none. */
function fontFacesCode(sheet: Stylesheet) {
  let code = fontFacesScripts.get(sheet);
  if (code === undefined) {
    const { faces } = takeFontFaces(cssFor(sheet, new Set()));
    // The preloaded file's face is added at once, any other once its file is here (ADR 0141).
    const tagged = tagLaterFaces(faces, [latinFontPreload.href]);
    code = faces.length ? asBytes(addFontFaces(safeJson(tagged))) : "";
    fontFacesScripts.set(sheet, code);
  }
  return code;
}

/** The framework's bootstrap and preloads replaced by the loader above. */
function loadScriptsAfterLoad(html: string, nonce: string | undefined) {
  const bootstrap = html.match(
    /<script(?: nonce="[^"]*")? type="module" async="">([\s\S]*?)<\/script>/,
  );
  if (!bootstrap) return html;
  // The preloads are taken out in one pass over the document (it was one pass per preload).
  const hrefs: string[] = [];
  const finished = html.replace(/<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g, (_, href) => {
    hrefs.push(asText(href));
    return "";
  });
  if (hrefs.length === 0) return html;
  const call = asBytes(`${loader}(${safeJson(hrefs)},${safeJson(asText(bootstrap[1]!))})`);
  return finished.replace(bootstrap[0], () => `<script${nonceAttribute(nonce)}>${call}</script>`);
}

/** JSON that can sit inside a <script> element: no `</script>` or `<!--` can end or bend it. */
const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028|\u2029/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);

const nonceAttribute = (nonce: string | undefined) => (nonce ? ` nonce="${nonce}"` : "");

/**
 * The document's head finished for the first paint: critical CSS inlined, the fonts declared by a
 * script, the stylesheet and the scripts deferred. Anything it does not recognise is left as it was.
 */
export function finishDocumentHead(
  document: Buffer,
  nonce: string | undefined,
  sheetAt: (href: string) => Stylesheet | null = stylesheetAt,
): Buffer {
  const html = document.toString("latin1");
  const finished = finishHead(html, nonce, sheetAt);
  // latin1 keeps one byte of any wider character: text put in without asBytes would be mangled
  // silently. Checked outside production, where the unit tests run.
  if (process.env.NODE_ENV !== "production" && /[\u0100-\uffff]/.test(finished)) {
    throw new Error("finishDocumentHead: text was put into the document without asBytes");
  }
  return finished === html ? document : Buffer.from(finished, "latin1");
}

/** finishDocumentHead on the document's bytes as a string (`asBytes`). */
function finishHead(
  html: string,
  nonce: string | undefined,
  sheetAt: (href: string) => Stylesheet | null,
) {
  const finished = loadScriptsAfterLoad(html, nonce);
  const link = finished.match(stylesheetLink);
  const sheet = link ? sheetAt(asText(link[1]!)) : null;
  if (!link || !sheet) return finished;
  const css = criticalCssFor(sheet, html);
  const deferred = link[0].replace("/>", ' media="print"/>');
  const script = (code: string) => `<script${nonceAttribute(nonce)}>${code}</script>`;
  const faces = fontFacesCode(sheet);
  const fonts = faces ? script(faces) : "";
  return finished.replace(
    link[0],
    () => `<style data-critical="">${css}</style>${fonts}${deferred}${script(applyWhenLoaded)}`,
  );
}
