import type { PGlite } from "@electric-sql/pglite";

// A statement prepared once on the embedded database and then run by name (ADR 0139). PGlite's
// query() parses and plans its statement on every call, in five round trips into its WebAssembly
// module: for the session read every signed-in page makes, 0.62 ms of which a prepared statement
// run by EXECUTE needs 0.14 (docs/performance.md). On PostgreSQL, Drizzle's named prepared
// queries already do this per connection.
//
// EXECUTE takes its arguments as literals, not as bound parameters (PostgreSQL refuses those in
// a utility statement), so only plain values are accepted: letters, digits, "-" and "_", which
// nothing can read as anything but the text they are. Callers use the parameterised query for
// any other value.

const plain = /^[A-Za-z0-9_-]{1,200}$/;

/** Whether `value` can be an argument of runPrepared. */
export const plainValue = (value: string) => plain.test(value);

const prepared = new WeakMap<PGlite, Map<string, Promise<unknown>>>();

/**
 * The rows, as arrays in the statement's column order, of `text` (with $1, $2… for `values`)
 * prepared as `name` on this client at its first use.
 */
export async function runPrepared(client: PGlite, name: string, text: string, values: string[]) {
  if (!/^[a-z_]{1,60}$/.test(name)) throw new Error(`not a statement name: ${name}`);
  if (!values.every(plainValue)) throw new Error(`${name}: only plain values can be inlined`);
  let statements = prepared.get(client);
  if (!statements) {
    statements = new Map();
    prepared.set(client, statements);
  }
  const args = values.map((value) => `'${value}'`).join(", ");
  for (let attempt = 0; ; attempt++) {
    let ready = statements.get(name);
    if (!ready) {
      ready = prepare(client, name, text);
      statements.set(name, ready);
      // A failed PREPARE (the database closing, say) is tried again by the next call.
      ready.catch(() => statements.delete(name));
    }
    await ready;
    try {
      const [result] = await client.exec(`execute ${name}(${args})`, { rowMode: "array" });
      return (result?.rows ?? []) as unknown[][];
    } catch (error) {
      // Gone behind this module's back (DEALLOCATE, DISCARD ALL): prepared again, once.
      if (sqlState(error) !== "26000" || attempt > 0) throw error;
      statements.delete(name);
    }
  }
}

const sqlState = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** PREPARE, replacing a statement of that name already there (prepared by another copy of this
 * module on the same client, as after a development server's reload, perhaps from older SQL). */
async function prepare(client: PGlite, name: string, text: string) {
  try {
    await client.exec(`prepare ${name} as ${text}`);
  } catch (error) {
    if (sqlState(error) !== "42P05") throw error;
    await client.exec(`deallocate ${name}; prepare ${name} as ${text}`);
  }
}
