import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { ProgressBar } from "#app/components/ui/progress-bar.tsx";

// The OR divider and one button per configured identity provider. Each button posts to the
// page's own action, which sends the browser to the provider (works without JavaScript too).
// While it runs, the buttons are disabled and a progress bar shows (spec section 4), until the
// page is left or the action answers with an error.

export type ProviderId = "google" | "github" | "facebook";

const labels: Record<ProviderId, string> = {
  google: "Login with Google",
  github: "Login with GitHub",
  facebook: "Login with Facebook",
};

function ProviderLogo({ provider }: { provider: ProviderId }) {
  if (provider === "google") {
    return (
      <svg viewBox="0 0 48 48" aria-hidden="true" className="h-5 w-5">
        <path
          fill="#FFC107"
          d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
        />
        <path
          fill="#FF3D00"
          d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
        />
        <path
          fill="#4CAF50"
          d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
        />
        <path
          fill="#1976D2"
          d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C36.9 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
        />
      </svg>
    );
  }
  return (
    <span aria-hidden="true" className="text-lg font-black">
      {provider === "github" ? "GH" : "f"}
    </span>
  );
}

export default function SocialSignInButtons({
  providers,
  redirectTo,
  failed,
}: {
  providers: ProviderId[];
  redirectTo: string;
  /** Set when the last attempt answered with an error: the buttons become usable again. */
  failed: unknown;
}) {
  const navigation = useNavigation();
  const [busy, setBusy] = useState(false);
  const submitting = navigation.formData?.get("intent") === "social";
  // A new answer from the action (an error) makes the buttons usable again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run on each new answer
  useEffect(() => setBusy(false), [failed]);
  useEffect(() => {
    // Coming back with the browser's Back button restores a frozen page: make it usable.
    const onShow = (event: PageTransitionEvent) => event.persisted && setBusy(false);
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);
  const running = busy || submitting;
  return (
    <div className="mt-8">
      <div className="flex items-center gap-4 text-xs font-semibold uppercase tracking-widest text-ink/70">
        <span className="h-px flex-1 bg-ink/10" />
        OR
        <span className="h-px flex-1 bg-ink/10" />
      </div>
      <Form method="post" className="mt-6 grid gap-3" onSubmit={() => setBusy(true)}>
        <input type="hidden" name="intent" value="social" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {running ? <ProgressBar label="Signing in with your account provider" /> : null}
        {providers.map((provider) => (
          <button
            key={provider}
            type="submit"
            name="provider"
            value={provider}
            disabled={running}
            className="flex w-full items-center justify-center gap-3 rounded-full border border-ink/15 bg-white px-6 py-3 font-semibold text-ink transition hover:border-ink/30 hover:bg-mist focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-wait disabled:opacity-60"
          >
            <ProviderLogo provider={provider} />
            {labels[provider]}
          </button>
        ))}
      </Form>
    </div>
  );
}
