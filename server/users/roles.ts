import { roleNames, type UserRole } from "#app/lib/role-change-schema.ts";

// The three roles a user can hold (ADR 0128), named in app/lib/role-change-schema.ts. An editor
// runs the newsroom: news, videos and bookings. An admin may also open the agency's enquiries,
// the audit log, personal data and the roles screen. Only the server sets a role: the roles
// screen, the admin CLI or ADMIN_EMAILS.

export type Role = UserRole;

/** What a page or endpoint asks of its caller: the least role that may open it. */
export type StaffRole = "editor" | "admin";

/** A stored role text as a Role; anything unknown counts as a plain user. */
export function roleOf(value: string | null | undefined): Role {
  return value && Object.hasOwn(roleNames, value) ? (value as Role) : "user";
}

/** True when `role` may open what needs `needed`: an admin may do all an editor may. */
export function hasRole(role: Role, needed: StaffRole) {
  return needed === "editor" ? role === "editor" || role === "admin" : role === "admin";
}
