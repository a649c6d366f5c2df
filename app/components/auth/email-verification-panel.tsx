import { Form, useNavigation } from "react-router";
import { FormMessage } from "#app/components/forms/form-message.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";

// The profile page's word on the account's email address: confirmed, or not yet, with a button
// that mails the confirmation link again (ADR 0061).

export type VerificationNotice = "confirmed" | "sent" | "too-many" | null;

const notices: Record<
  Exclude<VerificationNotice, null>,
  { text: string; tone: "success" | "error" }
> = {
  confirmed: { text: "Thank you: your email address is confirmed.", tone: "success" },
  sent: { text: "We have sent you a new confirmation link.", tone: "success" },
  "too-many": { text: "Too many requests. Please try again later.", tone: "error" },
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
            <SubmitButton busy={busy} busyLabel="Sending…" small>
              Send the link again
            </SubmitButton>
          </Form>
        </>
      )}
      {shown ? (
        <FormMessage tone={shown.tone} className="mt-3">
          {shown.text}
        </FormMessage>
      ) : null}
    </div>
  );
}
