import { readFile } from "node:fs/promises";

// The embedded database's WebAssembly is 9 MB. Left to PGlite, it is read and compiled only when
// the first query opens the database, after the 2 MB server build has been loaded. main.ts
// starts both here first, so they run beside that load (V8 compiles WebAssembly on background
// threads), and openPglite hands the result over (ADR 0138).
//
// On globalThis: main.ts runs this file from source, the build has its own bundled copy.
const holder = globalThis as typeof globalThis & { __pgliteWasm?: WebAssembly.Module };

/** Reads and compiles PGlite's WebAssembly; never fails (PGlite then loads it itself). */
export async function precompilePgliteWasm(): Promise<void> {
  try {
    const file = new URL(import.meta.resolve("@electric-sql/pglite/pglite.wasm"));
    holder.__pgliteWasm = await WebAssembly.compile(await readFile(file));
  } catch {
    // A missing or unreadable file: PGlite reports it, with its own message, when it opens.
  }
}

/** The module compiled by precompilePgliteWasm, if it ran. */
export function precompiledPgliteWasm(): WebAssembly.Module | undefined {
  const module = Object.hasOwn(holder, "__pgliteWasm") ? holder.__pgliteWasm : undefined;
  return module instanceof WebAssembly.Module ? module : undefined;
}
