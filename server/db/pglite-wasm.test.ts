import { PGlite } from "@electric-sql/pglite";
import { expect, it } from "vitest";
import { precompiledPgliteWasm, precompilePgliteWasm } from "./pglite-wasm.ts";

it("compiles PGlite's WebAssembly ahead, and a database opened with it answers", async () => {
  await precompilePgliteWasm();
  const wasm = precompiledPgliteWasm();
  expect(wasm).toBeInstanceOf(WebAssembly.Module);
  const db = new PGlite({ pgliteWasmModule: wasm });
  try {
    const { rows } = await db.query<{ answer: number }>("select 6 * 7 as answer");
    expect(rows).toEqual([{ answer: 42 }]);
  } finally {
    await db.close();
  }
  // A fresh in-memory database runs initdb first: seconds on a busy machine.
}, 60_000);
