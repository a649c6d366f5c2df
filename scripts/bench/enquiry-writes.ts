import { startBenchServer } from "./bench-server.ts";
import { percentile } from "./stats.ts";

// Write load: N enquiries sent at once, each from its own address (X-Forwarded-For through the
// trusted loopback proxy, so the per-address rate limit is exercised, not bypassed). Then the
// admin API must list every acknowledged enquiry exactly once, and nothing else.

/** Returns the number of faults: sends not acknowledged, or not listed exactly once. */
export async function enquiryWriteCheck() {
  const count = Number(process.env.BENCH_WRITES ?? 200);
  const app = await startBenchServer({ name: "writes" });
  try {
    const send = async (i: number) => {
      const started = performance.now();
      const response = await fetch(`${app.url}/api/contact`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        },
        body: JSON.stringify({
          name: `Bench ${i}`,
          company: "",
          email: `bench${i}@example.com`,
          phone: "0121 496 0000",
          projectDetails: `Load test enquiry number ${i}.`,
          submittedAt: new Date().toISOString(),
        }),
      }).catch(() => null);
      const ms = performance.now() - started;
      const body = (response ? await response.json().catch(() => ({})) : {}) as {
        insertedId?: string;
      };
      return { status: response?.status ?? 0, id: body.insertedId, ms };
    };
    const started = performance.now();
    const results = await Promise.all(Array.from({ length: count }, (_, i) => send(i)));
    const seconds = (performance.now() - started) / 1000;
    const acknowledged = results.filter((r) => r.status === 201 && r.id).map((r) => r.id!);

    const admin = await app.signInAdmin();
    const listed = (await (await admin.get("/api/contacts")).json()) as Array<{ _id: string }>;
    const seen = new Map<string, number>();
    for (const row of listed) seen.set(row._id, (seen.get(row._id) ?? 0) + 1);
    const missing = acknowledged.filter((id) => seen.get(id) !== 1);
    const extra = listed.length - acknowledged.length;

    const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
    console.log(`\nWrite load: ${count} concurrent enquiry submissions`);
    console.table([
      {
        sent: count,
        acknowledged: acknowledged.length,
        "req/s": Math.round(count / seconds),
        "p50 ms": Math.round(percentile(latencies, 50)),
        "p99 ms": Math.round(percentile(latencies, 99)),
        "listed once": acknowledged.length - missing.length,
        "listed, not acknowledged": extra,
      },
    ]);
    // Every enquiry was sent from an address of its own, so each must be acknowledged.
    return count - acknowledged.length + missing.length + Math.abs(extra);
  } finally {
    await app.stop();
  }
}
