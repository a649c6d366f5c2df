import { useCallback, useEffect, useRef, useState } from "react";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { type FieldErrors, type Schema, validate } from "#app/lib/field-errors.ts";
import { formValues } from "#app/lib/form-values.ts";

// Every form checks itself in the browser with the Zod schema its server uses, before anything
// is sent. A wrong submit shows one message per field and focuses the first wrong field; as the
// visitor types, the fields already showing a message are checked again, so a message goes as
// soon as it is fixed (and typing never adds new ones). What the server answered (a post made
// before JavaScript had loaded, or a refusal) is shown the same way.
//
// A valid form either goes on as a normal post (a React Router <Form> to the route's action) or,
// with onValid, is handed over checked (to a fetcher posting to the action, an upload first).

type Options<T> = {
  /**
   * The form's schema, or a function loading it: the account forms load theirs (and Zod) after
   * the page is interactive, so neither is part of the page's first-load script.
   */
  schema: Schema<T> | (() => Promise<Schema<T>>);
  /** The server's field messages; a new answer replaces whatever is shown. */
  serverErrors?: FieldErrors;
  /** Reads the form into the values the schema checks; by default its text fields. */
  read?: (form: HTMLFormElement, submitter: HTMLElement | null) => Record<string, unknown>;
  /** Takes a valid form instead of the browser's own submit. */
  onValid?: (data: T, form: HTMLFormElement, submitter: HTMLElement | null) => void;
};

const readText = (form: HTMLFormElement, submitter: HTMLElement | null) =>
  formValues(new FormData(form, submitter));

export function useFormValidation<T>(options: Options<T>) {
  const latest = useRef(options);
  latest.current = options;
  const formRef = useRef<HTMLFormElement>(null);
  const schema = useRef<Schema<T> | null>(
    typeof options.schema === "function" ? null : options.schema,
  );
  const loading = useRef<Promise<void> | null>(null);
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<FieldErrors>(options.serverErrors ?? {});
  // A page that is itself the server's answer (a post sent before the form's script had loaded)
  // focuses its first wrong field once it runs, as an answer arriving later does.
  const [focusRequest, setFocusRequest] = useState(() =>
    options.serverErrors && Object.keys(options.serverErrors).length ? 1 : 0,
  );

  // A new answer from the server (React Router's action data) replaces what is shown.
  const [shownServerErrors, setShownServerErrors] = useState(options.serverErrors);
  if (shownServerErrors !== options.serverErrors) {
    setShownServerErrors(options.serverErrors);
    setErrors(options.serverErrors ?? {});
    if (options.serverErrors && Object.keys(options.serverErrors).length) {
      setFocusRequest((n) => n + 1);
    }
  }

  useEffect(() => {
    const load = latest.current.schema;
    if (typeof load !== "function") return;
    loading.current = load().then((loaded) => {
      schema.current = loaded;
    });
  }, []);

  // After the render that marks the fields, so the first wrong one exists to take focus.
  // A field taller than the screen (a long article body) would leave its message out of sight
  // below it: the message, last of what describes the field, is brought into view as well.
  useEffect(() => {
    if (!focusRequest) return;
    const field = formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]");
    field?.focus();
    const message = field?.getAttribute("aria-describedby")?.split(" ").at(-1);
    if (message) document.getElementById(message)?.scrollIntoView({ block: "nearest" });
  }, [focusRequest]);

  const showErrors = useCallback((next: FieldErrors) => {
    setErrors(next);
    if (Object.keys(next).length) setFocusRequest((n) => n + 1);
  }, []);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter ?? null;
    const current = schema.current;
    if (!current) {
      // Submitted before the schema arrived: wait for it, then submit again (checked).
      event.preventDefault();
      void loading.current?.then(() => form.requestSubmit(submitter));
      return;
    }
    const read = latest.current.read ?? readText;
    const result = validate(current, read(form, submitter));
    if (!result.success) {
      event.preventDefault();
      showErrors(result.errors);
      return;
    }
    setErrors({});
    const { onValid } = latest.current;
    if (onValid) {
      event.preventDefault();
      onValid(result.data, form, submitter);
    }
  };

  // On the native input event, which every control fires (selects, boxes and files too) and a
  // script that changes a field fires itself (the news editor's writing surface): React's onChange
  // skips an input event whose value a script set, so a fixed field's message stayed on screen.
  const onInput = (event: React.FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const current = schema.current;
    if (!current) return;
    setErrors((shown) => {
      if (Object.keys(shown).length === 0) return shown;
      const read = latest.current.read ?? readText;
      const result = validate(current, read(form, null));
      const fresh = result.success ? {} : result.errors;
      const next: FieldErrors = {};
      for (const field of Object.keys(shown)) if (fresh[field]) next[field] = fresh[field];
      return next;
    });
  };

  return {
    errors,
    /** Spread on the <form> or <Form>. data-hydrated marks a form whose script runs. */
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit,
      onInput,
      "data-hydrated": hydrated ? "" : undefined,
    },
    /** Shows messages the page received itself (a JSON answer), focusing the first. */
    showErrors,
    /** Forgets every message (after a successful send). */
    clear: useCallback(() => setErrors({}), []),
  };
}
