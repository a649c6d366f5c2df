/**
 * The one way a loader or action says "no such page or record": `throw notFound()`. The server
 * answers 404, and a page's error boundary (the root's, unless the route has its own) shows the
 * spec's not-found page; a resource route (a feed, a sitemap file) answers the text as it is.
 */
export function notFound(message = "Not Found") {
  return new Response(message, { status: 404 });
}
