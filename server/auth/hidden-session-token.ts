// Better Auth's sign-in and sign-up answers carry the session token in their JSON, and
// get-session carries it in session.token (review I3). The token is what the httpOnly cookie
// holds, so a script that could read those answers would get what the cookie keeps from it. No
// page or client of ours reads it (the cookie is the session), so answers over HTTP leave it out.
// In-process calls (the pages' own) keep it: sign-up uses it to close the session it opens.

const TOKEN_ANSWERS = new Set(["/sign-in/email", "/sign-up/email", "/get-session"]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The answer without the session token, or null when there is nothing to take out. */
export function withoutSessionToken(path: string, answer: unknown) {
  if (!TOKEN_ANSWERS.has(path) || !isRecord(answer)) return null;
  if ("token" in answer) {
    const { token: _, ...rest } = answer;
    return rest;
  }
  if (isRecord(answer.session) && "token" in answer.session) {
    const { token: _, ...session } = answer.session;
    return { ...answer, session };
  }
  return null;
}
