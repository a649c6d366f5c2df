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
