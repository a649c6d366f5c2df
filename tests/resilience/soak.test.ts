import { expect, it } from "vitest";
import { runSoak } from "../../scripts/bench/soak.ts";

// The security issue's load requirement as a test: many connections of mixed public reads with
// enquiry and booking writes on the production server; no errors besides the intended 429s, and
// every acknowledged write stored exactly once. `npm run bench` runs the same soak for a minute
// and reports its throughput and p99; timings are never asserted here.

it("serves a soak of mixed reads and writes without errors, storing each acknowledged write once", async () => {
  const result = await runSoak({
    seconds: Number(process.env.SOAK_SECONDS ?? 20),
    connections: 50,
  });
  console.log(
    `soak: ${result.requests} requests (${result.writes} writes, ${result.acknowledgedWrites} acknowledged, ${result.rateLimited} intended 429s) in ${result.seconds} s`,
  );
  expect(result.detail).toBeTruthy();
  expect(result.errors, result.detail).toBe(0);
  expect(result.storedExactlyOnce, result.detail).toBe(true);
  expect(result.acknowledgedWrites).toBeGreaterThan(0);
});
