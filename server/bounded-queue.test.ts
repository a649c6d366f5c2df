import { describe, expect, it } from "vitest";
import { boundedQueue } from "./bounded-queue.ts";

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe("a bounded queue", () => {
  it("runs at most its concurrency at once, and refuses refusable work once its backlog waits", async () => {
    const queue = boundedQueue(2, 3);
    const started: number[] = [];
    const gates = [gate(), gate(), gate()];
    const runs = gates.map((g, n) =>
      queue.run(async () => {
        started.push(n);
        await g.opened;
        return n;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.full()).toBe(true);
    expect(await queue.run(async () => "refused")).toBeUndefined();
    // Work that may not be refused (an editor's upload) waits its turn instead.
    const kept = queue.run(async () => "kept", { refusable: false });
    for (const g of gates) g.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(await kept).toBe("kept");
    expect(queue.full()).toBe(false);
    expect(await queue.run(async () => "again")).toBe("again");
  });
});
