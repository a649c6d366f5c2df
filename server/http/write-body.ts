import type { ServerResponse } from "node:http";

// Streams a rendered body to the visitor. React hands the document over in pieces of about
// 2 kB; written one by one, each piece was a system call of its own (a tenth of the CPU time of
// a signed-in article render, docs/performance.md) and, with compression on, a flush of the
// compressor. Here every piece that arrives within one turn of the event loop goes out in one
// write, so the document leaves in a few writes while a page that streams deferred data still
// sends its shell at once.

type Flushable = ServerResponse & { flush?: () => void };

export async function writeBody(body: ReadableStream<Uint8Array>, res: Flushable) {
  const reader = body.getReader();
  let gone = false;
  const onClose = () => {
    gone = !res.writableFinished;
    if (gone) reader.cancel().catch(() => {});
  };
  res.once("close", onClose);
  // One 'drain' listener for the whole body, not one per full buffer: the compression middleware
  // hands a response's 'drain' listeners to its compressor, where `off` on the response never
  // reaches them, so one per wait piled up (Node's MaxListeners warning on long pages).
  let resume = () => {};
  const onDrain = () => resume();
  res.on("drain", onDrain);
  let batch: NodeJS.Immediate | undefined;
  const send = () => {
    batch = undefined;
    res.flush?.();
    res.uncork();
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || gone) break;
      if (!batch) {
        res.cork();
        batch = setImmediate(send);
      }
      if (!res.write(value)) {
        // Listening first: uncorking can flush everything and emit 'drain' at once.
        const drained = new Promise<void>((resolve) => {
          resume = resolve;
        });
        res.once("close", resume);
        clearImmediate(batch);
        send();
        if (res.writableNeedDrain && !res.destroyed) await drained;
        res.off("close", resume);
        resume = () => {};
      }
    }
  } finally {
    if (batch) {
      clearImmediate(batch);
      send();
    }
    res.off("close", onClose);
    res.off("drain", onDrain);
  }
  if (!gone) res.end();
}
