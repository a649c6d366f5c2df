import { data, isRouteErrorResponse } from "react-router";

// The spec's outcomes of sending a public form (section 8): success; a non-success answer with
// the server's message; a request that got no usable answer.

export type SubmissionOutcome =
  | { kind: "success" }
  | { kind: "refused"; message: string }
  | { kind: "failed"; message: string };

export const REFUSED_FALLBACK = "Could not process the request. Please try again.";
export const FAILED_FALLBACK = "An unexpected error occurred. Please try again later.";

/** What a public form's action answers a fetcher (in place), and what its clientAction adds. */
export type PublicFormAnswer = {
  sent?: boolean;
  message?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
  failed?: string;
};

/**
 * A public form route's clientAction: the server's answer as it is, and a request that threw
 * turned into an answer, so the form shows the spec's dialog rather than the error page. The
 * browser's own wording ("Failed to fetch") tells a visitor nothing, so the spec's fallback is used.
 * An error status keeps React Router from loading the page's data again, which would fail the same
 * way and show the error page after all.
 */
export async function answerInPlace<Answer>(serverAction: () => Promise<Answer>) {
  try {
    return await serverAction();
  } catch (error) {
    // An error status without an answer the router can read (a proxy's HTML page).
    if (isRouteErrorResponse(error)) {
      return data({ message: REFUSED_FALLBACK }, { status: error.status });
    }
    return data({ failed: FAILED_FALLBACK }, { status: 503 });
  }
}

export function outcomeOf(answer: PublicFormAnswer): SubmissionOutcome {
  if (answer.sent) return { kind: "success" };
  if (answer.failed) return { kind: "failed", message: answer.failed };
  return { kind: "refused", message: answer.message || REFUSED_FALLBACK };
}
