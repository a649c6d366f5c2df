import { useCallback, useState } from "react";

// Sends a validated form as JSON to the REST API and turns the answer into the spec's outcomes
// (section 8): success; a non-success answer with the server's message; a request that threw.

export type SubmissionOutcome =
  | { kind: "success" }
  | { kind: "refused"; message: string }
  | { kind: "failed"; message: string };

export const REFUSED_FALLBACK = "Could not process the request. Please try again.";
export const FAILED_FALLBACK = "An unexpected error occurred. Please try again later.";

type Answer = { success?: boolean; message?: unknown; errors?: Record<string, string> };

async function readAnswer(response: Response): Promise<Answer> {
  try {
    return (await response.json()) as Answer;
  } catch {
    return {}; // e.g. an HTML error page from a proxy
  }
}

export function useJsonSubmission(url: string) {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<SubmissionOutcome | null>(null);

  const submit = useCallback(
    async (payload: object): Promise<{ ok: boolean; errors?: Record<string, string> }> => {
      setSending(true);
      try {
        const response = await fetch(url, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify(payload),
        });
        const answer = await readAnswer(response);
        if (response.ok || answer.success === true) {
          setOutcome({ kind: "success" });
          return { ok: true };
        }
        const message = typeof answer.message === "string" ? answer.message : REFUSED_FALLBACK;
        setOutcome({ kind: "refused", message });
        return { ok: false, errors: answer.errors };
      } catch {
        // fetch only throws when no answer came back (offline, connection cut); the browser's
        // own wording ("Failed to fetch") tells a visitor nothing, so the spec's fallback is used.
        setOutcome({ kind: "failed", message: FAILED_FALLBACK });
        return { ok: false };
      } finally {
        setSending(false);
      }
    },
    [url],
  );

  const dismiss = useCallback(() => setOutcome(null), []);
  return { sending, outcome, submit, dismiss };
}
