import { StatusIcon, type StatusKind } from "./status-icon.tsx";

export type Toast = { id: number; kind: StatusKind; title: string; message?: string };

/** The toasts on show (toast.tsx), newest last. */
export default function ToastList({ toasts }: { toasts: Toast[] }) {
  return toasts.map((toast) => (
    <div
      key={toast.id}
      role={toast.kind === "error" ? "alert" : "status"}
      className="pointer-events-auto flex items-start gap-3 rounded-xl border border-ink/10 bg-white p-4 shadow-lg"
    >
      <StatusIcon kind={toast.kind} size="sm" />
      <div>
        <p className="font-semibold">{toast.title}</p>
        {toast.message ? <p className="text-sm text-ink/70">{toast.message}</p> : null}
      </div>
    </div>
  ));
}
