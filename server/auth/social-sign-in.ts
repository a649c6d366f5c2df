import { redirect } from "react-router";
import { googleMessages } from "#app/lib/login-messages.ts";
import { safeRedirectTarget } from "#app/lib/redirect-target.ts";
import { getConfig } from "../config.ts";
import { logger } from "../logger.ts";
import { getAuth } from "./auth.ts";

// Sign-in with an external identity provider (Google through OpenID Connect; GitHub and Facebook
// when configured). The browser is sent to the provider, which returns to Better Auth's
// callback; Better Auth then redirects to the login page with via=<provider> on success or
// error=<code> on failure, and the login page finishes (toast, then the page the visitor wanted).

export type SocialProvider = "google" | "github" | "facebook";

export function configuredProviders(): SocialProvider[] {
  const config = getConfig();
  const list: SocialProvider[] = [];
  if (config.google) list.push("google");
  if (config.github) list.push("github");
  if (config.facebook) list.push("facebook");
  return list;
}

export function isSocialProvider(value: unknown): value is SocialProvider {
  return value === "google" || value === "github" || value === "facebook";
}

/** The provider's authorization URL and the state cookie to set before going there. */
export async function startSocialSignIn(
  request: Request,
  provider: SocialProvider,
  redirectTo: string,
) {
  const back = (extra: string) => `/login?${extra}&redirectTo=${encodeURIComponent(redirectTo)}`;
  const { headers, response } = await getAuth().api.signInSocial({
    body: {
      provider,
      callbackURL: back(`via=${provider}`),
      errorCallbackURL: back(`failed=${provider}`),
      disableRedirect: true,
    },
    headers: request.headers,
    returnHeaders: true,
  });
  if (!response.url) throw new Error(`No authorization URL from ${provider}`);
  return { url: response.url, headers };
}

/**
 * The 'Login with …' form's action: throws the redirect to the provider, or answers with a
 * message when the provider cannot be used right now (e.g. its discovery document is down).
 */
export async function redirectToProvider(request: Request, form: FormData) {
  const provider = form.get("provider");
  const redirectTo = safeRedirectTarget(form.get("redirectTo"));
  if (!isSocialProvider(provider) || !configuredProviders().includes(provider)) {
    return { socialError: googleMessages.unavailable };
  }
  let target: Awaited<ReturnType<typeof startSocialSignIn>>;
  try {
    target = await startSocialSignIn(request, provider, redirectTo);
  } catch (error) {
    logger.error({ err: error, provider }, "could not start provider sign-in");
    return { socialError: googleMessages.unavailable };
  }
  throw redirect(target.url, { headers: target.headers });
}
