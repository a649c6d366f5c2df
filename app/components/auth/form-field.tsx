import { useId } from "react";

// A labelled input with its message. The message is tied to the input (aria-describedby) and
// the input is marked invalid, so screen readers announce both.

type Props = React.InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  name: string;
  error?: string;
  hint?: string;
};

export function FormField({ label, name, error, hint, className, ...input }: Props) {
  const id = useId();
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? messageId : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="mt-1.5 block w-full rounded-xl border border-ink/15 bg-white px-4 py-3 text-base text-ink shadow-sm outline-none transition placeholder:text-ink/40 focus:border-brand focus:ring-4 focus:ring-brand/15 aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-500/15"
        {...input}
      />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-ink/60">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={messageId} className="mt-1.5 text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
