// The allow-list of video providers: the ONE place that knows which addresses are accepted, how a
// provider's video id is read from them, and which canonical player address is stored. The
// Content-Security-Policy's frame-src is derived from this list too, so the two can never drift
// apart. Thumbnails are served from our own storage (ADR 0042), so img-src names no provider.

export type ProviderId = "youtube" | "vimeo" | "facebook";

/** An accepted video: what is stored. `url` is always rebuilt by us, never copied from input. */
export type VideoRef = { provider: ProviderId; videoId: string; url: string };

type Provider = {
  id: ProviderId;
  label: string;
  /** Host names whose addresses are read; matched exactly (no suffix matching). */
  hosts: readonly string[];
  /** The origin of the canonical player: the only origin framed for this provider. */
  embedOrigin: string;
  /** The provider's video in this address, or null when it does not name a single video. */
  read: (url: URL, depth: number) => VideoRef | null;
};

const segmentsOf = (url: URL) => url.pathname.split("/").filter(Boolean);
const digits = /^\d+$/;

// YouTube ids are 11 characters of the URL-safe base64 alphabet.
const youtubeIdPattern = /^[A-Za-z0-9_-]{11}$/;

/** '90', '90s', '1m30s', '1h2m3s' → seconds; anything else → 0. */
function startSeconds(value: string | null) {
  if (!value) return 0;
  if (digits.test(value)) return Number(value);
  const match = value.match(/^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/);
  if (!match) return 0;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

function readYoutube(url: URL): VideoRef | null {
  const segments = segmentsOf(url);
  let id: string | null | undefined = null;
  if (url.hostname === "youtu.be") {
    if (segments.length === 1) id = segments[0];
  } else if (segments[0] === "watch" && segments.length === 1) {
    id = url.searchParams.get("v");
  } else if (
    segments.length === 2 &&
    ["embed", "shorts", "live", "v", "e"].includes(segments[0]!)
  ) {
    id = segments[1];
  }
  // 'videoseries' (a playlist player) happens to have the shape of an id.
  if (!id || !youtubeIdPattern.test(id) || id === "videoseries") return null;
  const start = startSeconds(url.searchParams.get("start") ?? url.searchParams.get("t"));
  return {
    provider: "youtube",
    videoId: id,
    // The privacy-enhanced domain sets no cookies until the visitor plays the video.
    url: `https://www.youtube-nocookie.com/embed/${id}${start > 0 ? `?start=${start}` : ""}`,
  };
}

function readVimeo(url: URL): VideoRef | null {
  const s = segmentsOf(url);
  let id: string | undefined;
  let hash = url.searchParams.get("h") ?? undefined;
  if (url.hostname === "player.vimeo.com") {
    if (s[0] === "video" && s.length === 2) id = s[1];
  } else if (s.length >= 1 && s.length <= 2 && digits.test(s[0]!)) {
    id = s[0];
    // vimeo.com/ID/HASH is the share address of an unlisted video; the hash is its key.
    hash ??= s[1];
  } else if (s[0] === "channels" && s.length === 3) {
    id = s[2];
  } else if (s[0] === "groups" && s[2] === "videos" && s.length === 4) {
    id = s[3];
  } else if ((s[0] === "showcase" || s[0] === "album") && s[2] === "video" && s.length === 4) {
    id = s[3];
  }
  if (!id || !digits.test(id) || id.length > 15) return null;
  const key = hash && /^[0-9a-f]{6,20}$/.test(hash) ? `?h=${hash}` : "";
  return { provider: "vimeo", videoId: id, url: `https://player.vimeo.com/video/${id}${key}` };
}

const facebookIdPattern = /^\d{5,25}$/;
const facebookPagePattern = /^[A-Za-z0-9.]{1,80}$/;

function facebookVideo(id: string, href: string): VideoRef {
  const src = `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(href)}&show_text=false`;
  return { provider: "facebook", videoId: id, url: src };
}

function readFacebook(url: URL, depth: number): VideoRef | null {
  const s = segmentsOf(url);
  // The official embed code: the plugin page, with the video's own address in `href`.
  if (s[0] === "plugins" && s[1] === "video.php" && s.length === 2) {
    const href = url.searchParams.get("href");
    if (!href || depth > 0) return null;
    const inner = readVideoAddress(href, depth + 1);
    // The plugin only ever shows a Facebook video; anything else in href is refused.
    return inner.ok && inner.video.provider === "facebook" ? inner.video : null;
  }
  if ((s[0] === "watch" && s.length <= 2) || (s[0] === "video.php" && s.length === 1)) {
    const id = url.searchParams.get("v");
    return id && facebookIdPattern.test(id)
      ? facebookVideo(id, `https://www.facebook.com/watch/?v=${id}`)
      : null;
  }
  if (s[0] === "reel" && s.length === 2 && facebookIdPattern.test(s[1]!)) {
    return facebookVideo(s[1]!, `https://www.facebook.com/reel/${s[1]}`);
  }
  // facebook.com/{page}/videos/{id}/, and the older /{page}/videos/vb.{n}/{id}/ form.
  const at = s.indexOf("videos");
  if (at === 1 && (s.length === 3 || s.length === 4)) {
    const id = s[s.length - 1]!;
    const page = s[0]!;
    if (!facebookIdPattern.test(id) || !facebookPagePattern.test(page)) return null;
    return facebookVideo(id, `https://www.facebook.com/${page}/videos/${id}/`);
  }
  return null;
}

export const providers: readonly Provider[] = [
  {
    id: "youtube",
    label: "YouTube",
    hosts: [
      "youtube.com",
      "www.youtube.com",
      "m.youtube.com",
      "youtu.be",
      "youtube-nocookie.com",
      "www.youtube-nocookie.com",
    ],
    embedOrigin: "https://www.youtube-nocookie.com",
    read: readYoutube,
  },
  {
    id: "vimeo",
    label: "Vimeo",
    hosts: ["vimeo.com", "www.vimeo.com", "player.vimeo.com"],
    embedOrigin: "https://player.vimeo.com",
    read: readVimeo,
  },
  {
    id: "facebook",
    label: "Facebook",
    hosts: ["facebook.com", "www.facebook.com", "m.facebook.com", "web.facebook.com"],
    embedOrigin: "https://www.facebook.com",
    read: readFacebook,
  },
];

/** The origins the site may frame: exactly the canonical players of the allow-list. */
export const embedOrigins = providers.map((provider) => provider.embedOrigin);

export function providerLabel(id: string) {
  return providers.find((provider) => provider.id === id)?.label ?? "Video";
}

export type AddressReading =
  | { ok: true; video: VideoRef }
  | { ok: false; reason: "invalid" | "scheme" | "credentials" | "host" }
  | { ok: false; reason: "not-a-video"; provider: string };

/**
 * Reads an absolute address. Exact host match after WHATWG URL parsing is what defeats
 * look-alikes (youtube.com.evil.example, youtube.com@evil.example, evil.example\@youtu.be).
 */
export function readVideoAddress(address: string, depth = 0): AddressReading {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, reason: "scheme" };
  const provider = providers.find((p) => p.hosts.includes(url.hostname));
  if (!provider) return { ok: false, reason: "host" };
  if (url.username || url.password || url.port) return { ok: false, reason: "credentials" };
  const video = provider.read(url, depth);
  return video
    ? { ok: true, video }
    : { ok: false, reason: "not-a-video", provider: provider.label };
}

