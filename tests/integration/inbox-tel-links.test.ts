import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type TestClient } from "../support/http-client.ts";
import { startTestServer, type TestServer, UNLIMITED } from "../support/test-server.ts";

// Owner review (390 px and 1280 px): a number written "+44 (0)121 496 0000" became the link
// tel:+44(0)1214960000, which phones cannot dial. Every tel: link (the inbox list, the record's
// Phone row and Call button, the site's own numbers from /settings) dials +441214960000.

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer(UNLIMITED);
  admin = await server.signUpAdmin();
});
afterAll(async () => {
  await server?.close();
});

const telLinks = (html: string) => [...html.matchAll(/href="(tel:[^"]*)"/g)].map((m) => m[1] ?? "");

describe("tel: links", () => {
  it("dial a number written with a (0) trunk prefix in the inbox", async () => {
    const response = await createClient(server.url).post("/api/contact", {
      name: "Trunk Prefix",
      email: "trunk@example.com",
      phone: "+44 (0)121 496 0000",
      projectDetails: "Call me, please.",
      submittedAt: new Date().toISOString(),
    });
    const { insertedId } = (await response.json()) as { insertedId: string };

    const list = await (await admin.get("/dashbord")).text();
    expect(telLinks(list)).toContain("tel:+441214960000");
    const record = await (await admin.get(`/dashbord/${insertedId}`)).text();
    const links = telLinks(record);
    // The Phone row and the Call button.
    expect(links.filter((link) => link === "tel:+441214960000")).toHaveLength(2);
    expect(links.some((link) => link.includes("("))).toBe(false);
  });

  it("dial the business's own numbers saved with a (0) trunk prefix", async () => {
    const saved = await admin.request("/settings", {
      method: "POST",
      body: new URLSearchParams({
        tradingName: "Trunk Works Ltd",
        street: "3 Brindley Place",
        city: "Birmingham",
        postcode: "B1 2HS",
        officePhone: "+44 (0)121 496 0999",
        mobilePhone: "+44 (0)7700 900123",
        email: "studio@trunk.test",
        companyNumber: "12345678",
        mapsUrl: "",
        answerWithinHours: "24",
        notifyTo: "leads@trunk.test",
      }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(saved.status).toBe(200);
    const home = await (await createClient(server.url).get("/")).text();
    expect(telLinks(home)).toEqual(
      expect.arrayContaining(["tel:+441214960999", "tel:+447700900123"]),
    );
    expect(telLinks(home).some((link) => link.includes("("))).toBe(false);
  });
});
