import { useCallback, useEffect, useRef, useState } from "react";
import { formValues } from "#app/lib/form-rules.ts";

type Validate = (
  values: Record<string, string>,
) => { success: true } | { success: false; errors: Record<string, string> };

/**
 * Field errors of a form validated in the browser with the same schema the server uses. After a
 * failed submit the first invalid field takes focus; fixing a field clears its message as you type.
 */
export function useFormErrors(validate: Validate, initial: Record<string, string> = {}) {
  const [errors, setErrors] = useState<Record<string, string>>(initial);
  const formRef = useRef<HTMLFormElement>(null);
  const focusPending = useRef(false);

  // Runs after the render that shows new errors, so the invalid field exists to take focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: errors is the trigger, not an input
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [errors]);

  /** Validates the whole form; answers the values when they pass. */
  const check = useCallback(() => {
    const values = formValues(new FormData(formRef.current!));
    const result = validate(values);
    focusPending.current = !result.success;
    setErrors(result.success ? {} : result.errors);
    return result.success ? values : null;
  }, [validate]);

  /** Re-checks only the fields already showing a message, so typing never adds new ones. */
  const recheck = useCallback(() => {
    setErrors((current) => {
      if (Object.keys(current).length === 0) return current;
      const result = validate(formValues(new FormData(formRef.current!)));
      const fresh = result.success ? {} : result.errors;
      const next: Record<string, string> = {};
      for (const field of Object.keys(current)) if (fresh[field]) next[field] = fresh[field];
      return next;
    });
  }, [validate]);

  const showServerErrors = useCallback((serverErrors: Record<string, string>) => {
    focusPending.current = true;
    setErrors(serverErrors);
  }, []);

  return { formRef, errors, setErrors, check, recheck, showServerErrors };
}
