import { useCallback } from "react";
import { type EnquiryVariant, enquiryLimits, validateEnquiry } from "#app/lib/enquiry-schema.ts";
import { ENQUIRY_SENT } from "#app/lib/submission-messages.ts";
import {
  Honeypot,
  RobotCheckbox,
  ServerMessage,
  SubmitButton,
  TextArea,
  TextField,
} from "./form-controls.tsx";
import { SubmissionDialog } from "./submission-dialog.tsx";
import { type PublicFormResult, usePublicForm } from "./use-public-form.ts";

// The project-enquiry form, in the home and contact-page variants (spec section 5). With
// JavaScript it validates in place and posts JSON to /api/contact, answering with a dialog;
// before JavaScript has loaded it is a plain POST to /enquiry, answered by that route's action.

export function EnquiryForm({
  variant,
  result,
}: {
  variant: EnquiryVariant;
  /** What the /enquiry action answered to a post made without JavaScript. */
  result?: PublicFormResult;
}) {
  const idPrefix = `enquiry-${variant}`;
  const form = usePublicForm({
    endpoint: "/api/contact",
    validate: useCallback(
      (values: Record<string, string>) => validateEnquiry(variant, values),
      [variant],
    ),
    limits: enquiryLimits,
    idPrefix,
    result,
    extra: () => ({ variant, submittedAt: new Date().toISOString() }),
  });
  const { field } = form;

  return (
    <>
      <form
        key={form.generation}
        {...form.formProps}
        action="/enquiry"
        data-variant={variant}
        aria-label={variant === "contact" ? "Send a message" : "Get in touch"}
      >
        <input type="hidden" name="variant" value={variant} />
        <ServerMessage message={form.serverMessage} />
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
          defaultChecked={form.initial.notRobot === "on"}
        />
        <Honeypot idPrefix={idPrefix} />
        <div>
          <SubmitButton sending={form.sending} label="Send message" />
        </div>
      </form>
      <SubmissionDialog outcome={form.outcome} success={ENQUIRY_SENT} onClose={form.dismiss} />
    </>
  );
}
