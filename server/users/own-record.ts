import { fieldErrors } from "#app/lib/field-errors.ts";
import { failure, type Result } from "../result.ts";
import { userRecordSchema } from "./user-record-schema.ts";
import { findUserByEmail, type UserRow, updateUserRecord } from "./user-repository.ts";

// A user's own record (spec section 7, /api/user/:email and POST /api/users): only that user
// (or an admin, to read) may see or change it. A client-sent isAdmin is ignored, always.

type Caller = { id: string; email: string; isAdmin: boolean };

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The profile of the user with this address, for that user or an admin. */
export async function readUserRecord(
  caller: Caller,
  email: string,
): Promise<Result<{ row: UserRow }>> {
  if (!sameEmail(email, caller.email) && !caller.isAdmin) {
    return failure("forbidden", "You can only read your own profile.");
  }
  const row = await findUserByEmail(email.trim().toLowerCase());
  return row ? { ok: true, row } : failure("not-found", "No user found with this email.");
}

/** Saves the fields the caller sent to the caller's own record (the account exists already). */
export async function saveOwnRecord(
  caller: Caller,
  body: unknown,
): Promise<Result<{ row: UserRow }>> {
  const parsed = userRecordSchema.safeParse(body ?? {});
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return failure("invalid", Object.values(errors).join(" "), { errors });
  }
  const input = parsed.data;
  if (input.email && !sameEmail(input.email, caller.email)) {
    return failure("forbidden", "You can only change your own record.");
  }
  const row = await updateUserRecord(caller.id, {
    name: input.name,
    image: input.img,
    university: input.university,
    address: input.address,
    newEmail: input.newEmail,
  });
  return row ? { ok: true, row } : failure("not-found", "Your account no longer exists.");
}
