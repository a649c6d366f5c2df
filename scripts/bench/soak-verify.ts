import type { BenchServer } from "./bench-server.ts";

// The soak's afterwards: did the rate limiter allow no more than it should, and does the admin
// API hold every acknowledged write exactly once and nothing that was refused or never sent?

// Pinned to the production defaults, so the check below knows what the limiter must allow.
export const RATE_LIMIT = 5;
export const RATE_WINDOW_SECONDS = 600;

export type Kind = "enquiry" | "booking";
export type Write = {
  kind: Kind;
  email: string;
  abuser: string | undefined;
  /** ambiguous: no answer arrived, so the write may or may not have been stored (at most once). */
  outcome: "acknowledged" | "refused" | "rejected" | "ambiguous";
  id?: string;
};

/** An over-limit address may have at most RATE_LIMIT writes of a kind accepted per window. */
export function overLimitAcknowledgements(writes: Write[], elapsedSeconds: number) {
  const allowed = RATE_LIMIT * (Math.floor(elapsedSeconds / RATE_WINDOW_SECONDS) + 1);
  const accepted = new Map<string, number>();
  for (const w of writes) {
    if (!w.abuser || w.outcome !== "acknowledged") continue;
    accepted.set(`${w.abuser} ${w.kind}`, (accepted.get(`${w.abuser} ${w.kind}`) ?? 0) + 1);
  }
  const excess = [...accepted.values()].reduce((sum, n) => sum + Math.max(0, n - allowed), 0);
  const most = Math.max(0, ...accepted.values());
  return { excess, note: `over-limit addresses: at most ${most} accepted each (limit ${allowed})` };
}

/** Reads both inboxes back as the admin and matches every stored row to the write it came from. */
export async function verifyStored(server: BenchServer, writes: Write[]) {
  const admin = await server.signInAdmin();
  const stored = new Map<string, string[]>();
  for (const [kind, path] of [
    ["enquiry", "/api/contacts"],
    ["booking", "/api/allbookingEvents"],
  ] as const) {
    const response = await admin.get(path);
    if (!response.ok) throw new Error(`soak: ${path} answered ${response.status}`);
    // The seed adds no enquiries or bookings, so every row here must be one of the soak's writes.
    for (const row of (await response.json()) as Array<{ _id: string; email: string }>) {
      const key = `${kind} ${row.email}`;
      stored.set(key, [...(stored.get(key) ?? []), row._id]);
    }
  }
  const faults: string[] = [];
  let ambiguousStored = 0;
  for (const w of writes) {
    const key = `${w.kind} ${w.email}`;
    const ids = stored.get(key) ?? [];
    stored.delete(key);
    if (w.outcome === "acknowledged" && (ids.length !== 1 || ids[0] !== w.id)) {
      faults.push(`${key} acknowledged as ${w.id}, stored as [${ids.join(", ")}]`);
    } else if ((w.outcome === "refused" || w.outcome === "rejected") && ids.length) {
      faults.push(`${key} was ${w.outcome} yet stored ${ids.length}×`);
    } else if (w.outcome === "ambiguous") {
      if (ids.length > 1) faults.push(`${key} had no answer and was stored ${ids.length}×`);
      ambiguousStored += ids.length;
    }
  }
  for (const [key, ids] of stored) faults.push(`${key} stored ${ids.length}× but never sent`);
  const ambiguous = writes.filter((w) => w.outcome === "ambiguous").length;
  const note = `${faults.length} storage faults; ${ambiguous} writes without answer (${ambiguousStored} of them stored, once)`;
  return { faults, note };
}
