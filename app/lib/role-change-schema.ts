import { z } from "zod";

// The roles screen's one form (ADR 0128): whose role, and what it becomes. The role names are the
// server's (server/users/roles.ts), repeated here so the browser's bundle needs no server module.
export const roleChangeSchema = z.object({
  userId: z.string({ error: "Choose a user" }).trim().min(1, "Choose a user").max(200),
  role: z.enum(["user", "editor", "admin"], { error: "Choose a role: User, Editor or Admin" }),
});

export type RoleChangeAnswer =
  | { ok: true; email: string; role: "user" | "editor" | "admin" }
  | { ok: false; message: string };
