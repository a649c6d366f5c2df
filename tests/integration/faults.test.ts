// Both databases: the database going away and coming back.
import { rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type AppProcess, startAppProcess } from "../support/app-process.ts";
import {
  adminConfirmationFromOutbox,
  choosePasswordAndSignIn,
} from "../support/email-verification.ts";
import { createClient } from "../support/http-client.ts";
import { type PostgresCluster, startPostgresCluster } from "../support/postgres-cluster.ts";
import { ADMIN_EMAIL } from "../support/test-server.ts";

// Faults need a PostgreSQL server of their own to stop and start; the shared one stays up.
const onPostgres = inject("testDb").driver === "postgres" && !process.env.DATABASE_URL;

const secret = "integration-tests-secret-integration-tests-secret";
const DATA_DIR = "/tmp/agency-faults-data";
let cluster: PostgresCluster;
let app: AppProcess;

async function startApp() {
  return startAppProcess({
    DATABASE_URL: cluster.url,
    AUTH_SECRET: secret,
    DATA_DIR,
    ADMIN_EMAILS: ADMIN_EMAIL,
    // Every visitor is distinct here: the write test sends many enquiries from one address.
    INBOX_RATE_LIMIT: "100000",
  });
}

function enquiry(n: number) {
  return {
    name: `Visitor ${n}`,
    company: "",
    email: `visitor${n}@faults.test`,
    phone: "0121 496 0000",
    projectDetails: `Project number ${n}`,
    submittedAt: new Date().toISOString(),
  };
}

describe.runIf(onPostgres)("when the database fails", () => {
  beforeAll(async () => {
    // Mail from an earlier run must not be mistaken for this run's confirmation.
    rmSync(path.join(DATA_DIR, "outbox"), { recursive: true, force: true });
    cluster = await startPostgresCluster();
    app = await startApp();
  });
  afterAll(async () => {
    await app?.stop();
    cluster?.stop();
  });

  it("fails fast with 503 while PostgreSQL is down, and recovers without a restart", async () => {
    const admin = createClient(app.url);
    await admin.signUp(ADMIN_EMAIL);
    const mail = await adminConfirmationFromOutbox(DATA_DIR, ADMIN_EMAIL);
    await choosePasswordAndSignIn(admin, { mailText: mail.text, email: ADMIN_EMAIL });
    expect((await admin.get("/dashbord")).status).toBe(200);

    cluster.pause!();
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        n % 2
          ? admin.get("/dashbord")
          : admin.request("/api/contact", { method: "POST", json: enquiry(n) }),
      ),
    );
    expect(Date.now() - started).toBeLessThan(3_000);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toBe("5");
    }
    expect(await answers[0]!.json()).toMatchObject({
      success: false,
      message: /temporarily unavailable/,
    });
    expect(await answers[1]!.text()).toContain("Temporarily unavailable");
    // The loader's error is a JSON line carrying the id of the request it failed (handleError).
    const failedPage = answers[1]!.headers.get("x-request-id");
    await expect
      .poll(() => app.output())
      .toMatch(new RegExp(`"level":50[^\n]*"reqId":"${failedPage}"[^\n]*"msg":"unexpected error`));
    const health = await fetch(`${app.url}/healthz`);
    expect(health.status).toBe(503);

    cluster.resume!();
    await expect
      .poll(async () => (await fetch(`${app.url}/healthz`)).status, { timeout: 10_000 })
      .toBe(200);
    expect((await admin.get("/dashbord")).status).toBe(200);
  });

  it("keeps every acknowledged write when stopped with SIGTERM under load", async () => {
    const firstAnswer = Promise.withResolvers<void>();
    const sent = Array.from({ length: 60 }, (_, n) =>
      fetch(`${app.url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `10.0.${n}.1` },
        body: JSON.stringify(enquiry(1000 + n)),
      })
        .then(async (response) => {
          firstAnswer.resolve();
          return response.status === 201
            ? ((await response.json()) as { insertedId: string }).insertedId
            : null;
        })
        .catch(() => null),
    );
    // Stopped while the rest are still in flight, once the first has been answered.
    // (A promise, not a poll: on a busy machine the first of 60 answers can take longer than
    // a poll's default second.)
    await firstAnswer.promise;
    const stopped = app.stop("SIGTERM");
    const acknowledged = (await Promise.all(sent)).filter((id): id is string => Boolean(id));
    expect(await stopped).toBe(0);
    expect(acknowledged.length).toBeGreaterThan(0);

    const db = new pg.Client({ connectionString: cluster.url });
    await db.connect();
    const stored = await db.query("select id::text from enquiry where id = any($1::uuid[])", [
      acknowledged,
    ]);
    await db.end();
    expect(stored.rowCount).toBe(acknowledged.length);
    app = await startApp();
  });
});
