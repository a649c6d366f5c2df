import { lazy, Suspense, useState } from "react";
import type { AlertDialogProps } from "./dialog.tsx";

const Dialog = lazy(() =>
  import("./dialog.tsx").then((module) => ({ default: module.AlertDialog })),
);

/**
 * The AlertDialog of dialog.tsx, whose code (with its icons) loads the first time it opens: the
 * public pages that can show one (a copied link, a failed sign-in) mostly never do, so it is not
 * part of their first load. Nothing is rendered until then.
 */
export function AlertDialog(props: AlertDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
