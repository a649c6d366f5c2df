import { APIError, createAuthMiddleware } from "better-auth/api";
import { containsNul, NUL_MESSAGE } from "#app/lib/text-rules.ts";
import { assertPasswordPolicy, assertSignUpFields } from "./account-input.ts";
import { enforceAuthRateLimit } from "./auth-rate-limit.ts";
import { refuseUnstableCallbacks } from "./callback-urls.ts";
import { withoutSessionToken } from "./hidden-session-token.ts";
import { throttleAfter, throttleBefore } from "./login-throttle-hooks.ts";

// Better Auth's before and after hooks. They run for HTTP calls (/api/auth/...) and for the
// pages' in-process auth.api calls alike, which is what makes every rule here hold whichever
// door a request comes through.

export const authHooks = {
  before: createAuthMiddleware(async (ctx) => {
    // PostgreSQL cannot store U+0000: refused as bad input, not left to fail as a 500.
    if (containsNul(ctx.body)) {
      throw new APIError("BAD_REQUEST", { code: "INVALID_TEXT", message: NUL_MESSAGE });
    }
    refuseUnstableCallbacks(ctx.query, ctx.body);
    await enforceAuthRateLimit(ctx.path, ctx.headers);
    assertPasswordPolicy(ctx.path, ctx.body);
    assertSignUpFields(ctx.path, ctx.body);
    await throttleBefore(ctx);
  }),
  after: createAuthMiddleware(async (ctx) => {
    await throttleAfter({ ...ctx, returned: ctx.context.returned });
    // Over HTTP only (ctx.request is set): the pages' in-process calls need the token.
    const answer = ctx.request ? withoutSessionToken(ctx.path, ctx.context.returned) : null;
    if (answer) return ctx.json(answer);
  }),
};
