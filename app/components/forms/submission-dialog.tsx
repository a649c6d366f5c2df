import { AlertDialog } from "#app/components/ui/alert-dialog-on-demand.tsx";
import type { SubmissionOutcome } from "./submission-outcome.ts";

/** The dialog after a submission: 'Message Sent!', 'Submission Error' or 'Oops!' (spec 8). */
export function SubmissionDialog({
  outcome,
  success,
  onClose,
}: {
  outcome: SubmissionOutcome | null;
  success: { title: string; message: string };
  onClose: () => void;
}) {
  const shown =
    outcome?.kind === "success"
      ? { ...success, icon: "success" as const }
      : outcome?.kind === "refused"
        ? { title: "Submission Error", message: outcome.message, icon: "error" as const }
        : outcome?.kind === "failed"
          ? { title: "Oops!", message: outcome.message, icon: "error" as const }
          : null;
  return (
    <AlertDialog
      open={shown !== null}
      title={shown?.title ?? ""}
      message={shown?.message}
      icon={shown?.icon}
      onClose={onClose}
    />
  );
}
