import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

// A real OpenID Connect provider standing in for Google in the e2e tests (discovery, signed ID
// tokens, PKCE, consent), with oidc-provider's development sign-in pages: whatever is typed as
// the login becomes the account. An account is "someone@x.test" with a verified email, or
// "unverified:someone@x.test" for one whose provider does not vouch for the email.

export const OIDC_CLIENT_ID = "agency-e2e";
export const OIDC_CLIENT_SECRET = "agency-e2e-secret-agency-e2e-secret";

function accountClaims(id: string) {
  const unverified = id.startsWith("unverified:");
  const email = unverified ? id.slice("unverified:".length) : id;
  const local = email.split("@")[0] ?? email;
  return {
    sub: id,
    email,
    email_verified: !unverified,
    name: local.replace(/[._-]+/g, " ").replace(/\b\w/g, (c) => c.toUpperCase()),
    picture: "https://example.com/google-avatar.png",
  };
}

export async function startOidcProvider(appOrigin: string) {
  const http = createServer();
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const { port } = http.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_secret: OIDC_CLIENT_SECRET,
        redirect_uris: [`${appOrigin}/api/auth/callback/google`],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "picture"] },
    // Put the claims into the ID token as Google does, not only behind the userinfo endpoint.
    conformIdTokenClaims: false,
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => accountClaims(id),
    }),
    cookies: { keys: ["e2e-cookie-key-e2e-cookie-key"] },
  });
  const callback = provider.callback();
  http.on("request", callback);
  return { issuer, close: () => new Promise<void>((r) => http.close(() => r())) };
}
