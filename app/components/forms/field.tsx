import { useId } from "react";

// The fields of every form on the site: a visible label, an optional hint, and the field's
// message tied to its control (aria-describedby, aria-invalid), so a screen reader announces
// both and useFormValidation can focus the first wrong field.

export const controlClass =
  "mt-1.5 block w-full rounded-xl border border-ink/15 bg-white px-4 py-3 text-base text-ink shadow-sm transition placeholder:text-ink/40 focus-visible:border-brand focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand/15 aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus-visible:ring-red-500/15";

type Frame = {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  /** Adds "(optional)" to the label. */
  optional?: boolean;
  className?: string;
};

/** What a control needs from its field: spread it on the <input>, <textarea> or <select>. */
export type ControlProps = {
  id: string;
  name: string;
  className: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

/** A field's message, or nothing; for controls that draw their own frame (a checkbox, a file). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-600">
      {error}
    </p>
  );
}

/** The frame of one field around any control, given as a function of its props. */
export function Field({
  label,
  name,
  error,
  hint,
  optional,
  className,
  children,
}: Frame & { children: (control: ControlProps) => React.ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {optional ? <span className="font-normal text-ink/60"> (optional)</span> : null}
      </label>
      {children({
        id,
        name,
        className: controlClass,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-ink/60">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

type InputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "className">;

/** A field's own props apart from its control's. */
function splitFrame<Rest>({
  label,
  name,
  error,
  hint,
  optional,
  className,
  ...rest
}: Frame & Rest) {
  return [{ label, name, error, hint, optional, className }, rest] as const;
}

export function TextField(props: Frame & InputProps) {
  const [frame, input] = splitFrame(props);
  return <Field {...frame}>{(control) => <input {...input} {...control} />}</Field>;
}

type TextAreaProps = Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "className">;

export function TextAreaField(props: Frame & TextAreaProps) {
  const [frame, textarea] = splitFrame(props);
  return (
    <Field {...frame}>
      {(control) => (
        <textarea
          rows={5}
          {...textarea}
          {...control}
          className={`${control.className} min-h-32 resize-y`}
        />
      )}
    </Field>
  );
}

/** A checkbox with its label beside it, and its message below. */
export function CheckboxField({
  label,
  name,
  error,
  defaultChecked,
}: {
  label: string;
  name: string;
  error?: string;
  defaultChecked?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <div className="flex items-center gap-3 rounded-xl border border-ink/15 bg-mist px-4 py-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-5 w-5 accent-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        />
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
