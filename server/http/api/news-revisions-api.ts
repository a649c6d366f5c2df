import express from "express";
import { bodiesOf, bodyImageSizes } from "../../news/body-image-sizes.ts";
import { articleNotFound, getNews } from "../../news/news-repository.ts";
import {
  autosaveArticle,
  discardAutosave,
  getRevision,
  goneImagesOf,
  listRevisions,
} from "../../news/news-revisions.ts";
import { articleSections } from "../../news/news-view.ts";
import { failure } from "../../result.ts";
import { requireApiEditor, sessionUserOf } from "../api-guards.ts";
import { sendFailure } from "../failure-status.ts";
import { articleJson } from "../json-body.ts";

// An article's revisions and the editor's autosave (ADR 0107, 0108), mounted under /api. The
// newsroom's only (editors and admins), never cached: drafts and unsaved text live here.
export const newsRevisionsApi = express.Router();

newsRevisionsApi.use("/news/:id/", requireApiEditor, (_req, res, next) => {
  res.set("Cache-Control", "private, no-store");
  next();
});

const notFound = () => failure("not-found", articleNotFound);

newsRevisionsApi.get("/news/:id/revisions", async (req, res) => {
  const article = await getNews(String(req.params.id));
  if (!article) sendFailure(res, notFound());
  else res.json({ success: true, revisions: await listRevisions(article.id) });
});

/** One revision's fields, and its body rendered as the article page would show it. */
newsRevisionsApi.get("/news/:id/revisions/:revisionId", async (req, res) => {
  const article = await getNews(String(req.params.id));
  const revision = article && (await getRevision(article.id, String(req.params.revisionId)));
  if (!revision) {
    sendFailure(res, failure("not-found", "Revision not found."));
    return;
  }
  res.json({
    success: true,
    revision: {
      id: revision.id,
      kind: revision.kind,
      savedAt: revision.createdAt.toISOString(),
      savedBy: revision.savedByName || "Someone",
      fields: revision.fields,
      sections: articleSections(revision.fields, {
        sizes: await bodyImageSizes(bodiesOf(revision.fields)),
      }),
      // Pictures deleted from the media library since: restoring leaves them out.
      ...(await goneImagesOf(revision.fields)),
    },
  });
});

newsRevisionsApi.post("/news/:id/autosave", articleJson, async (req, res) => {
  const result = await autosaveArticle(String(req.params.id), req.body);
  if (!result.ok) sendFailure(res, result);
  else res.json({ success: true, savedAt: result.savedAt });
});

newsRevisionsApi.delete("/news/:id/autosave", async (req, res) => {
  const article = await getNews(String(req.params.id));
  if (!article) sendFailure(res, notFound());
  else {
    const discarded = await discardAutosave(article.id, sessionUserOf(res).id);
    res.json({ success: true, discarded });
  }
});
