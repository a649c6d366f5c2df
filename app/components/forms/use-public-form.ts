import { useCallback, useState } from "react";
import { useFetcher } from "react-router";
import type { Schema } from "#app/lib/field-errors.ts";
import { IN_PLACE_FIELD } from "#app/lib/form-rules.ts";
import { outcomeOf, type PublicFormAnswer, type SubmissionOutcome } from "./submission-outcome.ts";
import { useFormValidation } from "./use-form-validation.ts";

// The behaviour the public forms (project enquiry, channel booking) share: checked in place with
// the schema the server uses, then posted to the route's action through a fetcher, answered by a
// dialog, and emptied after a success. Before JavaScript has loaded, the same <form> posts to the
// action as a page, whose answer (values, errors, message) comes back as `result`.

/** What a form's route action answered to a post made without JavaScript. */
export type PublicFormResult = PublicFormAnswer;

export function usePublicForm<Name extends string>(options: {
  /** The route whose action takes the form: /enquiry, /book. */
  action: string;
  schema: Schema;
  limits: Record<Name, number>;
  result?: PublicFormResult;
  /** What the post carries besides the fields, such as the enquiry's submittedAt. */
  extra?: () => Record<string, string>;
}) {
  const { action, schema, limits, result, extra } = options;
  const fetcher = useFetcher<PublicFormAnswer>();
  const sending = fetcher.state !== "idle";
  const [initial, setInitial] = useState(result?.values ?? {});
  // A new generation is a fresh, empty form (form.reset() would bring back no-JS post values).
  const [generation, setGeneration] = useState(0);
  const [outcome, setOutcome] = useState<SubmissionOutcome | null>(null);
  const form = useFormValidation({
    schema,
    serverErrors: result?.errors,
    onValid: (_data, element) => {
      // The fields as typed: the server trims and checks them again.
      const body = new FormData(element);
      for (const [name, value] of Object.entries(extra?.() ?? {})) body.set(name, value);
      body.set(IN_PLACE_FIELD, "1");
      void fetcher.submit(body, { method: "post", action });
    },
  });

  // The action's answer, once per answer: the dialog, and an empty form after a success.
  const [answered, setAnswered] = useState(fetcher.data);
  if (fetcher.state === "idle" && fetcher.data && fetcher.data !== answered) {
    setAnswered(fetcher.data);
    const next = outcomeOf(fetcher.data);
    setOutcome(next);
    if (next.kind === "success") {
      setInitial({});
      form.clear();
      setGeneration((n) => n + 1);
    } else if (fetcher.data.errors) {
      form.showErrors(fetcher.data.errors);
    }
  }

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
      action,
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
    dismiss: useCallback(() => setOutcome(null), []),
  };
}
