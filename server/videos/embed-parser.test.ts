import { describe, expect, it } from "vitest";
import { parseVideoInput } from "./embed-parser.ts";

// A corpus of what admins really paste: the providers' own "Share → Embed" codes (as copied in
// 2024-2026), their older forms, share links, and hostile inputs.

const accepted: Array<[string, string, { provider: string; videoId: string; url: string }]> = [
  [
    "YouTube share → embed code",
    `<iframe width="560" height="315" src="https://www.youtube.com/embed/aqz-KE-bpKQ?si=Q3sB0-x1Y2z3abcd" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>`,
    {
      provider: "youtube",
      videoId: "aqz-KE-bpKQ",
      url: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
    },
  ],
  [
    "YouTube privacy-enhanced embed code with a start time",
    `<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/eRsGyueVLvQ?start=42" frameborder="0" allowfullscreen></iframe>`,
    {
      provider: "youtube",
      videoId: "eRsGyueVLvQ",
      url: "https://www.youtube-nocookie.com/embed/eRsGyueVLvQ?start=42",
    },
  ],
  [
    "old protocol-relative YouTube embed, single quotes, upper-case tags",
    `<IFRAME WIDTH='420' HEIGHT='315' SRC='//www.youtube.com/embed/R6MlUcmOul8' FRAMEBORDER='0' ALLOWFULLSCREEN></IFRAME>`,
    {
      provider: "youtube",
      videoId: "R6MlUcmOul8",
      url: "https://www.youtube-nocookie.com/embed/R6MlUcmOul8",
    },
  ],
  [
    "unquoted src, entities and line breaks inside the tag",
    `<iframe\n   class="video"\n   src=https://www.youtube.com/embed/aqz-KE-bpKQ?rel=0&amp;controls=1\n   data-x="a>b"\n></iframe>`,
    {
      provider: "youtube",
      videoId: "aqz-KE-bpKQ",
      url: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
    },
  ],
  [
    "embed code wrapped in a responsive div, with surrounding text and whitespace",
    `\n\n  <p>Watch:</p>\n<div style="position:relative;padding-bottom:56.25%"><iframe style="position:absolute;inset:0" src="https://www.youtube.com/embed/eRsGyueVLvQ" allowfullscreen></iframe></div>  \n`,
    {
      provider: "youtube",
      videoId: "eRsGyueVLvQ",
      url: "https://www.youtube-nocookie.com/embed/eRsGyueVLvQ",
    },
  ],
  [
    "YouTube watch address",
    "https://www.youtube.com/watch?v=aqz-KE-bpKQ&list=PL123&index=2",
    {
      provider: "youtube",
      videoId: "aqz-KE-bpKQ",
      url: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
    },
  ],
  [
    "YouTube mobile watch address without a scheme",
    "m.youtube.com/watch?v=eRsGyueVLvQ",
    {
      provider: "youtube",
      videoId: "eRsGyueVLvQ",
      url: "https://www.youtube-nocookie.com/embed/eRsGyueVLvQ",
    },
  ],
  [
    "youtu.be share link with a time",
    "  https://youtu.be/R6MlUcmOul8?si=abc&t=1m30s  ",
    {
      provider: "youtube",
      videoId: "R6MlUcmOul8",
      url: "https://www.youtube-nocookie.com/embed/R6MlUcmOul8?start=90",
    },
  ],
  [
    "YouTube Shorts address",
    "https://youtube.com/shorts/aqz-KE-bpKQ?feature=share",
    {
      provider: "youtube",
      videoId: "aqz-KE-bpKQ",
      url: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
    },
  ],
  [
    "YouTube live address over http",
    "http://www.youtube.com/live/eRsGyueVLvQ",
    {
      provider: "youtube",
      videoId: "eRsGyueVLvQ",
      url: "https://www.youtube-nocookie.com/embed/eRsGyueVLvQ",
    },
  ],
  [
    "Vimeo embed code (with its player.js script)",
    `<div style="padding:56.25% 0 0 0;position:relative;"><iframe src="https://player.vimeo.com/video/76979871?badge=0&amp;autopause=0&amp;player_id=0&amp;app_id=58479" frameborder="0" allow="autoplay; fullscreen; picture-in-picture; clipboard-write" style="position:absolute;top:0;left:0;width:100%;height:100%;" title="The New Vimeo Player"></iframe></div><script src="https://player.vimeo.com/api/player.js"></script>`,
    { provider: "vimeo", videoId: "76979871", url: "https://player.vimeo.com/video/76979871" },
  ],
  [
    "Vimeo embed code of an unlisted video keeps its key",
    `<iframe src="https://player.vimeo.com/video/1084537?h=a1b2c3d4e5&title=0" width="640" height="360"></iframe>`,
    {
      provider: "vimeo",
      videoId: "1084537",
      url: "https://player.vimeo.com/video/1084537?h=a1b2c3d4e5",
    },
  ],
  [
    "Vimeo page address",
    "https://vimeo.com/1084537",
    { provider: "vimeo", videoId: "1084537", url: "https://player.vimeo.com/video/1084537" },
  ],
  [
    "Vimeo unlisted share address",
    "https://vimeo.com/76979871/0f1e2d3c4b",
    {
      provider: "vimeo",
      videoId: "76979871",
      url: "https://player.vimeo.com/video/76979871?h=0f1e2d3c4b",
    },
  ],
  [
    "Vimeo channel address",
    "https://vimeo.com/channels/staffpicks/76979871",
    { provider: "vimeo", videoId: "76979871", url: "https://player.vimeo.com/video/76979871" },
  ],
  [
    "Facebook video plugin embed code",
    `<iframe src="https://www.facebook.com/plugins/video.php?height=314&href=https%3A%2F%2Fwww.facebook.com%2Ffacebook%2Fvideos%2F10153231379946729%2F&show_text=false&width=560&t=0" width="560" height="314" style="border:none;overflow:hidden" scrolling="no" frameborder="0" allowfullscreen="true" allow="autoplay; clipboard-write; encrypted-media; picture-in-picture; web-share" allowFullScreen="true"></iframe>`,
    {
      provider: "facebook",
      videoId: "10153231379946729",
      url: "https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Ffacebook%2Fvideos%2F10153231379946729%2F&show_text=false",
    },
  ],
  [
    "Facebook page video address",
    "https://www.facebook.com/ChannelS.tv/videos/1234567890123456/",
    {
      provider: "facebook",
      videoId: "1234567890123456",
      url: "https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2FChannelS.tv%2Fvideos%2F1234567890123456%2F&show_text=false",
    },
  ],
  [
    "older Facebook video address with a vb. segment",
    "https://web.facebook.com/facebook/videos/vb.20531316728/10153231379946729/?type=2",
    {
      provider: "facebook",
      videoId: "10153231379946729",
      url: "https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Ffacebook%2Fvideos%2F10153231379946729%2F&show_text=false",
    },
  ],
  [
    "Facebook watch address",
    "https://www.facebook.com/watch/?v=987654321012345",
    {
      provider: "facebook",
      videoId: "987654321012345",
      url: "https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fwatch%2F%3Fv%3D987654321012345&show_text=false",
    },
  ],
];

