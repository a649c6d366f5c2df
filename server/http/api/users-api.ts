import express from "express";
import { fieldErrors } from "#app/lib/field-errors.ts";
import { userRecordSchema } from "../../users/user-record-schema.ts";
import { findUserByEmail, toUserProfile, updateUserRecord } from "../../users/user-repository.ts";
import { requireApiUser, sessionUserOf } from "../api-guards.ts";

// REST handlers for the users domain (spec section 7), mounted under /api.
export const usersApi = express.Router();

// The profile of one user, as a one-element array (the original client reads element 0).
// Only that user or an admin may read it.
usersApi.get("/user/:email", requireApiUser, async (req, res) => {
  const caller = sessionUserOf(res);
  const email = String(req.params.email).trim().toLowerCase();
  if (email !== caller.email.toLowerCase() && !caller.isAdmin) {
    res.status(403).json({ success: false, message: "You can only read your own profile." });
    return;
  }
  const row = await findUserByEmail(email);
  if (!row) {
    res.status(404).json({ success: false, message: "No user found with this email." });
    return;
  }
  res.json([toUserProfile(row)]);
});

// Creates or updates the caller's own record (the account itself is created by sign-up or by
// Google sign-in). A client-sent isAdmin is ignored, always.
usersApi.post("/users", requireApiUser, async (req, res) => {
  const caller = sessionUserOf(res);
  const parsed = userRecordSchema.safeParse(req.body ?? {});
  if (!parsed.success) {
    res.status(400).json({ success: false, errors: fieldErrors(parsed.error) });
    return;
  }
  const input = parsed.data;
  if (input.email && input.email.toLowerCase() !== caller.email.toLowerCase()) {
    res.status(403).json({ success: false, message: "You can only change your own record." });
    return;
  }
  const row = await updateUserRecord(caller.id, {
    name: input.name,
    image: input.img,
    university: input.university,
    address: input.address,
    newEmail: input.newEmail,
  });
  if (!row) {
    res.status(404).json({ success: false, message: "Your account no longer exists." });
    return;
  }
  res.status(200).json({ acknowledged: true, insertedId: row.id, user: toUserProfile(row) });
});
