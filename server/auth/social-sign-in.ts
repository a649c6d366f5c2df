import { getConfig } from "../config.ts";
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
  const back = (extra: string) =>
    `/login?${extra}&redirectTo=${encodeURIComponent(redirectTo)}`;
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
