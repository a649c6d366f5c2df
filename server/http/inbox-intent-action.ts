import { data } from "react-router";
import { validate } from "#app/lib/field-errors.ts";
import { formValues } from "#app/lib/form-values.ts";
import { inboxIntentSchema } from "#app/lib/inbox-intent.ts";
import { recordNoteSchema } from "#app/lib/record-note-schema.ts";
import { applyBulk, bulkIntents } from "../inbox/bulk-actions.ts";
import type { InboxKind } from "../inbox/inbox-tables.ts";
import { applyInboxIntent, emptyTrash } from "../inbox/inbox-workflow.ts";
import { saveRecordNote } from "../inbox/record-notes.ts";
import { statusOf } from "./failure-status.ts";

// The one action body of the inbox's four screens (the two lists and the two record pages),
// called after the route's own requireAdmin: parse the posted intent, make one domain call,
// answer what happened for the page to show.

export async function inboxIntentAction(request: Request, kind: InboxKind) {
  const form = await request.formData().catch(() => new FormData());
  const values = formValues(form);
  if (values.intent === "note") return noteAction(values, kind);
  const bulk = bulkIntents.find((intent) => intent === values.intent);
  if (bulk) {
    const ids = form.getAll("ids").filter((id): id is string => typeof id === "string");
    const result = await applyBulk(kind, bulk, ids);
    if (!result.ok) return data({ ok: false as const, message: result.message }, statusOf(result));
    return { ok: true as const, intent: bulk, count: result.ids.length, ids: result.ids };
  }
  const parsed = validate(inboxIntentSchema, values);
  if (!parsed.success) {
    return data({ ok: false as const, message: "That action is not known." }, 400);
  }
  const posted = parsed.data;
  if (posted.intent === "empty-trash") {
    return { ok: true as const, intent: posted.intent, count: await emptyTrash(kind) };
  }
  const result = await applyInboxIntent(kind, posted.id, posted.intent);
  if (!result.ok) {
    return data({ ok: false as const, message: result.message }, statusOf(result));
  }
  return { ok: true as const, intent: result.intent, restoredTo: result.restoredTo, count: 1 };
}

/** The owner's note and follow-up day, from a record's page. */
async function noteAction(values: Record<string, string>, kind: InboxKind) {
  const parsed = validate(recordNoteSchema, values);
  if (!parsed.success) {
    const message = Object.values(parsed.errors)[0] ?? "That note could not be saved.";
    return data({ ok: false as const, message, errors: parsed.errors }, 400);
  }
  const saved = await saveRecordNote(kind, parsed.data.id, parsed.data);
  if (!saved.ok) return data({ ok: false as const, message: saved.message }, statusOf(saved));
  return { ok: true as const, intent: "note" as const, count: 1 };
}
