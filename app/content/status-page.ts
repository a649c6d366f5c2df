import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { pageTitle } from "#app/lib/site-name.ts";
import { type StatusPageCopy, statusPages } from "./status-pages.ts";

/** The status page for an error a loader threw (or anything else that went wrong). */
export function statusPageFor(error: unknown): StatusPageCopy {
  if (isRouteErrorResponse(error) && error.status === 404) return statusPages.notFound;
  if (isRouteErrorResponse(error) && error.status === 403) {
    return error.data?.reason === "confirm-email"
      ? statusPages.confirmFirst
      : statusPages.forbidden;
  }
  return statusPages.failed;
}

/** The head of an error page: the site's title pattern, and kept out of search indexes. */
export function statusMeta(copy: StatusPageCopy): MetaDescriptor[] {
  return [{ title: pageTitle(copy.title) }, { name: "robots", content: "noindex" }];
}
