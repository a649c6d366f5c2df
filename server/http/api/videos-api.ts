import express from "express";
import { z } from "zod";
import { titleMaxLength } from "#app/lib/video-schema.ts";
import { failure } from "../../result.ts";
import { addVideoFromApi } from "../../videos/add-video.ts";
import { deleteVideo, isVideoRecordId, listVideos } from "../../videos/video-repository.ts";
import { requireApiEditor } from "../api-guards.ts";
import { sendFailure } from "../failure-status.ts";
import { formJson } from "../json-body.ts";

// REST handlers for the videos domain (spec section 7), mounted under /api.
export const videosApi = express.Router();

const addVideoBody = z.object({
  // Numbers are accepted for the id: Vimeo and Facebook ids are numeric and older clients sent them so.
  id: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .optional(),
  url: z.string({ error: "url is required" }).trim().min(1, "url is required").max(10_000),
  title: z
    .string()
    .trim()
    .max(titleMaxLength)
    .optional()
    .transform((value) => (value ? value : undefined)),
});

videosApi.get("/allVideos", async (_req, res) => {
  res.set("Cache-Control", "no-store");
  res.json(await listVideos());
});

videosApi.post("/addVideo", requireApiEditor, formJson, async (req, res) => {
  const body = addVideoBody.safeParse(req.body ?? {});
  if (!body.success) {
    sendFailure(res, failure("invalid", body.error.issues[0]?.message ?? "url is required"));
    return;
  }
  const result = await addVideoFromApi(body.data);
  if (!result.ok) {
    sendFailure(res, result);
    return;
  }
  res.status(201).json({
    acknowledged: true,
    insertedId: result.id,
    id: result.video.videoId,
    url: result.video.url,
  });
});

videosApi.delete("/deleteVideo/:id", requireApiEditor, async (req, res) => {
  const id = String(req.params.id);
  if (!isVideoRecordId(id)) {
    sendFailure(res, failure("invalid", "That is not a valid video record id."));
    return;
  }
  if (!(await deleteVideo(id))) {
    sendFailure(res, failure("not-found", "No video with that id."));
    return;
  }
  res.json({ acknowledged: true, deletedCount: 1 });
});
