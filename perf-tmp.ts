import autocannon from "autocannon";
import { startAppProcess } from "./tests/support/app-process.ts";
const app = await startAppProcess({ DATA_DIR: "/tmp/seedtest", LOG_LEVEL: "silent" });
const [a] = await (await fetch(`${app.url}/api/allNews?limit=1`)).json();
for (let round = 0; round < 2; round++) {
  for (const p of ["/", "/travel", `/news/${a._id}`, "/no-such-page"]) {
    const r = await autocannon({ url: app.url + p, connections: 4, duration: 3 });
    console.log(p.padEnd(50), Math.round(r.requests.average), "req/s p50", r.latency.p50);
  }
}
await app.stop();
