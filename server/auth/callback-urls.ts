import { APIError } from "better-auth/api";
import { stableSitePath } from "#app/lib/redirect-target.ts";

// Better Auth checks a relative callback as written, then normalises it when it adds its query
// ('/.//evil.example?error=…' leaves as '//evil.example'), so '/verify-email?callbackURL=/.//x'
// was an open redirect without any sign-in (second review, M3b). A relative callback must stay on
// the site exactly as written; absolute ones are left to Better Auth's trusted-origin check.

const CALLBACK_FIELDS = ["callbackURL", "errorCallbackURL", "newUserCallbackURL", "redirectTo"];

function fieldsOf(source: unknown): unknown[] {
  if (!source || typeof source !== "object") return [];
  return CALLBACK_FIELDS.map((name) => (source as Record<string, unknown>)[name]);
}

export function refuseUnstableCallbacks(query: unknown, body: unknown) {
  for (const value of [...fieldsOf(query), ...fieldsOf(body)]) {
    if (typeof value !== "string" || /^[a-z][a-z0-9+.-]*:/i.test(value)) continue;
    if (stableSitePath(value) === null) {
      throw new APIError("BAD_REQUEST", {
        code: "INVALID_CALLBACK_URL",
        message: "The address to return to is not a page of this site.",
      });
    }
  }
}
