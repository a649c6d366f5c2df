import { z } from "zod";
import { photoAddress } from "#app/lib/auth-schemas.ts";

// The body of POST /api/users (spec section 7): name, email, img, university, address, newEmail,
// isAdmin. Every field is optional so a client may send only what changed. isAdmin is accepted
// and dropped: the role is only ever set by the server (ADMIN_EMAILS or the admin CLI).

const text = (max: number) => z.string().trim().max(max);

export const userRecordSchema = z.object({
  name: text(100).min(1, "Name is required").optional(),
  email: z.string().trim().optional(),
  // The same rule as the sign-up and profile forms' Photo URL: http(s) only.
  img: photoAddress.optional(),
  university: text(200).optional(),
  address: text(500).optional(),
  newEmail: z.string().max(320).optional(),
  isAdmin: z.unknown().optional(),
});

export type UserRecordInput = z.infer<typeof userRecordSchema>;