/**
 * The providers whose thumbnails the server fetches (ADRs 0042, 0043, 0090): YouTube at an address
 * derived from the id, Vimeo at the address its oEmbed answer names. Facebook's needs an access
 * token (its Graph API), so its videos show the poster unless an admin uploads a thumbnail.
 */
export const providersWithThumbnails: readonly ProviderId[] = ["youtube", "vimeo"];

// YouTube's sizes, best first (ADR 0043): maxresdefault (1280x720) exists for most HD videos,
// sddefault (640x480, letterboxed) for many more, hqdefault (480x360, letterboxed) for all. A
// size the video lacks answers 404, and the next is tried.
const youtubeThumbnailNames = ["maxresdefault", "sddefault", "hqdefault"] as const;

/**
 * Where, on the thumbnail origin (VIDEO_THUMBNAIL_ORIGIN, YouTube's i.ytimg.com by default), the
 * server looks for a YouTube video's thumbnail, best size first (ADRs 0042, 0043); an empty list
 * for other providers.
 */
export function thumbnailPaths(video: { provider: string; videoId: string }): string[] {
  if (video.provider !== "youtube" || !youtubeIdPattern.test(video.videoId)) return [];
  return youtubeThumbnailNames.map((name) => `/vi/${video.videoId}/${name}.jpg`);
}

/** Vimeo's image host: the only origin (besides the oEmbed origin itself) a thumbnail comes from. */
export const vimeoThumbnailOrigin = "https://i.vimeocdn.com";

/**
 * The oEmbed request for a Vimeo video (ADR 0090), on VIMEO_OEMBED_ORIGIN: it names the video's
 * public address, rebuilt from the validated id (and an unlisted video's key), and asks for a
 * thumbnail 1280 px wide. Null for any other provider.
 */
export function vimeoOembedPath(video: { provider: string; videoId: string; url: string }) {
  if (video.provider !== "vimeo" || !digits.test(video.videoId)) return null;
  const query = new URLSearchParams({ url: watchPage(video), width: "1280" });
  return `/api/oembed.json?${query}`;
}

/**
 * The video's own page on its provider's site, for the 'Watch on YouTube' link: built from the
 * stored provider, id and player address, never from anything pasted.
 */
export function watchPage(video: { provider: string; videoId: string; url: string }) {
  const player = new URL(video.url);
  if (video.provider === "youtube") {
    const start = player.searchParams.get("start");
    return `https://www.youtube.com/watch?v=${video.videoId}${start ? `&t=${start}s` : ""}`;
  }
  if (video.provider === "vimeo") {
    const key = player.searchParams.get("h");
    return `https://vimeo.com/${video.videoId}${key ? `/${key}` : ""}`;
  }
  // The Facebook plugin's href is the video's page, rebuilt by readFacebook.
  return player.searchParams.get("href") ?? `https://www.facebook.com/watch/?v=${video.videoId}`;
}

/** The player address loaded once the visitor presses play: it starts at once. */
export function playerUrl(video: { provider: string; url: string }) {
  const url = new URL(video.url);
  url.searchParams.set("autoplay", video.provider === "facebook" ? "true" : "1");
  return url.toString();
}
