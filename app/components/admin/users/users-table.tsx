import { AdminDateTime } from "#app/components/admin/admin-date.tsx";
import { AdminTable, tableClasses as t } from "#app/components/admin/admin-table.tsx";
import { roleNames, type UserRole } from "#app/lib/role-change-schema.ts";
import { RoleControl } from "./role-control.tsx";

// The users on the roles screen: a table on a desktop, cards on a phone (ADR 0113).

export type UserRow = {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  confirmed: boolean;
  listed: boolean;
  joined: string;
};

const badge = {
  user: "bg-mist text-ink/75",
  editor: "bg-sky-100 text-sky-900",
  admin: "bg-ink text-white",
};

export function UsersTable(props: { rows: UserRow[]; query: string; selfId: string }) {
  return (
    <AdminTable
      rows={props.rows}
      idOf={(row) => row.id}
      headings={[
        { label: "Name", phone: "bare" },
        "Email",
        "Role",
        "Joined",
        { label: "Change role", phone: "bare" },
      ]}
      empty={{ message: "No users yet.", query: props.query }}
      cells={(row) => (
        <>
          <td className={`${t.td} font-semibold max-md:text-base`}>
            {row.name}
            {row.id === props.selfId ? (
              <span className="ml-2 text-xs font-normal text-ink/60">(you)</span>
            ) : null}
          </td>
          <td className={`${t.td} [overflow-wrap:anywhere]`}>
            <Email address={row.email} />
          </td>
          <td className={t.td}>
            <span
              data-testid="user-role"
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge[row.role]}`}
            >
              {roleNames[row.role]}
            </span>
            {row.confirmed ? null : (
              // Editor and admin are refused to these until the owner confirms (ADR 0133).
              <span className="ml-2 text-xs text-ink/70">Unconfirmed</span>
            )}
          </td>
          <td className={t.td}>
            <AdminDateTime iso={row.joined} />
          </td>
          <td className={`${t.td} max-md:mt-2`}>
            {row.listed ? (
              // ADMIN_EMAILS would give the role back at the next mailed password (ADR 0133).
              <p className="text-sm text-ink/70">Owner (ADMIN_EMAILS): change it there.</p>
            ) : !row.confirmed && row.role === "user" ? (
              // The server refuses editor and admin to them; offering the choice only to refuse it
              // wasted the owner's tap (ADR 0133).
              <p className="text-sm text-ink/70">
                A role can be given once they confirm their email address.
              </p>
            ) : (
              <RoleControl user={row} self={row.id === props.selfId} />
            )}
          </td>
        </>
      )}
    />
  );
}

/** Broken after the @ first, the domain kept whole at a desk (as the inbox's email cells). */
function Email({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      <span className="md:whitespace-nowrap">{address.slice(at + 1)}</span>
    </>
  );
}
