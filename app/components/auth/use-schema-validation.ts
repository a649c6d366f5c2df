import { useCallback, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import type * as AuthSchemas from "#app/lib/auth-schemas.ts";

// Checks a form in the browser with the same Zod schema the action uses, before anything is
// sent. Once a submit has failed, fields are re-checked as the visitor types, so a message
// disappears as soon as it is fixed. The server's answer (serverErrors) is shown until then.
//
// The schemas (and Zod) load after the page has become interactive, so they are not part of any
// page's first-load JavaScript. A form submitted before they arrive waits for them (a few
// kilobytes from this server) and is then checked; before hydration the server checks it with the
// same schema.

type Check = (values: Record<string, FormDataEntryValue>) => Record<string, string>;

export function useSchemaValidation(
  pick: (schemas: typeof AuthSchemas) => z.ZodType,
  serverErrors?: Record<string, string>,
) {
  const [errors, setErrors] = useState<Record<string, string> | null>(null);
  const check = useRef<Check | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const pickSchema = useRef(pick);
  useEffect(() => {
    loading.current = import("#app/lib/auth-schemas.ts").then((schemas) => {
      const schema = pickSchema.current(schemas);
      check.current = (values) => {
        const result = schema.safeParse(values);
        return result.success ? {} : schemas.fieldErrors(result.error);
      };
    });
  }, []);
  const validate = useCallback((form: HTMLFormElement) => {
    const next = check.current?.(Object.fromEntries(new FormData(form))) ?? {};
    setErrors(next);
    return next;
  }, []);
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (!check.current && loading.current) {
      // Submitted before the schemas arrived: wait for them, then submit again (checked).
      event.preventDefault();
      const form = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      void loading.current.then(() => form.requestSubmit(submitter));
      return;
    }
    const form = event.currentTarget;
    const next = validate(form);
    if (Object.keys(next).length > 0) {
      event.preventDefault();
      // Focus moves to the first wrong field after React has marked it (the event's
      // currentTarget is gone by then, so the form is kept).
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>("[aria-invalid='true']")?.focus(),
      );
    }
  };
  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    if (errors) validate(event.currentTarget);
  };
  return { errors: errors ?? serverErrors ?? {}, onSubmit, onChange, reset: () => setErrors(null) };
}
