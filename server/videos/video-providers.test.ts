import { describe, expect, it } from "vitest";
import { playerUrl, thumbnailUrl } from "./video-providers.ts";

describe("thumbnails and player addresses", () => {
  it("derives the YouTube thumbnail from the video id and gives others none", () => {
    expect(thumbnailUrl({ provider: "youtube", videoId: "aqz-KE-bpKQ" })).toBe(
      "https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg",
    );
    expect(thumbnailUrl({ provider: "vimeo", videoId: "76979871" })).toBeNull();
    expect(thumbnailUrl({ provider: "youtube", videoId: "../../x" })).toBeNull();
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
