import { containsNul, NUL_MESSAGE } from "#app/lib/text-rules.ts";
import { BodyTooLarge } from "./body-limits.ts";

// What a page accepts before React Router runs a loader or action (ADR 0067). Pages are read
// with GET (and HEAD) and their forms post with POST; a posted form is parsed once here, whole and
// within its limit, so no action ever meets a body it cannot read (a 500 before): past the limit
// it is 413, unreadable 400, text the database cannot store (U+0000) 400. A POST that is not a
// form (JSON, nothing at all) reaches the action as an empty form, which answers with its fields'
// messages. The action reads the request's own copy of a form afterwards (the clone tees the
// stream; the limit bounds what is held).

const formTypes = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i;

export type Refusal = { status: 400 | 405 | 413; message: string; allow?: string };

const tooLarge: Refusal = { status: 413, message: "" };

/** The same request with an empty form for a body, what a post that is not a form reads as. */
function withEmptyForm(request: Request) {
  const headers = new Headers(request.headers);
  headers.set("content-type", "application/x-www-form-urlencoded");
  headers.delete("content-length");
  headers.delete("transfer-encoding");
  return new Request(request.url, { method: "POST", headers, body: "", signal: request.signal });
}

/** The request to hand to React Router, or why it is refused. */
export async function checkPageRequest(request: Request): Promise<Request | Refusal> {
  if (request.method === "GET" || request.method === "HEAD") return request;
  if (request.method !== "POST") {
    return { status: 405, message: "Method not allowed.", allow: "GET, HEAD, POST" };
  }
  if (!formTypes.test(request.headers.get("content-type") ?? "")) return withEmptyForm(request);
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
  return request;
}
