import { fromNodeHeaders } from "better-auth/node";
import express from "express";
import { getSessionUser } from "../../auth/session-user.ts";
import { publicPage } from "../../cache/public-page.ts";
import { saveArticle } from "../../news/article-submission.ts";
import { bodiesOf, bodyImageSizes } from "../../news/body-image-sizes.ts";
import { publicNewsHeaders } from "../../news/news-cache.ts";
import { canonicalCursor } from "../../news/news-cursor.ts";
import {
  articleNotFound,
  getNews,
  getPublicNews,
  listPublicNews,
} from "../../news/news-repository.ts";
import { moveNewsToTrash } from "../../news/news-trash.ts";
import { apiArticle, articleSections, savedArticle } from "../../news/news-view.ts";
import { emailArticle } from "../../newsletter/email-article.ts";
import { failure } from "../../result.ts";
import { requireApiEditor, sessionUserOf } from "../api-guards.ts";
import { sendFailure } from "../failure-status.ts";
import { articleJson } from "../json-body.ts";
import { sendCached } from "../send-cached.ts";

// REST handlers for the news domain (spec section 7), mounted under /api.
export const newsApi = express.Router();

const notFound = () => failure("not-found", articleNotFound);

// A page of the list is at most 100 articles, 50 unless `?limit=` asks: the old default of 500
// full articles was 4.1 MB and ~0.4 s of one process per request, and ten strangers asking for it
// together stalled the site (attack review of 2026-11-28). A client wanting them all follows the
// `Link: rel="next"` header, as it already could.
const defaultPage = 50;
const maxPage = 100;

/**
 * The list is the same for everyone (published articles only), so each distinct query is kept
 * in the page cache (server/cache/public-page.ts) rather than a cache of its own: one render per
 * key at a time, compressed once, retired by the same signal that retires pages whenever news
 * changes (in any process, or a scheduled article coming due), ETag and 304 included. A flood of
 * one query costs one database read and one JSON render per change. Its keys never start with
 * "/", so a page's key can never name one, and the hit path before Express never serves it.
 */
function listKey(limit: number, category: string | undefined, cursor: string | undefined) {
  const query = new URLSearchParams({ limit: String(limit) });
  if (category) query.set("category", category);
  if (cursor) query.set("after", cursor);
  return `api:allNews?${query}`;
}

async function renderList(limit: number, category: string | undefined, cursor?: string) {
  const page = await listPublicNews({ category, cursor, limit });
  const headers = new Headers(publicNewsHeaders);
  headers.set("Content-Type", "application/json; charset=utf-8");
  if (page.nextCursor) {
    const next = new URLSearchParams({ limit: String(limit), after: page.nextCursor });
    if (category) next.set("category", category);
    headers.set("Link", `</api/allNews?${next}>; rel="next"`);
  }
  return new Response(JSON.stringify(page.items.map((row) => apiArticle(row))), { headers });
}

/** Published articles, newest first; `?category=`, `?limit=` and the `Link` header page through. */
newsApi.get("/allNews", async (req, res) => {
  const limit = Math.min(Math.max(Number(req.query.limit) || defaultPage, 1), maxPage);
  const category = typeof req.query.category === "string" ? req.query.category : undefined;
  // A malformed cursor reads as none (news-cursor.ts): it shares the first page's entry.
  const cursor = canonicalCursor(typeof req.query.after === "string" ? req.query.after : undefined);
  const outcome = await publicPage(
    listKey(limit, category, cursor),
    () => renderList(limit, category, cursor),
    publicNewsHeaders["Cache-Control"],
  );
  // renderList answers 200 with public headers or throws, so the outcome is always a stored page.
  if (outcome.kind !== "page") throw new Error(`allNews was answered as ${outcome.kind}`);
  sendCached(req, res, outcome.page);
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
newsApi.post("/news/preview", requireApiEditor, articleJson, async (req, res) => {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const fields = {
    body1: bodyText(body.body1),
    body2: bodyText(body.body2),
    body3: bodyText(body.body3),
    conclusion: bodyText(body.conclusion),
  };
  const sections = articleSections(fields, { sizes: await bodyImageSizes(bodiesOf(fields)) });
  res.set("Cache-Control", "private, no-store").json({ success: true, sections });
});

newsApi.post("/addNew", requireApiEditor, articleJson, async (req, res) => {
  // Optional `sendToSubscribers: true` (issue 34): the article is emailed when it goes live.
  const send = (req.body as { sendToSubscribers?: unknown } | undefined)?.sendToSubscribers;
  if (send !== undefined && typeof send !== "boolean") {
    sendFailure(res, failure("invalid", "sendToSubscribers must be true or false."));
    return;
  }
  const result = await saveArticle(req.body);
  if (!result.ok) {
    sendFailure(res, result);
    return;
  }
  const emailed = send ? await emailArticle(result.row.id, sessionUserOf(res).id) : undefined;
  // The spec's answer, plus where the article now stands for the editor's confirmation.
  res.status(201).json({
    success: true,
    acknowledged: true,
    insertedId: result.row.id,
    saved: savedArticle(result.row),
    ...(emailed ? { sendToSubscribers: emailed.ok } : {}),
  });
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
  // To the trash (ADR 0161): gone from every public page and API at once, restorable by an editor.
  const [deleted] = await moveNewsToTrash([String(req.params.id)]);
  if (!deleted) sendFailure(res, notFound());
  else res.json({ success: true, acknowledged: true, deletedCount: 1 });
});
