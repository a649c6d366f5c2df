import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { AlertDialog, ConfirmDialog } from "#app/components/ui/dialog.tsx";
import { type RoleChangeAnswer, roleNames, type UserRole } from "#app/lib/role-change-schema.ts";

// One user's role, changed through the roles screen's action after a confirmation that names
// who and what. An admin's own row offers no way to drop their admin role (the server refuses it
// too: ADR 0128). The answer, good or bad, is said in a dialog; the list reloads with the change.

type Role = UserRole;

const effects: Record<Role, string> = {
  user: "They will lose access to the admin area and be signed out.",
  editor:
    "They will manage news, videos and bookings, but not enquiries, the activity log, personal data or roles.",
  admin:
    "They will be able to open everything in the admin area, including enquiries, personal data and roles.",
};

type Account = { id: string; name: string; email: string; role: Role };

export function RoleControl({ user, self }: { user: Account; self: boolean }) {
  const fetcher = useFetcher<RoleChangeAnswer>();
  const [wanted, setWanted] = useState<Role>(user.role);
  const [asking, setAsking] = useState(false);
  const [answer, setAnswer] = useState<RoleChangeAnswer | null>(null);
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) setAnswer(fetcher.data);
  }, [fetcher.state, fetcher.data]);
  // The list reloads after a change: the control follows the stored role.
  useEffect(() => setWanted(user.role), [user.role]);
  const selectId = `role-${user.id}`;
  if (self && user.role === "admin") {
    return (
      <p className="text-sm text-ink/60">
        Your own admin role can only be changed by another admin.
      </p>
    );
  }
  return (
    <>
      <form
        className="flex flex-wrap items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (wanted !== user.role) setAsking(true);
        }}
      >
        <label htmlFor={selectId} className="sr-only">
          New role for {user.name}
        </label>
        <select
          id={selectId}
          value={wanted}
          onChange={(event) => setWanted(event.currentTarget.value as Role)}
          className="min-h-11 rounded-full border border-ink/20 bg-white px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-brand md:min-h-9"
        >
          {(Object.keys(roleNames) as Role[]).map((role) => (
            <option key={role} value={role}>
              {roleNames[role]}
            </option>
          ))}
        </select>
        <button
          type="submit"
          disabled={busy || wanted === user.role}
          className="min-h-11 whitespace-nowrap rounded-full bg-ink px-4 py-1.5 text-sm font-semibold text-white hover:bg-ink-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-50 md:min-h-9"
        >
          {busy ? "Saving…" : "Change"}
        </button>
      </form>
      <ConfirmDialog
        open={asking}
        title={`Make ${user.name} ${wanted === "user" ? "a user" : `an ${wanted}`}?`}
        message={
          <>
            <span className="block">
              {user.email}: {roleNames[user.role]} → {roleNames[wanted]}.
            </span>
            <span className="mt-2 block">{effects[wanted]}</span>
          </>
        }
        confirmLabel="Yes, change it"
        busy={busy}
        onCancel={() => {
          setAsking(false);
          setWanted(user.role);
        }}
        onConfirm={() => {
          setAsking(false);
          void fetcher.submit({ userId: user.id, role: wanted }, { method: "post" });
        }}
      />
      <AlertDialog
        open={answer !== null}
        icon={answer?.ok ? "success" : "error"}
        title={answer?.ok ? "Role changed" : "Role not changed"}
        message={
          answer?.ok
            ? `${answer.email} is now ${answer.role === "user" ? "a user" : `an ${answer.role}`}.`
            : answer?.message
        }
        autoCloseMs={answer?.ok ? 4000 : undefined}
        onClose={() => {
          setAnswer(null);
          setWanted(user.role);
        }}
      />
    </>
  );
}
