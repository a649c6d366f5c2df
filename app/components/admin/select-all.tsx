import { useEffect, useRef } from "react";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";

// The Select column's heading (owner review): one box that ticks or clears every row of the table
// for a bulk action, half-ticked while only some are. It needs the script, so until then the
// heading is the word "Select" and each row is ticked by hand (which works without it).

export function SelectAll({ form }: { form: string }) {
  const hydrated = useHydrated();
  const box = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const all = box.current;
    const table = all?.closest("table");
    if (!hydrated || !all || !table) return;
    const rows = () => [
      ...table.querySelectorAll<HTMLInputElement>(`tbody input[type="checkbox"][form="${form}"]`),
    ];
    const sync = () => {
      const ticked = rows().filter((row) => row.checked).length;
      all.checked = ticked > 0 && ticked === rows().length;
      all.indeterminate = ticked > 0 && ticked < rows().length;
    };
    const onChange = (event: Event) => {
      if (event.target === all) {
        for (const row of rows()) row.checked = all.checked;
      } else sync();
    };
    // The bulk form clears its boxes once it is done (a reset), and the list may change under it.
    const bulk = document.getElementById(form);
    const afterReset = () => setTimeout(sync);
    sync();
    const rowsChanged = new MutationObserver(sync);
    rowsChanged.observe(table.tBodies[0] ?? table, { childList: true });
    table.addEventListener("change", onChange);
    bulk?.addEventListener("reset", afterReset);
    return () => {
      rowsChanged.disconnect();
      table.removeEventListener("change", onChange);
      bulk?.removeEventListener("reset", afterReset);
    };
  }, [hydrated, form]);

  if (!hydrated) return "Select";
  return (
    // A thumb-sized target around the box, as each row's. Not on a phone's cards, which have no
    // heading row to hold it.
    <label className="max-md:hidden -m-2.5 inline-flex size-11 cursor-pointer items-center justify-center">
      <input ref={box} type="checkbox" aria-label="Select all" className="size-6 accent-brand" />
    </label>
  );
}
