import { expect, it } from "vitest";
import { inDecodeQueue, queueFullFor } from "./decode-queue.ts";

const deferred = () => {
  let release!: () => void;
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { done, release };
};

it("runs two decodes at once, queues editors, and turns strangers away once three wait", async () => {
  const gates = [deferred(), deferred(), deferred()];
  let running = 0;
  let most = 0;
  const work = (gate: { done: Promise<void> }) => async () => {
    running++;
    most = Math.max(most, running);
    await gate.done;
    running--;
    return "decoded";
  };
  const editors = gates.map((gate) => inDecodeQueue("editor", work(gate)));
  expect(queueFullFor("editor")).toBe(false);
  expect(queueFullFor("anonymous")).toBe(true);
  expect(await inDecodeQueue("anonymous", async () => "decoded")).toBeUndefined();

  for (const gate of gates) gate.release();
  expect(await Promise.all(editors)).toEqual(["decoded", "decoded", "decoded"]);
  expect(most).toBe(2);
  expect(await inDecodeQueue("anonymous", async () => "decoded")).toBe("decoded");
});

it("holds one stranger's picture per client at a time, and lets another client in", async () => {
  const gate = deferred();
  const first = inDecodeQueue("anonymous", () => gate.done.then(() => "first"), "198.51.100.7");
  expect(queueFullFor("anonymous", "198.51.100.7")).toBe(true);
  expect(queueFullFor("anonymous", "203.0.113.9")).toBe(false);
  expect(await inDecodeQueue("anonymous", async () => "again", "198.51.100.7")).toBeUndefined();
  expect(await inDecodeQueue("anonymous", async () => "other", "203.0.113.9")).toBe("other");
  gate.release();
  expect(await first).toBe("first");
  expect(await inDecodeQueue("anonymous", async () => "later", "198.51.100.7")).toBe("later");
});
