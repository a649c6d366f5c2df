import express, { type ErrorRequestHandler } from "express";
import { mediaSearchSchema } from "#app/lib/media-schema.ts";
import { imageTooLargeMessage, maxUploadBytes } from "../../images/image-pipeline.ts";
import { saveUploadedImage } from "../../images/image-service.ts";
import { listMedia, mediaPageSize } from "../../media/media-library.ts";
import { absoluteUrl } from "../../news/news-view.ts";
import { requireApiEditor, sessionUserOf } from "../api-guards.ts";
import { answerTooLarge } from "../body-limits.ts";
import { statusOf } from "../failure-status.ts";

// POST /api/images: the image upload, answering like the original image host did
// ({ success, data: { url } }), so the Add News flow keeps its shape (ADR 0030).
export const imagesApi = express.Router();

imagesApi.post(
  "/images",
  requireApiEditor,
  // The whole request is read into memory, capped: the limit plus room for the form's framing.
  express.raw({ type: "multipart/form-data", limit: maxUploadBytes + 64 * 1024 }),
  async (req, res) => {
    const type = req.headers["content-type"] ?? "";
    if (!type.startsWith("multipart/form-data") || !Buffer.isBuffer(req.body)) {
      res.status(400).json({ success: false, message: "Send the image as multipart form data." });
      return;
    }
    let file: FormDataEntryValue | null;
    try {
      const form = await new Request("http://upload.invalid/", {
        method: "POST",
        headers: { "content-type": type },
        body: new Uint8Array(req.body),
      }).formData();
      file = form.get("image");
    } catch {
      res.status(400).json({ success: false, message: "The upload could not be read." });
      return;
    }
    if (!(file instanceof File) || file.size === 0) {
      res.status(400).json({ success: false, message: "Image is Required" });
      return;
    }
    const result = await saveUploadedImage(Buffer.from(await file.arrayBuffer()), {
      uploadedBy: sessionUserOf(res).id,
      fileName: file.name,
    });
    if (!result.ok) {
      res.status(statusOf(result)).json({ success: false, message: result.message });
      return;
    }
    res.status(201).json({
      success: true,
      data: {
        url: absoluteUrl(result.image.url),
        width: result.image.width,
        height: result.image.height,
      },
    });
  },
);

/**
 * GET /api/images?page=N&q=…: the library for "Choose from library" (ADR 0131), newest first, a
 * page at a time, searched by file name or alt text as the media library screen is (ADR 0163).
 * Editors only, like the upload: it lists every news image, drafts' included.
 */
imagesApi.get("/images", requireApiEditor, async (req, res) => {
  const { q: query, page } = mediaSearchSchema.parse({
    q: req.query.q ?? "",
    page: req.query.page ?? 1,
  });
  const { items, hasMore } = await listMedia({ query, page });
  const images = items.map(
    ({ url, thumbnail, width, height, fileName, byteSize, uploadedAt, description }) => ({
      url,
      thumbnail,
      width,
      height,
      fileName,
      byteSize,
      uploadedAt,
      description,
    }),
  );
  res.set("Cache-Control", "private, no-store").json({
    success: true,
    data: { images, page, pageSize: mediaPageSize, hasMore },
  });
});

const onUploadError: ErrorRequestHandler = (error, req, res, next) => {
  if (error?.type === "entity.too.large") {
    answerTooLarge(req, res, { message: imageTooLargeMessage });
    return;
  }
  next(error);
};
imagesApi.use(onUploadError);
