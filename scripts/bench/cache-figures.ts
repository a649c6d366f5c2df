import type { TestClient } from "../../tests/support/http-client.ts";
import { article as articleFields } from "../../tests/support/news-fixtures.ts";
import { atLeast, atMost, below, type Figure } from "./figures.ts";
import { measure, type Row } from "./throughput.ts";

// Whether the page cache holds (ADR 0081): against requests that each carry a random query
// parameter no page declares (they must not create entries or renders), and while an admin
// publishes once a second (each write makes every page stale; readers must not all wait).

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** Publishes an article through the admin API once a second until stopped. */
function publishEverySecond(admin: TestClient) {
  let published = 0;
  let failed = 0;
  let n = 0;
  const timer = setInterval(async () => {
    n += 1;
    const answer = await admin
      .post("/api/addNew", articleFields({ title: `Bench publishing ${Date.now()} ${n}` }))
      .catch(() => null);
    if (answer?.status === 201) published += 1;
    else failed += 1;
  }, 1_000);
  return {
    stop: () => {
      clearInterval(timer);
      return { published, failed };
    },
  };
}

export async function measureCacheHolds(
  baseUrl: string,
  article: string,
  cached: Row,
  admin: TestClient,
): Promise<Figure[]> {
  const random = await measure(`${baseUrl}${article}`, "article, random unknown ?m=", {
    randomQuery: true,
  });
  const publisher = publishEverySecond(admin);
  const reading = await measure(`${baseUrl}${article}`, "article while publishing 1/s");
  const writes = publisher.stop();
  console.log(
    `\nPage cache under hostile and write traffic (${connections} connections, ${seconds} s):`,
  );
  console.table(
    [cached, random, reading].map((row) => ({
      target: row.name,
      "req/s": Math.round(row.requestsPerSecond),
      "p50 ms": row.p50,
      "p99 ms": row.p99,
      errors: row.errors,
    })),
  );
  console.log(`Published meanwhile: ${writes.published} (${writes.failed} failed).`);
  return [
    atLeast({
      id: "random-query-vs-cached",
      name: "article with a random unknown query string req/s ÷ cached article req/s",
      value: random.requestsPerSecond / cached.requestsPerSecond,
      limit: 0.8,
      unit: "×",
      digits: 2,
    }),
    below({
      id: "publish-p99",
      name: "article page p99 while an admin publishes once a second",
      value: reading.p99,
      limit: 50,
      unit: "ms",
      digits: 1,
    }),
    atMost({
      id: "cache-load-errors",
      name: "errors under hostile and write traffic (reads and publishes)",
      value: random.errors + reading.errors + writes.failed,
      limit: 0,
      unit: "",
    }),
  ];
}
