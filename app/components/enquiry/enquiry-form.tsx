import { useCallback, useState } from "react";
import { useHydrated } from "#app/components/auth/use-hydrated.ts";
import { type EnquiryVariant, enquiryLimits, validateEnquiry } from "#app/lib/enquiry-schema.ts";
import { ENQUIRY_SENT } from "#app/lib/submission-messages.ts";
import { Honeypot, RobotCheckbox, SubmitButton, TextArea, TextField } from "./form-controls.tsx";
import { SubmissionDialog } from "./submission-dialog.tsx";
import { useFormErrors } from "./use-form-errors.ts";
import { useJsonSubmission } from "./use-json-submission.ts";

// The project-enquiry form, in the home and contact-page variants (spec section 5). With
// JavaScript it validates in place and posts JSON to /api/contact, answering with a dialog;
// before JavaScript has loaded it is a plain POST to /enquiry, answered by that route's action.

export type EnquiryFormResult = {
  values?: Record<string, string>;
  errors?: Record<string, string>;
  message?: string;
};

export function EnquiryForm({
  variant,
  result,
}: {
  variant: EnquiryVariant;
  /** What the /enquiry action answered to a post made without JavaScript. */
  result?: EnquiryFormResult;
}) {
  const [initial, setInitial] = useState(result?.values ?? {});
  const [generation, setGeneration] = useState(0);
  // Marks the form once its script runs, so tests (and styles) can tell the enhanced form apart.
  const hydrated = useHydrated();
  const validate = useCallback(
    (values: Record<string, string>) => validateEnquiry(variant, values),
    [variant],
  );
  const form = useFormErrors(validate, result?.errors);
  const { sending, outcome, submit, dismiss } = useJsonSubmission("/api/contact");
  const idPrefix = `enquiry-${variant}`;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const values = form.check();
    if (!values) return;
    const sent = await submit({ ...values, variant, submittedAt: new Date().toISOString() });
    if (sent.ok) {
      // A fresh, empty form (not form.reset(), which would bring back no-JS post values).
      setInitial({});
      form.setErrors({});
      setGeneration((n) => n + 1);
    } else if (sent.errors) {
      form.showServerErrors(sent.errors);
    }
  }

  const field = (name: keyof typeof enquiryLimits) => ({
    idPrefix,
    name,
    error: form.errors[name],
    defaultValue: initial[name],
    maxLength: enquiryLimits[name],
  });

  return (
    <>
      <form
        key={generation}
        ref={form.formRef}
        data-hydrated={hydrated ? "" : undefined}
        method="post"
        action="/enquiry"
        noValidate
        onSubmit={onSubmit}
        onChange={form.recheck}
        className="relative grid gap-5"
        data-variant={variant}
        aria-label={variant === "contact" ? "Send a message" : "Get in touch"}
      >
        <input type="hidden" name="variant" value={variant} />
        {result?.message && !generation ? (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
            {result.message}
          </p>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...field("name")} label="Name" autoComplete="name" />
          <TextField {...field("company")} label="Company" autoComplete="organization" optional />
          <TextField {...field("email")} label="Email" type="email" autoComplete="email" />
          <TextField {...field("phone")} label="Phone" type="tel" autoComplete="tel" />
        </div>
        <TextArea {...field("projectDetails")} label="Project details" />
        <RobotCheckbox
          idPrefix={idPrefix}
          error={form.errors.notRobot}
          defaultChecked={initial.notRobot === "on"}
        />
        <Honeypot idPrefix={idPrefix} />
        <div>
          <SubmitButton sending={sending} label="Send message" />
        </div>
      </form>
      <SubmissionDialog outcome={outcome} success={ENQUIRY_SENT} onClose={dismiss} />
    </>
  );
}
