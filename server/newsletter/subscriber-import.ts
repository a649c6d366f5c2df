import { parse } from "csv-parse/sync";
import { strictEmailPattern } from "#app/lib/input-patterns.ts";
import { recordAdminAction } from "../audit/audit-log.ts";
import { formulaStart } from "../inbox/csv.ts";
import { failure, type Result } from "../result.ts";
import { inboxKeyOf, insertImported } from "./subscriber-repository.ts";
import { suppressedAmong } from "./suppression.ts";

// The channel's existing list, brought in by an admin (ADR 0160): each address becomes a
// confirmed reader whose consent source is "imported", with no mail sent. An address already held
// in any state stays as it is, so an import never brings back someone who unsubscribed, and an
// address an admin removed or erased on request is left out (ADR 0166).

export const IMPORT_MAX_ROWS = 20_000;
/** Addresses per insert: a 20,000-row file is 40 statements, not 20,000. */
const IMPORT_BATCH = 500;

export type ImportRowResult = {
  line: number;
  email: string;
  result:
    | "added"
    | "already there"
    | "invalid"
    | "left out: removed or erased earlier"
    | "left out: not confirmed in the file";
};

export type ImportOutcome = {
  added: number;
  alreadyThere: number;
  invalid: number;
  leftOut: number;
  rows: ImportRowResult[];
};

/** A cell as it was before the export protected it from running as a formula (csv.ts). */
const unprotected = (cell: string) =>
  cell.startsWith("'") && formulaStart.test(cell.slice(1)) ? cell.slice(1) : cell;

/**
 * The addresses of a CSV: the "email" column when a header names one, else the first column. A
 * "status" column, as the Subscribers export has, keeps only its confirmed rows (or blank ones):
 * a pending sign-up or a reader who left must not come back as confirmed.
 */
function addressesOf(csv: string): Array<{ line: number; email: string; confirmed: boolean }> {
  const records = parse(csv.replace(/^\uFEFF/, ""), {
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
    info: true,
  }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  const first = records[0]?.record.map((cell) => cell.toLowerCase()) ?? [];
  const named = first.findIndex((cell) => cell === "email" || cell === "email address");
  const column = Math.max(named, 0);
  const status = named >= 0 ? first.indexOf("status") : -1;
  const body = named >= 0 ? records.slice(1) : records;
  return body.map(({ record, info }) => ({
    line: info.lines,
    email: unprotected(record[column] ?? ""),
    confirmed: status < 0 || ["", "confirmed"].includes(record[status]?.toLowerCase() ?? ""),
  }));
}

const isAddress = (email: string) => email.length <= 254 && strictEmailPattern.test(email);

export async function importSubscribers(csv: string): Promise<Result<ImportOutcome>> {
  let rows: ReturnType<typeof addressesOf>;
  try {
    rows = addressesOf(csv);
  } catch (error) {
    const reason = error instanceof Error ? error.message : "it could not be read";
    return failure("invalid", `The file is not valid CSV: ${reason}`);
  }
  if (rows.length === 0) return failure("invalid", "The file holds no email addresses.");
  if (rows.length > IMPORT_MAX_ROWS) {
    return failure("too-large", `Import at most ${IMPORT_MAX_ROWS} addresses at a time.`);
  }
  const outcome: ImportOutcome = {
    added: 0,
    alreadyThere: 0,
    invalid: 0,
    leftOut: 0,
    rows: [],
  };
  // An address's first row decides; a repeat of an added row is "already there", and a repeat of a
  // row left out is left out for the same reason.
  const firstRow = new Map<string, { line: number; result: ImportRowResult["result"] }>();
  // In batches: one query for the suppressed among them, one insert for the rest.
  for (let start = 0; start < rows.length; start += IMPORT_BATCH) {
    const batch = rows.slice(start, start + IMPORT_BATCH);
    const fresh = new Map<string, (typeof rows)[number]>();
    for (const row of batch) {
      const key = inboxKeyOf(row.email);
      if (isAddress(row.email) && !firstRow.has(key) && !fresh.has(key)) fresh.set(key, row);
    }
    const wanted = [...fresh.values()].filter((row) => row.confirmed).map((row) => row.email);
    const suppressed = await suppressedAmong(wanted);
    const added = await insertImported(wanted.filter((email) => !suppressed.has(email)));
    for (const [key, { line, email, confirmed }] of fresh) {
      const result = !confirmed
        ? "left out: not confirmed in the file"
        : suppressed.has(email)
          ? "left out: removed or erased earlier"
          : added.has(key)
            ? "added"
            : "already there";
      firstRow.set(key, { line, result });
    }
    for (const { line, email } of batch) {
      const first = isAddress(email) ? firstRow.get(inboxKeyOf(email)) : undefined;
      const result: ImportRowResult["result"] = !first
        ? "invalid"
        : first.line !== line && first.result === "added"
          ? "already there"
          : first.result;
      if (result === "added") outcome.added += 1;
      else if (result === "already there") outcome.alreadyThere += 1;
      else if (result === "invalid") outcome.invalid += 1;
      else outcome.leftOut += 1;
      outcome.rows.push({ line, email, result });
    }
  }
  await recordAdminAction("imported", "subscriber", null, {
    added: outcome.added,
    alreadyThere: outcome.alreadyThere,
    invalid: outcome.invalid,
    leftOut: outcome.leftOut,
  });
  return { ok: true, ...outcome };
}
