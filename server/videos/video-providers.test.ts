import { describe, expect, it } from "vitest";
import {
  playerUrl,
  providersWithThumbnails,
  thumbnailPaths,
  vimeoOembedPath,
  watchPage,
} from "./video-providers.ts";

describe("thumbnails and player addresses", () => {
  it("derives the YouTube thumbnail's paths from the video id, best first, and gives others none", () => {
    expect(thumbnailPaths({ provider: "youtube", videoId: "aqz-KE-bpKQ" })).toEqual([
      "/vi/aqz-KE-bpKQ/maxresdefault.jpg",
      "/vi/aqz-KE-bpKQ/sddefault.jpg",
      "/vi/aqz-KE-bpKQ/hqdefault.jpg",
    ]);
    expect(thumbnailPaths({ provider: "vimeo", videoId: "76979871" })).toEqual([]);
    expect(thumbnailPaths({ provider: "facebook", videoId: "10153231379946729" })).toEqual([]);
    // Only an id of YouTube's shape reaches the path: nothing can climb out of /vi/.
    expect(thumbnailPaths({ provider: "youtube", videoId: "../../x" })).toEqual([]);
    expect(thumbnailPaths({ provider: "youtube", videoId: "aqz-KE-bpK%" })).toEqual([]);
  });

  it("lists exactly the providers whose thumbnails the server looks up", () => {
    const lookups = {
      youtube: thumbnailPaths({ provider: "youtube", videoId: "aqz-KE-bpKQ" }).length > 0,
      vimeo: vimeoOembedPath({
        provider: "vimeo",
        videoId: "76979871",
        url: "https://player.vimeo.com/video/76979871",
      }),
      facebook: false,
    };
    for (const [provider, lookup] of Object.entries(lookups)) {
      expect(providersWithThumbnails.includes(provider as "youtube"), provider).toBe(
        Boolean(lookup),
      );
    }
  });

  it("asks Vimeo's oEmbed about the video's public address, unlisted key included", () => {
    const path = (url: string, videoId = "76979871") =>
      new URL(vimeoOembedPath({ provider: "vimeo", videoId, url }) ?? "/", "https://vimeo.com");
    const listed = path("https://player.vimeo.com/video/76979871");
    expect(listed.pathname).toBe("/api/oembed.json");
    expect(listed.searchParams.get("url")).toBe("https://vimeo.com/76979871");
    expect(listed.searchParams.get("width")).toBe("1280");
    expect(
      path("https://player.vimeo.com/video/76979871?h=8f2b3c4d5e").searchParams.get("url"),
    ).toBe("https://vimeo.com/76979871/8f2b3c4d5e");
    expect(
      vimeoOembedPath({ provider: "vimeo", videoId: "../x", url: "https://player.vimeo.com/" }),
    ).toBeNull();
    expect(
      vimeoOembedPath({ provider: "youtube", videoId: "aqz-KE-bpKQ", url: "https://x.example" }),
    ).toBeNull();
  });

  it("links each video to its page on the provider's own site", () => {
    expect(
      watchPage({
        provider: "youtube",
        videoId: "aqz-KE-bpKQ",
        url: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?start=42",
      }),
    ).toBe("https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=42s");
    expect(
      watchPage({
        provider: "vimeo",
        videoId: "76979871",
        url: "https://player.vimeo.com/video/76979871?h=8f2b3c4d5e",
      }),
    ).toBe("https://vimeo.com/76979871/8f2b3c4d5e");
    const href = "https://www.facebook.com/watch/?v=10153231379946729";
    expect(
      watchPage({
        provider: "facebook",
        videoId: "10153231379946729",
        url: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(href)}&show_text=false`,
      }),
    ).toBe(href);
  });

  it("starts the player at once when the visitor has pressed play", () => {
    expect(
      playerUrl({
        provider: "youtube",
        url: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?start=42",
      }),
    ).toBe("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?start=42&autoplay=1");
    expect(
      playerUrl({
        provider: "facebook",
        url: "https://www.facebook.com/plugins/video.php?href=x&show_text=false",
      }),
    ).toBe("https://www.facebook.com/plugins/video.php?href=x&show_text=false&autoplay=true");
  });
});
