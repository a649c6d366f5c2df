import { useMemo } from "react";
import { CheckboxField, TextAreaField, TextField } from "#app/components/forms/field.tsx";
import { FormMessage } from "#app/components/forms/form-message.tsx";
import { Honeypot } from "#app/components/forms/honeypot.tsx";
import { SubmissionDialog } from "#app/components/forms/submission-dialog.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { type PublicFormResult, usePublicForm } from "#app/components/forms/use-public-form.ts";
import { type EnquiryVariant, enquiryLimits, enquirySchema } from "#app/lib/enquiry-schema.ts";
import type { EnquirySource } from "#app/lib/enquiry-source.ts";
import { ENQUIRY_SENT } from "#app/lib/submission-messages.ts";

// The project-enquiry form, in the home and contact-page variants (spec section 5). With
// JavaScript it validates in place and a fetcher posts it to /enquiry's action, answering with a
// dialog; before JavaScript has loaded the same form posts to that action as a page.

export function EnquiryForm({
  variant,
  source,
  result,
}: {
  variant: EnquiryVariant;
  /** The page the form is on, told to the owner with the enquiry. */
  source: EnquirySource;
  /** What the /enquiry action answered to a post made without JavaScript. */
  result?: PublicFormResult;
}) {
  const form = usePublicForm({
    action: "/enquiry",
    schema: useMemo(() => enquirySchema(variant), [variant]),
    limits: enquiryLimits,
    result,
    extra: () => ({ submittedAt: new Date().toISOString() }),
  });
  const { field } = form;

  return (
    <>
      <form
        key={form.generation}
        {...form.formProps}
        data-variant={variant}
        aria-label={variant === "contact" ? "Send a message" : "Get in touch"}
      >
        <input type="hidden" name="variant" value={variant} />
        <input type="hidden" name="source" value={source} />
        {form.serverMessage ? <FormMessage tone="error">{form.serverMessage}</FormMessage> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...field("name")} label="Name" autoComplete="name" />
          <TextField {...field("company")} label="Company" autoComplete="organization" optional />
          <TextField {...field("email")} label="Email" type="email" autoComplete="email" />
          <TextField {...field("phone")} label="Phone" type="tel" autoComplete="tel" />
        </div>
        <TextAreaField {...field("projectDetails")} label="Project details" />
        <CheckboxField
          label="I'm not a robot"
          name="notRobot"
          error={form.errors.notRobot}
          defaultChecked={form.initial.notRobot === "on"}
        />
        <Honeypot />
        <div>
          <SubmitButton busy={form.sending} busyLabel="Sending..." look="brand">
            Send message
          </SubmitButton>
        </div>
      </form>
      <SubmissionDialog outcome={form.outcome} success={ENQUIRY_SENT} onClose={form.dismiss} />
    </>
  );
}
