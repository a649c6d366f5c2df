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
  failed: {
    title: "Something went wrong",
    message: "We could not show this page. Please try again in a moment.",
  },
} as const satisfies Record<string, StatusPageCopy>;
