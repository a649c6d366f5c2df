import { attachProviderDetails } from "./add-video.ts";
import { parseVideoInput } from "./embed-parser.ts";
import { countVideos, insertVideo } from "./video-repository.ts";

// Sample videos for the embedded default, pasted the way an admin would (embed codes and share
// links), so they pass through the same parser. Blender Foundation open movies: freely licensed.
const samples: Array<{ code: string; title: string }> = [
  {
    title: "Big Buck Bunny — Blender open movie",
    code: `<iframe width="560" height="315" src="https://www.youtube.com/embed/aqz-KE-bpKQ?si=seed" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>`,
  },
  {
    title: "Sintel — Blender open movie",
    code: "https://youtu.be/eRsGyueVLvQ",
  },
  {
    title: "Tears of Steel — Blender open movie",
    code: `<iframe src="https://www.youtube-nocookie.com/embed/R6MlUcmOul8" allowfullscreen></iframe>`,
  },
  {
    title: "The new Vimeo player",
    code: `<iframe src="https://player.vimeo.com/video/76979871?badge=0&amp;autopause=0" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" title="The New Vimeo Player"></iframe>`,
  },
];

/** Adds the samples to an empty video table; answers how many were added. */
export async function seedSampleVideos() {
  if ((await countVideos()) > 0) return 0;
  const added: Array<Promise<boolean>> = [];
  for (const sample of samples) {
    const parsed = parseVideoInput(sample.code);
    if (!parsed.ok) throw new Error(`sample video refused: ${parsed.message}`);
    const insertedId = await insertVideo(parsed.video, sample.title);
    // Thumbnails are fetched side by side: offline (or with the origin down) the seed waits one
    // fetch timeout at most, and those videos get the poster.
    if (insertedId) added.push(attachProviderDetails(insertedId, parsed.video));
    // Distinct creation times keep "newest first" stable: the last sample shows first.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all(added);
  return added.length;
}
