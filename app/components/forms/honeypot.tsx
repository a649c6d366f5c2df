import { useId } from "react";
import { HONEYPOT_FIELD } from "#app/lib/form-rules.ts";

/**
 * The public forms' spam trap (ADR 0052): out of sight and out of the tab order; people leave it
 * empty, bots fill it.
 */
export function Honeypot() {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
