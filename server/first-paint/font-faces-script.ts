// The fonts declared by a script instead of @font-face rules (ADR 0096). A stylesheet applied
// makes the browser build every CSS font face anew, and a font-display: optional face built anew
// is used as soon as its file is there, even on a page first painted without it. The site's
// stylesheet is applied after the first paint, so a font that came too late for that paint (the
// page then reads in the system font, as optional means) was swapped in with it, and the text
// rewrapped. Faces added with the Font Loading API are not CSS faces: they are not rebuilt, and a
// late optional font stays out for the page's life, as intended.

const fontFaceRule = /@font-face\{([^}]*)\}/g;

/** CSS descriptor names and their FontFace option names. */
const options: Record<string, string> = {
  "font-style": "style",
  "font-weight": "weight",
  "font-stretch": "stretch",
  "font-display": "display",
  "unicode-range": "unicodeRange",
  "font-feature-settings": "featureSettings",
  "size-adjust": "sizeAdjust",
  "ascent-override": "ascentOverride",
  "descent-override": "descentOverride",
  "line-gap-override": "lineGapOverride",
};

type Face = [family: string, source: string, options: Record<string, string>];
/** A face and, for one added only once its file is here, the characters its page must show. */
type TaggedFace = [...Face, laterFor: string | null];

function readFace(block: string): Face | null {
  let family = "";
  let source = "";
  const descriptors: Record<string, string> = {};
  for (const declaration of block.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (name === "font-family") family = value.replace(/^(["'])(.*)\1$/, "$2");
    else if (name === "src") source = value;
    else if (options[name]) descriptors[options[name]] = value;
  }
  return family && source ? [family, source, descriptors] : null;
}

/** The CSS without its @font-face rules, and the faces those rules declared. */
export function takeFontFaces(css: string): { css: string; faces: Face[] } {
  const faces = [...css.matchAll(fontFaceRule)]
    .map((match) => readFace(match[1]!))
    .filter((face): face is Face => face !== null);
  return { css: withoutFontFaces(css), faces };
}

/** The CSS without its @font-face rules. */
export const withoutFontFaces = (css: string) => css.replace(fontFaceRule, "");

/**
 * The class of characters a `unicode-range` covers, as regular-expression source for the `u` flag,
 * or null where the range is missing or uses a form this does not read (`U+4??`).
 */
export function rangeClass(range: string | undefined): string | null {
  if (!range) return null;
  const parts = range
    .split(",")
    .map((part) => part.trim().match(/^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i));
  if (parts.some((part) => !part)) return null;
  const char = (hex: string) => `\\u{${hex}}`;
  return parts.map((part) => char(part![1]!) + (part![2] ? `-${char(part![2])}` : "")).join("");
}

/**
 * The faces, each tagged with what its page must show for its file to be fetched later, or null
 * for a face added at once (a script adding them follows: a face the browser refuses is left out).
 *
 * A face whose file the document does not preload (the Bengali one, ADR 0141) is added only once
 * this browser has fetched its file: a first page whose text needs it reads in the system's font,
 * as a late optional face would have it anyway, and fetches the file after its load and first
 * paint, for the next page, whether that is a new document or one the client router draws. Asked for with the page, at the highest priority, it competed with the
 * page's picture for a slow line and was used only where it came within 100 ms.
 */
export function tagLaterFaces(faces: Face[], preloaded: string[]): TaggedFace[] {
  return faces.map(([family, source, descriptors]) => {
    const later = !preloaded.some((href) => source.includes(href));
    return [family, source, descriptors, later ? rangeClass(descriptors.unicodeRange) : null];
  });
}

/** The script adding the faces tagged above, given as JSON. */
export function addFontFaces(taggedJson: string) {
  // Each face's own flag, by its source: a face is added at once only where its own file is here.
  // The loaded faces are added at the next navigation within this document (React Router's
  // pushState, or back and forward), before the next page is drawn: never to the page they missed.
  return `(function(faces){var later=[];
function had(f){try{return localStorage.getItem('font-fetched:'+f[1])==='1'}catch(e){return false}}
faces.forEach(function(f){try{var face=new FontFace(f[0],f[1],f[2]);
if(!f[3]||had(f))document.fonts.add(face);else later.push([face,new RegExp('['+f[3]+']','u'),f[1]])}catch(e){}});
if(!later.length)return;
function fetchLater(){var text=document.body.textContent,wanted=later.filter(function(l){return l[1].test(text)});
if(wanted.length)Promise.all(wanted.map(function(l){return l[0].load()})).then(function(){
wanted.forEach(function(l){try{localStorage.setItem('font-fetched:'+l[2],'1')}catch(e){}});
var push=history.pushState;function use(){history.pushState=push;removeEventListener('popstate',use);wanted.forEach(function(l){document.fonts.add(l[0])})}
history.pushState=function(){use();return push.apply(history,arguments)};addEventListener('popstate',use)},function(){})}
function painted(){try{new PerformanceObserver(function(list,observer){observer.disconnect();requestAnimationFrame(function(){setTimeout(fetchLater)})}).observe({type:'paint',buffered:true})}catch(e){fetchLater()}}
document.readyState==='complete'?painted():addEventListener('load',painted,{once:true})})(${taggedJson})`.replace(
    /\n/g,
    "",
  );
}
