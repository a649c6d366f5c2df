// The pages shown instead of a route's own: the spec's not-found page (its two sentences, word for
// word), and the forbidden and failure pages. The error boundaries render them and the meta
// functions title them, from this one list.

export type StatusPageCopy = { title: string; message: string };

export const statusPages = {
  notFound: {
    title: "404 - Page Not Found",
    message: "Oops! The page you are looking for does not exist.",
  },
  forbidden: {
    title: "403 - Access denied",
    message: "You do not have permission to view this page.",
  },
  /** An unconfirmed account: the owner's address among them, before its mailed link (ADR 0133). */
  confirmFirst: {
    title: "403 - Access denied",
    message:
      "You do not have permission to view this page. If this is the site owner's address, follow the link we mailed to it and choose your password there first.",
  },
  failed: {
    title: "Something went wrong",
    message: "We could not show this page. Please try again in a moment.",
  },
} as const satisfies Record<string, StatusPageCopy>;
