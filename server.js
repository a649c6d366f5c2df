// Entry point: a plain JavaScript file so that an old Node prints one clear line instead of a
// syntax error from the TypeScript it cannot run.
const [major] = process.versions.node.split(".").map(Number);
if (major < 24) {
  console.error(
    `This server needs Node.js 24 or newer; this is ${process.version}. Run it through npm (npm start), which uses the Node 24 installed in node_modules.`,
  );
  process.exit(1);
}
await import("./server/main.ts");
