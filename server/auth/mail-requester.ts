import { randomUUID } from "node:crypto";
import { defineRequestState, hasRequestState } from "@better-auth/core/context";
import { getConfig } from "../config.ts";
import { clientIpOf, limitKey } from "./client-ip.ts";

// Who asks for an account mail (ADR 0126). Mails are counted per address *and per requester*, so
// one requester spends only its own share of an inbox's mails. A browser that has signed in to
// the account with a proved address carries a signed "known device" cookie naming that address
// and a random device id: its requests *for that address* are counted under the device and never
// refused because others asked, so the owner's own phone can always get a reset mail. For any
// other address it counts by network like everyone else (third review: one account's many
// device cookies were many requesters for the owner's address).

export const KNOWN_DEVICE_COOKIE = "known_device";
const KNOWN_DEVICE_SECONDS = 365 * 24 * 60 * 60;

/** The client network, and the account this browser is a known device of, if any. */
export type MailRequester = { network: string; device: { email: string; id: string } | null };

const requester = defineRequestState<MailRequester | null>(() => null);

/** What a Better Auth hook context offers for cookies (better-call's endpoint context). */
type CookieContext = {
  headers?: Headers;
  context: { secret: string };
  getSignedCookie(key: string, secret: string): Promise<string | false | null>;
  setSignedCookie(key: string, value: string, secret: string, options?: object): Promise<string>;
};

/** The endpoints that send account mail; no other call needs to know who asks. */
const MAIL_SENDING_PATHS = new Set([
  "/sign-up/email",
  "/request-password-reset",
  "/send-verification-email",
]);

/** In the before hook: remembers who is asking, for any account mail this request sends. */
export async function rememberMailRequester(ctx: CookieContext & { path: string }) {
  // Every page of a signed-in visitor asks for its session: no cookie check on that path.
  if (!MAIL_SENDING_PATHS.has(ctx.path)) return;
  const cookie = await ctx.getSignedCookie(KNOWN_DEVICE_COOKIE, ctx.context.secret);
  const [email, id] = typeof cookie === "string" ? cookie.split("|") : [];
  await requester.set({
    network: limitKey(ctx.headers ? clientIpOf(ctx.headers) : null),
    device: email && id ? { email, id } : null,
  });
}

/** In the after hook: a new session for a proved address marks this browser as its device. */
export async function markKnownDevice(
  ctx: CookieContext,
  session: { user: { email: string; emailVerified: boolean } } | null | undefined,
) {
  if (!session?.user.emailVerified) return;
  const value = `${session.user.email.toLowerCase()}|${randomUUID()}`;
  await ctx.setSignedCookie(KNOWN_DEVICE_COOKIE, value, ctx.context.secret, {
    httpOnly: true,
    sameSite: "lax",
    secure: getConfig().secureCookies,
    path: "/",
    maxAge: KNOWN_DEVICE_SECONDS,
  });
}

/** The requester of the current request; an anonymous one outside any request. */
export async function currentMailRequester(): Promise<MailRequester> {
  const found = (await hasRequestState()) ? await requester.get() : null;
  return found ?? { network: "unknown", device: null };
}
