import { useCallback, useState } from "react";
import type { z } from "zod";
import { fieldErrors } from "#app/lib/auth-schemas.ts";

// Checks a form in the browser with the same Zod schema the action uses, before anything is
// sent. Once a submit has failed, fields are re-checked as the visitor types, so a message
// disappears as soon as it is fixed. The server's answer (serverErrors) is shown until then.

export function useSchemaValidation(schema: z.ZodType, serverErrors?: Record<string, string>) {
  const [errors, setErrors] = useState<Record<string, string> | null>(null);
  const validate = useCallback(
    (form: HTMLFormElement) => {
      const values = Object.fromEntries(new FormData(form));
      const result = schema.safeParse(values);
      const next = result.success ? {} : fieldErrors(result.error);
      setErrors(next);
      return next;
    },
    [schema],
  );
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const next = validate(event.currentTarget);
    if (Object.keys(next).length > 0) {
      event.preventDefault();
      const first = event.currentTarget.querySelector<HTMLElement>("[aria-invalid='true']");
      // Focus moves to the first wrong field after React has marked it.
      requestAnimationFrame(() =>
        (
          event.currentTarget?.querySelector<HTMLElement>("[aria-invalid='true']") ?? first
        )?.focus(),
      );
    }
  };
  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    if (errors) validate(event.currentTarget);
  };
  return { errors: errors ?? serverErrors ?? {}, onSubmit, onChange, reset: () => setErrors(null) };
}