describe("parseVideoInput accepts real embed codes and addresses", () => {
  it.each(accepted)("%s", (_name, input, expected) => {
    expect(parseVideoInput(input)).toEqual({ ok: true, video: expected });
  });

  it("accepts several iframes when they are the same video", () => {
    const code = `<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ"></iframe>
      <noscript><iframe src="https://youtu.be/aqz-KE-bpKQ"></iframe></noscript>
      <iframe src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ"></iframe>`;
    const result = parseVideoInput(code);
    expect(result.ok && result.video.videoId).toBe("aqz-KE-bpKQ");
  });

  it("keeps nothing of the pasted HTML: extra attributes and handlers are dropped", () => {
    const result = parseVideoInput(
      `<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ?autoplay=1&mute=1" onload="alert(1)" srcdoc="<script>alert(2)</script>" style="display:none"></iframe><script>alert(3)</script>`,
    );
    expect(result).toEqual({
      ok: true,
      video: {
        provider: "youtube",
        videoId: "aqz-KE-bpKQ",
        url: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
      },
    });
  });
});

const names = /YouTube, Vimeo (or|and) Facebook/;

const refused: Array<[string, string, RegExp]> = [
  ["empty input", "   \n ", /^Iframe code is required$/],
  ["javascript: src", `<iframe src="javascript:alert(document.cookie)"></iframe>`, /https:\/\//],
  [
    "javascript: src hidden by entities and case",
    `<iframe src="JaVa&#x53;cript:alert(1)"></iframe>`,
    /https:\/\//,
  ],
  [
    "data: src",
    `<iframe src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></iframe>`,
    /https:\/\//,
  ],
  ["javascript: address pasted as a URL", "javascript:alert(1)//youtube.com/watch?v=x", /https/],
  [
    "look-alike domain with the real name as a prefix",
    `<iframe src="https://youtube.com.evil.example/embed/aqz-KE-bpKQ"></iframe>`,
    /youtube\.com\.evil\.example is not an accepted video site/,
  ],
  [
    "look-alike domain with the real name as a suffix",
    "https://www.notyoutube.com/watch?v=aqz-KE-bpKQ",
    /www\.notyoutube\.com is not an accepted video site/,
  ],
  [
    "real name in the user-info part",
    "https://www.youtube.com@evil.example/embed/aqz-KE-bpKQ",
    /evil\.example is not an accepted video site/,
  ],
  [
    "backslash trick",
    "https://evil.example\\@www.youtube.com/embed/aqz-KE-bpKQ",
    /evil\.example is not an accepted video site/,
  ],
  [
    "real name only in the query",
    `<iframe src="https://evil.example/?u=https://www.youtube.com/embed/aqz-KE-bpKQ"></iframe>`,
    /evil\.example is not an accepted video site/,
  ],
  ["a non-default port", "https://www.youtube.com:8443/embed/aqz-KE-bpKQ", /port/],
  ["credentials on a real host", "https://user:pw@www.youtube.com/embed/aqz-KE-bpKQ", /user name/],
  [
    "an unknown provider",
    `<iframe src="https://www.dailymotion.com/embed/video/x8abc"></iframe>`,
    names,
  ],
  [
    "script tags and no iframe",
    `<script src="https://www.youtube.com/iframe_api"></script>`,
    /No <iframe>/,
  ],
  [
    "event handlers on a non-iframe element",
    `<img src="x" onerror="alert(1)"><svg onload="alert(2)"></svg>`,
    /No <iframe>/,
  ],
  ["an iframe with no src", `<iframe srcdoc="<p>hi</p>" width="560"></iframe>`, /no src address/],
  ["an iframe with an empty src", `<iframe src="  "></iframe>`, /no src address/],
  [
    "an iframe in a comment only",
    `<!-- <iframe src="https://youtu.be/aqz-KE-bpKQ"></iframe> -->`,
    /No <iframe>/,
  ],
  [
    "iframe text inside a script is not an iframe",
    `<script>document.write('<iframe src="https://youtu.be/aqz-KE-bpKQ"></iframe>')</script>`,
    /No <iframe>/,
  ],
  [
    "two different videos",
    `<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ"></iframe><iframe src="https://player.vimeo.com/video/76979871"></iframe>`,
    /holds 2 iframes/,
  ],
  [
    "a good video smuggled beside a hostile iframe",
    `<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ"></iframe><iframe src="https://evil.example/"></iframe>`,
    /holds 2 iframes/,
  ],
  [
    "a YouTube playlist",
    `<iframe src="https://www.youtube.com/embed/videoseries?list=PL1"></iframe>`,
    /YouTube address does not point to a single video/,
  ],
  ["a YouTube channel page", "https://www.youtube.com/@SomeChannel", /single video/],
  [
    "a YouTube id of the wrong shape",
    "https://youtu.be/aqz-KE-bpKQ%22onload%3Dalert(1)",
    /single video/,
  ],
  [
    "a Vimeo profile",
    "https://vimeo.com/blender",
    /Vimeo address does not point to a single video/,
  ],
  [
    "a Facebook plugin pointing outside Facebook",
    "https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3Daqz-KE-bpKQ",
    /Facebook address does not point to a single video/,
  ],
  [
    "a Facebook plugin nested in a plugin",
    "https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fplugins%2Fvideo.php%3Fhref%3Dx",
    /single video/,
  ],
  ["a Facebook profile page", "https://www.facebook.com/ChannelS.tv", /single video/],
  ["plain text", "my favourite video", /not a valid web address|not an accepted video site/],
  [
    "a huge paste",
    `<iframe src="https://youtu.be/aqz-KE-bpKQ"></iframe>${" ".repeat(5)}${"x".repeat(10_001)}`,
    /too long/,
  ],
];

describe("parseVideoInput refuses everything else with a clear message", () => {
  it.each(refused)("%s", (_name, input, message) => {
    const result = parseVideoInput(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });

  it("names what is accepted whenever it refuses pasted code", () => {
    for (const [, input] of refused.slice(1)) {
      const result = parseVideoInput(input);
      if (!result.ok) expect(result.message).toMatch(names);
    }
  });
});
