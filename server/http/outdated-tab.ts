import type { RequestHandler } from "express";

// Every route is in the first page's manifest (ADR 0158), so React Router serves no
// /__manifest. A tab opened before that still asks for it when a link appears or is followed;
// React Router's own answer to an outdated tab (204 with X-Remix-Reload-Document) makes it load
// the next page as a document, with no matching of the paths it sent.

export const reloadOutdatedTab: RequestHandler = (_req, res) => {
  res.status(204).set("X-Remix-Reload-Document", "true").set("Cache-Control", "no-store").end();
};
