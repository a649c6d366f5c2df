import { describe, expect, it } from "vitest";
import { playerUrl, thumbnailPath } from "./video-providers.ts";

describe("thumbnails and player addresses", () => {
  it("derives the YouTube thumbnail's path from the video id and gives others none", () => {
    expect(thumbnailPath({ provider: "youtube", videoId: "aqz-KE-bpKQ" })).toBe(
      "/vi/aqz-KE-bpKQ/hqdefault.jpg",
    );
    expect(thumbnailPath({ provider: "vimeo", videoId: "76979871" })).toBeNull();
    expect(thumbnailPath({ provider: "facebook", videoId: "10153231379946729" })).toBeNull();
    // Only an id of YouTube's shape reaches the path: nothing can climb out of /vi/.
    expect(thumbnailPath({ provider: "youtube", videoId: "../../x" })).toBeNull();
    expect(thumbnailPath({ provider: "youtube", videoId: "aqz-KE-bpK%" })).toBeNull();
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
