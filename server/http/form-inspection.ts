import { containsNul, NUL_MESSAGE } from "#app/lib/text-rules.ts";
import { BodyTooLarge } from "./body-limits.ts";

// What a page accepts before React Router runs a loader or action (ADR 0067). Pages are read
// with GET (and HEAD) and their forms post with POST; a posted form is parsed once here, whole and
// within its limit, so no action ever meets a body it cannot read (a 500 before): past the limit
// it is 413, not a form 415, unreadable 400, text the database cannot store (U+0000) 400. The
// action reads the request's own copy afterwards (the clone tees the stream; the limit bounds it).

const formTypes = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i;

export type Refusal = { status: 400 | 405 | 413 | 415; message: string; allow?: string };

const tooLarge: Refusal = { status: 413, message: "" };

export async function refusedPageRequest(request: Request): Promise<Refusal | null> {
  if (request.method === "GET" || request.method === "HEAD") return null;
  if (request.method !== "POST") {
    return { status: 405, message: "Method not allowed.", allow: "GET, HEAD, POST" };
  }
  if (!formTypes.test(request.headers.get("content-type") ?? "")) {
    return {
      status: 415,
      message: "Send the form as application/x-www-form-urlencoded or multipart/form-data.",
    };
  }
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch (error) {
    const cause = (error as Error)?.cause;
    if (error instanceof BodyTooLarge || cause instanceof BodyTooLarge) return tooLarge;
    return { status: 400, message: "The form could not be read." };
  }
  for (const [name, value] of form) {
    if (containsNul(name) || (typeof value === "string" && containsNul(value))) {
      return { status: 400, message: NUL_MESSAGE };
    }
  }
  return null;
}
