import { useFetcher } from "react-router";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";

// "Send a test to me" on Edit News (issue 34): the saved article, as subscribers would get it,
// to the signed-in editor only. Its own small form, posted to the page's action; it works
// without JavaScript too.

export function TestSendForm({ email }: { email: string }) {
  const fetcher = useFetcher<{ testSent?: string }>();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="mt-8 flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value="test-send" />
      <SubmitButton look="outline" disabled={busy} busy={busy} busyLabel="Sending...">
        Send a test to me
      </SubmitButton>
      <p className="text-sm text-ink/70" role="status">
        {fetcher.data?.testSent ??
          `The saved article, as subscribers would get it, to ${email} only.`}
      </p>
    </fetcher.Form>
  );
}
