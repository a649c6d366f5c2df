import { useCallback, useState } from "react";
import type { Schema } from "#app/lib/field-errors.ts";
import { formValues } from "#app/lib/form-values.ts";
import { useFormValidation } from "./use-form-validation.ts";
import { useJsonSubmission } from "./use-json-submission.ts";

// The behaviour the public forms (project enquiry, channel booking) share: checked in place with
// the schema the server uses, posted as JSON to the REST API with JavaScript, answered by a
// dialog, and emptied after a success; before JavaScript has loaded, a plain POST to the route's
// action, whose answer (values, errors, message) comes back as `result`.

/** What a form's route action answered to a post made without JavaScript. */
export type PublicFormResult = {
  values?: Record<string, string>;
  errors?: Record<string, string>;
  message?: string;
};

export function usePublicForm<Name extends string>(options: {
  endpoint: string;
  schema: Schema;
  limits: Record<Name, number>;
  result?: PublicFormResult;
  /** What the JSON body carries besides the fields, such as the form's variant. */
  extra?: () => Record<string, string>;
}) {
  const { endpoint, schema, limits, result, extra } = options;
  const [initial, setInitial] = useState(result?.values ?? {});
  // A new generation is a fresh, empty form (form.reset() would bring back no-JS post values).
  const [generation, setGeneration] = useState(0);
  const { sending, outcome, submit, dismiss } = useJsonSubmission(endpoint);
  const form = useFormValidation({
    schema,
    serverErrors: result?.errors,
    onValid: async (_data, element) => {
      // The fields as typed: the server trims and checks them again.
      const values = formValues(new FormData(element));
      const sent = await submit({ ...values, ...extra?.() });
      if (sent.ok) {
        setInitial({});
        form.clear();
        setGeneration((n) => n + 1);
      } else if (sent.errors) {
        form.showErrors(sent.errors);
      }
    },
  });

  /** The props every text field of the form takes from the form's state. */
  const field = useCallback(
    (name: Name) => ({
      name,
      error: form.errors[name],
      defaultValue: initial[name],
      maxLength: limits[name],
    }),
    [form.errors, initial, limits],
  );

  return {
    /** The form element's key: a new one after each success. */
    generation,
    formProps: {
      ...form.formProps,
      method: "post",
      onSubmit: (event: React.FormEvent<HTMLFormElement>) => {
        if (sending) event.preventDefault();
        else form.formProps.onSubmit(event);
      },
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
