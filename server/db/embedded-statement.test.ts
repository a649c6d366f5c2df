import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plainValue, runPrepared } from "./embedded-statement.ts";

// Statements prepared once on the embedded database and run by name, with their arguments
// inlined (ADR 0139): on a real PGlite, the rows are the parameterised query's, writes show at
// once, and nothing but a plain value is ever put into the SQL.

let client: PGlite;
const text = "select id, seen, at from item where key = $1 limit $2";

beforeAll(async () => {
  client = new PGlite();
  await client.exec(`create table item (id serial primary key, key text, seen boolean, at timestamptz);
    insert into item (key, seen, at) values ('a-1', true, '2026-11-24T10:00:00Z'), ('b_2', false, null);`);
});
afterAll(async () => {
  await client.close();
});

describe("runPrepared", () => {
  it("gives the parameterised query's rows, as arrays in column order", async () => {
    const expected = await client.query(text, ["a-1", 1], { rowMode: "array" });
    const rows = await runPrepared(client, "item_by_key", text, ["a-1", "1"]);
    expect(rows).toEqual(expected.rows);
    expect(rows).toEqual([[1, true, new Date("2026-11-24T10:00:00Z")]]);
    expect(await runPrepared(client, "item_by_key", text, ["b_2", "1"])).toEqual([
      [2, false, null],
    ]);
    expect(await runPrepared(client, "item_by_key", text, ["none", "1"])).toEqual([]);
  });

  it("prepares once, however many calls come together, and sees every write at once", async () => {
    const calls = Array.from({ length: 5 }, () =>
      runPrepared(client, "item_seen", "select seen from item where key = $1", ["a-1"]),
    );
    expect(await Promise.all(calls)).toEqual(Array.from({ length: 5 }, () => [[true]]));
    await client.query("update item set seen = false where key = 'a-1'");
    expect(await runPrepared(client, "item_seen", "unused", ["a-1"])).toEqual([[false]]);
  });

  it("puts nothing but a plain value or name into the SQL", async () => {
    for (const value of ["x'); drop table item; --", "a b", "ä", "", "x".repeat(201), "a\\'"]) {
      expect(plainValue(value)).toBe(false);
      await expect(runPrepared(client, "item_by_key", text, [value, "1"])).rejects.toThrow(
        "only plain values",
      );
    }
    await expect(runPrepared(client, "x; drop table item", text, ["a", "1"])).rejects.toThrow(
      "not a statement name",
    );
    expect((await client.query("select count(*)::int as n from item")).rows).toEqual([{ n: 2 }]);
  });

  it("prepares again when the statement was dropped or prepared by another copy of itself", async () => {
    // A second copy of this module, as a development server's reload makes.
    const copy = "./embedded-statement.ts?copy";
    const fresh: typeof import("./embedded-statement.ts") = await import(copy);
    expect(
      await fresh.runPrepared(client, "item_seen", "select key from item where key = $1", ["b_2"]),
    ).toEqual([["b_2"]]);
    expect(await runPrepared(client, "item_seen", "unused", ["b_2"])).toEqual([["b_2"]]);
    await client.exec("deallocate all");
    expect(
      await runPrepared(client, "item_seen", "select key from item where key = $1", ["b_2"]),
    ).toEqual([["b_2"]]);
  });

  it("prepares again after a failed PREPARE", async () => {
    await expect(
      runPrepared(client, "later", "select * from missing where k = $1", ["a"]),
    ).rejects.toThrow();
    await client.exec("create table missing (k text); insert into missing values ('a')");
    expect(await runPrepared(client, "later", "select * from missing where k = $1", ["a"])).toEqual(
      [["a"]],
    );
  });
});
