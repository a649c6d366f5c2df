import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type TestClient } from "../support/http-client.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// The sample content `npm run seed` adds on the embedded default (scripts/seed.ts): its pictures
// are described, so the media library finds them by what they show and a pick from it brings the
// description along as alt text (issue 33, the editor's day).

const root = path.resolve(import.meta.dirname, "../..");

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  // The embedded database is one process's: the seed runs while the server is stopped.
  server = await server.restart({}, async () => {
    const seed = spawnSync(process.execPath, ["scripts/seed.ts"], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATA_DIR: server.dataDir,
        DATABASE_URL: server.databaseUrl ?? "",
        LOG_LEVEL: "silent",
      },
      encoding: "utf8",
      // spawnSync blocks the worker: a seed that hangs must fail the test, not the run.
      timeout: 120_000,
    });
    expect(seed.status, seed.stderr).toBe(0);
    expect(seed.stdout).toContain("sample news: 10 added");
  });
  admin = createClient(server.url);
  await server.signUpAdmin(admin);
}, 180_000);
afterAll(async () => {
  await server?.close();
});

type LibraryImage = { fileName: string; description: string };
const library = async (query = "") => {
  const response = await admin.get(`/api/images${query ? `?q=${encodeURIComponent(query)}` : ""}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { images: LibraryImage[] } }).data.images;
};

describe("the seeded sample pictures", () => {
  it("are described and named in the media library", async () => {
    const images = await library();
    expect(images).toHaveLength(10);
    for (const image of images) {
      expect(image.description).toMatch(/^Sample artwork for the .+ story: .+ gradient/);
      expect(image.fileName).toMatch(/^[a-z-]+\.png$/);
    }
  });

  it("are found by their description", async () => {
    expect(await library("mela story")).toEqual([
      expect.objectContaining({
        fileName: "mela-crowds.png",
        description:
          "Sample artwork for the mela story: an orange-to-blue gradient with soft white circles",
      }),
    ]);
  });
});
