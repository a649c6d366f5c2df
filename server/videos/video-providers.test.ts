import { describe, expect, it } from "vitest";
import { playerUrl, providersWithThumbnails, thumbnailPaths } from "./video-providers.ts";

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

  it("lists exactly the providers that have address-derived thumbnails", () => {
    for (const provider of ["youtube", "vimeo", "facebook"]) {
      const paths = thumbnailPaths({ provider, videoId: "aqz-KE-bpKQ" });
      expect(providersWithThumbnails.includes(provider as "youtube"), provider).toBe(
        paths.length > 0,
      );
    }
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
