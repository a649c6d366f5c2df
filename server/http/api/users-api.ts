import express from "express";
import { readUserRecord, saveOwnRecord } from "../../users/own-record.ts";
import { toUserProfile } from "../../users/user-repository.ts";
import { requireApiUser, sessionUserOf } from "../api-guards.ts";
import { sendFailure } from "../failure-status.ts";
import { formJson } from "../json-body.ts";

// REST handlers for the users domain (spec section 7), mounted under /api.
export const usersApi = express.Router();

// The profile of one user, as a one-element array (the original client reads element 0).
// Only that user or an admin may read it.
usersApi.get("/user/:email", requireApiUser, async (req, res) => {
  const result = await readUserRecord(sessionUserOf(res), String(req.params.email));
  if (!result.ok) sendFailure(res, result);
  else res.json([toUserProfile(result.row)]);
});

// Creates or updates the caller's own record (the account itself is created by sign-up or by
// Google sign-in).
usersApi.post("/users", requireApiUser, formJson, async (req, res) => {
  const result = await saveOwnRecord(sessionUserOf(res), req.body);
  if (!result.ok) sendFailure(res, result);
  else res.json({ acknowledged: true, insertedId: result.row.id, user: toUserProfile(result.row) });
});
