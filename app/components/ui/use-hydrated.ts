import { useEffect, useState } from "react";
import { announceHydrated } from "#app/lib/hydration.ts";

/**
 * False during server rendering and the first client render, true once the page runs JS. A
 * part that hydrates after the page (a form whose code is a chunk of its own) also tells the
 * early-event keeper, which then gives it a click held for one of its buttons (ADR 0094).
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    announceHydrated();
  }, []);
  return hydrated;
}
