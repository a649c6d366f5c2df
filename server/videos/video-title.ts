import { eq } from "drizzle-orm";
import type { VideoTitleInput } from "#app/lib/video-schema.ts";
import { recordAdminAction } from "../audit/audit-log.ts";
import { invalidatePublicPages } from "../cache/page-cache.ts";
import { getDb } from "../db/client.ts";
import { video } from "../db/schema/videos.ts";
import { failure, type Result } from "../result.ts";

// An editor renaming a video from the video list (issue 17 item 7). The title is the one the
// gallery shows (and the player's accessible name), so the cached pages start over, and the log
// keeps the old title beside the new one.

export const videoGone = "That video has been deleted.";

export async function renameVideo(input: VideoTitleInput): Promise<Result<{ title: string }>> {
  const [previous] = await getDb()
    .select({ title: video.title })
    .from(video)
    .where(eq(video.id, input.id));
  if (!previous) return failure("not-found", videoGone);
  if (previous.title === input.title) return { ok: true, title: input.title };
  const rows = await getDb()
    .update(video)
    .set({ title: input.title })
    .where(eq(video.id, input.id))
    .returning({ id: video.id });
  if (!rows.length) return failure("not-found", videoGone);
  invalidatePublicPages();
  await recordAdminAction("updated", "video", input.id, {
    title: input.title,
    previousTitle: previous.title,
  });
  return { ok: true, title: input.title };
}
