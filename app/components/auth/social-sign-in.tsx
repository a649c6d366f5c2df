import Buttons, { type ProviderId } from "./social-sign-in-buttons.tsx";

// The OR divider and the 'Login with Google' (GitHub, Facebook) buttons, when any provider is
// configured.

export function SocialSignIn(props: {
  providers: ProviderId[];
  redirectTo: string;
  /** Set when the last attempt answered with an error: the buttons become usable again. */
  failed: unknown;
}) {
  if (props.providers.length === 0) return null;
  return <Buttons {...props} />;
}
