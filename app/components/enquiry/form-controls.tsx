import { HONEYPOT_FIELD } from "#app/lib/form-rules.ts";

// The inputs of the public forms (enquiry and booking): a visible label, the field's error
// announced and tied to the input, and focus styles a keyboard user can follow.

type FieldProps = {
  name: string;
  label: string;
  error?: string;
  defaultValue?: string;
  optional?: boolean;
  maxLength: number;
};

const control =
  "w-full rounded-xl border border-ink/15 bg-white px-4 py-3 text-base text-ink placeholder:text-ink/40 focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand aria-[invalid=true]:border-red-500";

function Label({
  htmlFor,
  label,
  optional,
}: {
  htmlFor: string;
  label: string;
  optional?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-semibold text-ink">
      {label}
      {optional ? <span className="font-normal text-ink/60"> (optional)</span> : null}
    </label>
  );
}

function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-600">
      {error}
    </p>
  );
}

export function TextField({
  idPrefix,
  type = "text",
  autoComplete,
  ...field
}: FieldProps & { idPrefix: string; type?: string; autoComplete?: string; min?: string }) {
  const id = `${idPrefix}-${field.name}`;
  return (
    <div>
      <Label htmlFor={id} label={field.label} optional={field.optional} />
      <input
        id={id}
        name={field.name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={field.defaultValue}
        maxLength={field.maxLength}
        min={field.min}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? `${id}-error` : undefined}
        className={control}
      />
      <FieldError id={`${id}-error`} error={field.error} />
    </div>
  );
}

export function TextArea({ idPrefix, ...field }: FieldProps & { idPrefix: string }) {
  const id = `${idPrefix}-${field.name}`;
  return (
    <div>
      <Label htmlFor={id} label={field.label} optional={field.optional} />
      <textarea
        id={id}
        name={field.name}
        rows={5}
        defaultValue={field.defaultValue}
        maxLength={field.maxLength}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? `${id}-error` : undefined}
        className={`${control} min-h-32 resize-y`}
      />
      <FieldError id={`${id}-error`} error={field.error} />
    </div>
  );
}

export function RobotCheckbox({
  idPrefix,
  error,
  defaultChecked,
}: {
  idPrefix: string;
  error?: string;
  defaultChecked?: boolean;
}) {
  const id = `${idPrefix}-notRobot`;
  return (
    <div>
      <div className="flex items-center gap-3 rounded-xl border border-ink/15 bg-mist px-4 py-3">
        <input
          id={id}
          name="notRobot"
          type="checkbox"
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-5 w-5 accent-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        />
        <label htmlFor={id} className="text-sm font-medium">
          I'm not a robot
        </label>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** The spam trap: out of sight and out of the tab order; people leave it empty, bots fill it. */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
      <input
        id={`${idPrefix}-${HONEYPOT_FIELD}`}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
      />
    </div>
  );
}

export function SubmitButton({ sending, label }: { sending: boolean; label: string }) {
  return (
    <button
      type="submit"
      disabled={sending}
      className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand px-8 py-3.5 font-semibold text-ink transition hover:bg-ink hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink disabled:cursor-not-allowed disabled:opacity-80 sm:w-auto"
    >
      {sending ? (
        <span
          aria-hidden="true"
          className="h-4 w-4 animate-spin rounded-full border-2 border-current/30 border-t-current"
        />
      ) : null}
      {sending ? "Sending..." : label}
    </button>
  );
}

/** The route action's message for a post made without JavaScript, such as a refused request. */
export function ServerMessage({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
      {message}
    </p>
  );
}
