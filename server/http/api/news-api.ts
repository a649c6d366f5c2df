import { fromNodeHeaders } from "better-auth/node";
import express from "express";
import { getSessionUser } from "../../auth/session-user.ts";
import { saveArticle } from "../../news/article-submission.ts";
import { publicNewsHeaders } from "../../news/news-cache.ts";
import {
  articleNotFound,
  deleteNews,
  getNews,
  getPublicNews,
  listPublicNews,
} from "../../news/news-repository.ts";
import { apiArticle, articleSections, savedArticle } from "../../news/news-view.ts";
import { failure } from "../../result.ts";
import { requireApiEditor } from "../api-guards.ts";
import { sendFailure } from "../failure-status.ts";
import { articleJson } from "../json-body.ts";

// REST handlers for the news domain (spec section 7), mounted under /api.
export const newsApi = express.Router();

const notFound = () => failure("not-found", articleNotFound);
const maxPage = 500;

/** Published articles, newest first; `?category=`, `?limit=` and the `Link` header page through. */
newsApi.get("/allNews", async (req, res) => {
  const limit = Math.min(Math.max(Number(req.query.limit) || maxPage, 1), maxPage);
  const category = typeof req.query.category === "string" ? req.query.category : undefined;
  const cursor = typeof req.query.after === "string" ? req.query.after : undefined;
  const page = await listPublicNews({ category, cursor, limit });
  if (page.nextCursor) {
    const next = new URLSearchParams({ limit: String(limit), after: page.nextCursor });
    if (category) next.set("category", category);
    res.set("Link", `</api/allNews?${next}>; rel="next"`);
  }
  res.set(publicNewsHeaders).json(page.items.map((row) => apiArticle(row)));
});

/** One article; drafts and scheduled ones only for editors and admins. Unknown or malformed ids: 404. */
newsApi.get("/news/:id", async (req, res) => {
  const published = await getPublicNews(String(req.params.id));
  if (published) {
    res.set(publicNewsHeaders).json(apiArticle(published, published.authorName));
    return;
  }
  const unpublished = await getNews(String(req.params.id));
  const user = unpublished ? await getSessionUser(fromNodeHeaders(req.headers)) : null;
  res.set("Cache-Control", "private, no-store");
  if (unpublished && user?.isEditor) {
    res.json(apiArticle(unpublished, unpublished.authorName));
  } else sendFailure(res, notFound());
});

const bodyText = (value: unknown) => (typeof value === "string" ? value.slice(0, 100_000) : "");

/**
 * The editor's live preview: body fields rendered by the one Markdown renderer the article page
 * uses (ADR 0100), so the browser never needs a parser of its own. Nothing is stored.
 */
newsApi.post("/news/preview", requireApiEditor, articleJson, (req, res) => {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const sections = articleSections({
    body1: bodyText(body.body1),
    body2: bodyText(body.body2),
    body3: bodyText(body.body3),
    conclusion: bodyText(body.conclusion),
  });
  res.set("Cache-Control", "private, no-store").json({ success: true, sections });
});

newsApi.post("/addNew", requireApiEditor, articleJson, async (req, res) => {
  const result = await saveArticle(req.body);
  if (!result.ok) sendFailure(res, result);
  else {
    // The spec's answer, plus where the article now stands for the editor's confirmation.
    res.status(201).json({
      success: true,
      acknowledged: true,
      insertedId: result.row.id,
      saved: savedArticle(result.row),
    });
  }
});

newsApi.put("/news/:id", requireApiEditor, articleJson, async (req, res) => {
  const result = await saveArticle(req.body, String(req.params.id));
  if (!result.ok) sendFailure(res, result);
  else {
    res.json({
      success: true,
      acknowledged: true,
      modifiedCount: 1,
      article: apiArticle(result.row),
      saved: savedArticle(result.row),
    });
  }
});

newsApi.delete("/deleteNews/:id", requireApiEditor, async (req, res) => {
  const deleted = await deleteNews(String(req.params.id));
  if (!deleted) sendFailure(res, notFound());
  else res.json({ success: true, acknowledged: true, deletedCount: 1 });
});
