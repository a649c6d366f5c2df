// How the inbox's lists lay out a phone number beside the side menu (owner review at 1280 px).
// Apart from tel-href.ts, which every public page loads for the site's own numbers.

/**
 * A number's groups in two halves as even as can be ("+44 (0)121" and "496 0000"): beside the side
 * menu it breaks there, once, rather than at every space (three lines, owner review) or not at all
 * (pushing Delete out of view).
 */
export function phoneHalves(phone: string): [string] | [string, string] {
  const groups = phone.trim().split(/\s+/);
  if (groups.length < 2) return [phone.trim()];
  let best = 1;
  const width = (at: number) =>
    Math.max(groups.slice(0, at).join(" ").length, groups.slice(at).join(" ").length);
  for (let at = 2; at < groups.length; at++) if (width(at) < width(best)) best = at;
  return [groups.slice(0, best).join(" "), groups.slice(best).join(" ")];
}
