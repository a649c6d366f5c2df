// The submit button of every form: disabled with a spinner and its busy label while the form is
// being sent, so it cannot be sent twice. A form with two submit buttons (publish, save as
// draft) names each with name/value, as a plain form post would.

const looks = {
  /** Account and admin forms. */
  ink: "bg-ink text-white shadow-lg shadow-ink/15 hover:bg-ink-soft",
  /** The public forms (enquiry, booking): the brand's orange. */
  brand: "bg-brand text-ink hover:bg-ink hover:text-white",
  /** A second, quieter action beside the main one. */
  outline: "border-2 border-ink text-ink hover:bg-mist",
};

type Props = Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "type" | "className"> & {
  busy: boolean;
  busyLabel: string;
  look?: keyof typeof looks;
  /** Full width on every screen (the account forms), rather than full width on phones only. */
  wide?: boolean;
  /** A small button for a secondary action inside a panel (e.g. "Send the link again"). */
  small?: boolean;
};

export function SubmitButton({
  busy,
  busyLabel,
  look = "ink",
  wide = false,
  small = false,
  disabled,
  children,
  ...button
}: Props) {
  return (
    <button
      {...button}
      type="submit"
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      className={`inline-flex items-center justify-center gap-2 rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-70 ${small ? "px-4 py-2 text-sm font-semibold" : `w-full px-7 py-3.5 text-base font-bold ${wide ? "" : "sm:w-auto"}`} ${looks[look]}`}
    >
      {busy ? (
        <span
          aria-hidden="true"
          className="h-4 w-4 animate-spin rounded-full border-2 border-current/30 border-t-current"
        />
      ) : null}
      {busy ? busyLabel : children}
    </button>
  );
}
