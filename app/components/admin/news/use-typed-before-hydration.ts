import { type RefObject, useEffect, useState, useSyncExternalStore } from "react";

const subscribeNothing = () => () => {};

/**
 * The default of a server-rendered <textarea name={name}>, keeping what was typed into it before
 * the page's script ran. React, hydrating a textarea, sets its value back to the text the server
 * wrote (react-dom's initTextarea), so an editor's first words were lost on a slow phone. While
 * hydrating (React then reads the server snapshot), the text in the page is taken as the default;
 * once hydrated, the field's reset default goes back to `defaultValue` and the form hears an input,
 * as it would have from the keys, so it knows it has changed.
 */
export function useTypedBeforeHydration(
  name: string,
  defaultValue: string | undefined,
  field: RefObject<HTMLTextAreaElement | null>,
) {
  const hydrating = useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
  const [initial] = useState(() =>
    hydrating && typeof document !== "undefined"
      ? (document.querySelector<HTMLTextAreaElement>(`textarea[name="${CSS.escape(name)}"]`)
          ?.value ?? defaultValue)
      : defaultValue,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the text found at hydration.
  useEffect(() => {
    const element = field.current;
    // An empty field and no default are the same: nothing was typed, and the form must not think
    // so. Nor is a text stored with CRLF line breaks, which the field shows with LF.
    const shown = (text?: string) => (text ?? "").replace(/\r\n?/g, "\n");
    if (!element || shown(initial) === shown(defaultValue)) return;
    element.defaultValue = defaultValue ?? "";
    element.dispatchEvent(new Event("input", { bubbles: true }));
  }, []);
  return initial;
}
