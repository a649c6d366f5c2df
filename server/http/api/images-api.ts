import express, { type ErrorRequestHandler } from "express";
import { ImageRejected, maxUploadBytes } from "../../images/image-pipeline.ts";
import { saveUploadedImage } from "../../images/image-service.ts";
import { absoluteUrl } from "../../news/news-view.ts";
import { requireApiAdmin, sessionUserOf } from "../api-guards.ts";
import { answerTooLarge, IMAGE_TOO_LARGE } from "../body-limits.ts";

// POST /api/images: the image upload, answering like the original image host did
// ({ success, data: { url } }), so the Add News flow keeps its shape (ADR 0030).
export const imagesApi = express.Router();

imagesApi.post(
  "/images",
  requireApiAdmin,
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
    try {
      const bytes = Buffer.from(await file.arrayBuffer());
      const image = await saveUploadedImage(bytes, { uploadedBy: sessionUserOf(res).id });
      res.status(201).json({
        success: true,
        data: {
          url: absoluteUrl(image.url),
          width: image.width,
          height: image.height,
        },
      });
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error;
      res.status(error.status).json({ success: false, message: error.message });
    }
  },
);

const onUploadError: ErrorRequestHandler = (error, req, res, next) => {
  if (error?.type === "entity.too.large") {
    answerTooLarge(req, res, { message: IMAGE_TOO_LARGE });
    return;
  }
  next(error);
};
imagesApi.use(onUploadError);
