import { z } from "zod";

// The three roles and their names (the server's rules about them are in server/users/roles.ts),
// and the roles screen's one form (ADR 0128): whose role, and what it becomes.
export const roleNames = { user: "User", editor: "Editor", admin: "Admin" } as const;
export type UserRole = keyof typeof roleNames;

export const roleChangeSchema = z.object({
  userId: z.string({ error: "Choose a user" }).trim().min(1, "Choose a user").max(200),
  role: z.enum(["user", "editor", "admin"], { error: "Choose a role: User, Editor or Admin" }),
});

export type RoleChangeAnswer =
  | { ok: true; email: string; role: UserRole }
  | { ok: false; message: string };
