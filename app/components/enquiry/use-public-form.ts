import { useCallback, useState } from "react";
import { useHydrated } from "#app/components/auth/use-hydrated.ts";
import { useFormErrors } from "./use-form-errors.ts";
import { useJsonSubmission } from "./use-json-submission.ts";

// The behaviour the public forms (project enquiry, channel booking) share: validated in place
// with the schema the server uses, posted as JSON to the REST API with JavaScript, answered by a
// dialog, and emptied after a success; before JavaScript has loaded, a plain POST to the route's
// action, whose answer (values, errors, message) comes back as `result`.

/** What a form's route action answered to a post made without JavaScript. */
export type PublicFormResult = {
  values?: Record<string, string>;
  errors?: Record<string, string>;
  message?: string;
};

type Validate = Parameters<typeof useFormErrors>[0];

export function usePublicForm<Name extends string>(options: {
  endpoint: string;
  validate: Validate;
  limits: Record<Name, number>;
  idPrefix: string;
  result?: PublicFormResult;
  /** What the JSON body carries besides the fields, such as the form's variant. */
  extra?: () => Record<string, string>;
}) {
  const { endpoint, validate, limits, idPrefix, result, extra } = options;
  const [initial, setInitial] = useState(result?.values ?? {});
  // A new generation is a fresh, empty form (form.reset() would bring back no-JS post values).
  const [generation, setGeneration] = useState(0);
  // Marks the form once its script runs, so tests (and styles) can tell the enhanced form apart.
  const hydrated = useHydrated();
  const form = useFormErrors(validate, result?.errors);
  const { sending, outcome, submit, dismiss } = useJsonSubmission(endpoint);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const values = form.check();
    if (!values) return;
    const sent = await submit({ ...values, ...extra?.() });
    if (sent.ok) {
      setInitial({});
      form.setErrors({});
      setGeneration((n) => n + 1);
    } else if (sent.errors) {
      form.showServerErrors(sent.errors);
    }
  }

  /** The props every text field of the form takes from the form's state. */
  const field = useCallback(
    (name: Name) => ({
      idPrefix,
      name,
      error: form.errors[name],
      defaultValue: initial[name],
      maxLength: limits[name],
    }),
    [idPrefix, form.errors, initial, limits],
  );

  return {
    /** The form element's key: a new one after each success. */
    generation,
    formProps: {
      ref: form.formRef,
      "data-hydrated": hydrated ? "" : undefined,
      method: "post",
      noValidate: true,
      onSubmit,
      onChange: form.recheck,
      className: "relative grid gap-5",
    },
    field,
    errors: form.errors,
    initial,
    /** The no-JS action's message, until the form has been sent with JavaScript. */
    serverMessage: generation ? undefined : result?.message,
    sending,
    outcome,
    dismiss,
  };
}
