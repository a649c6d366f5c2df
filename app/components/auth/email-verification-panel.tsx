import { Form, useNavigation } from "react-router";

// The profile page's word on the account's email address: confirmed, or not yet, with a button
// that mails the confirmation link again (ADR 0061).

export type VerificationNotice = "confirmed" | "link-failed" | "sent" | "too-many" | null;

const notices: Record<Exclude<VerificationNotice, null>, { text: string; tone: string }> = {
  confirmed: { text: "Thank you: your email address is confirmed.", tone: "text-emerald-700" },
  "link-failed": {
    text: "That confirmation link is invalid or has expired. Send yourself a new one below.",
    tone: "text-red-700",
  },
  sent: { text: "We have sent you a new confirmation link.", tone: "text-emerald-700" },
  "too-many": { text: "Too many requests. Please try again later.", tone: "text-red-700" },
};

export function EmailVerificationPanel({
  verified,
  notice,
}: {
  verified: boolean;
  notice: VerificationNotice;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "verify";
  const shown = notice ? notices[notice] : null;
  return (
    <div className="mb-8 rounded-2xl border border-ink/10 bg-mist p-5 text-sm">
      {verified ? (
        <p className="flex items-center gap-2 font-semibold text-emerald-800">
          <span aria-hidden="true">✓</span> Email address confirmed
        </p>
      ) : (
        <>
          <p className="font-semibold text-ink">Please confirm your email address</p>
          <p className="mt-1 text-ink/70">
            We sent a link to your inbox when you signed up. It proves the address is yours.
          </p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="verify" />
            <button
              type="submit"
              disabled={busy}
              className="rounded-full border border-ink/20 bg-white px-4 py-2 font-semibold text-ink hover:bg-ink hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink disabled:opacity-60"
            >
              {busy ? "Sending…" : "Send the link again"}
            </button>
          </Form>
        </>
      )}
      {shown ? (
        <p role="status" className={`mt-3 ${shown.tone}`}>
          {shown.text}
        </p>
      ) : null}
    </div>
  );
}
