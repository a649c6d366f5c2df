import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type TestClient } from "../support/http-client.ts";
import { waitForOutboxMessage } from "../support/outbox.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// The business's own details (issue 33, owner item 5): an admin sets them on /settings, posted as
// the form sends them before its script has loaded, and every page, mail and structured-data
// block shows them from then on; until then the samples, with a notice to admins.

let server: TestServer;
let admin: TestClient;

const mine = {
  tradingName: "Brindley Works Ltd",
  street: "3 Brindley Place\nSecond floor",
  city: "Birmingham",
  postcode: "b1 2hs",
  officePhone: "0121 496 0999",
  mobilePhone: "+44 7700 900123",
  email: "studio@brindley.test",
  companyNumber: "sc123456",
  mapsUrl: "https://maps.example.org/brindley",
  answerWithinHours: "48",
  notifyTo: "leads@brindley.test",
};

/** A page's HTML without React's text separators, so a sentence reads as one string. */
const read = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");

const postSettings = (client: TestClient, values: Record<string, string>) =>
  client.request("/settings", {
    method: "POST",
    body: new URLSearchParams(values),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });

beforeAll(async () => {
  // A server of its own, not the shared one (ADR 0171): it changes the business details every page and mail shows, and expects the samples first.
  server = await startTestServer();
  admin = createClient(server.url);
  await server.signUpAdmin(admin);
});
afterAll(async () => {
  await server?.close();
});

describe("business details", () => {
  it("shows the samples, and tells admins so, until they are set", async () => {
    const home = await read(await createClient(server.url).get("/"));
    expect(home).toContain("company number 00000000");
    // The answer time a fresh install promises.
    expect(home).toContain("We usually reply within 24 hours.");
    const inbox = await read(await admin.get("/dashbord"));
    expect(inbox).toContain("Sample details — set yours in");
  });

  it("is for admins only", async () => {
    const user = createClient(server.url);
    await user.signUp("nosy@settings.test");
    expect((await user.get("/settings")).status).toBe(403);
    expect((await postSettings(user, mine)).status).toBe(403);
    expect((await postSettings(createClient(server.url), mine)).status).not.toBe(200);
  });

  it("refuses wrong details with the form's messages and keeps the old ones", async () => {
    const response = await postSettings(admin, {
      ...mine,
      officePhone: "12345",
      companyNumber: "1234567",
      email: "not-an-email",
      mapsUrl: "http://maps.example.org/brindley",
      answerWithinHours: "two days",
      notifyTo: "leads@brindley.test, boss@brindley.test",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Enter a UK phone number, like 0121 496 0734");
    expect(html).toContain(
      "Enter a Companies House number of 8 characters, like 12345678 or SC123456",
    );
    expect(html).toContain("Enter a valid email address");
    expect(html).toContain("Enter a maps link starting with https://");
    expect(html).toContain("Enter a whole number of hours from 1 to 168");
    expect(html).toContain("Enter one email address");
    const tooLong = await postSettings(admin, { ...mine, answerWithinHours: "500" });
    expect(await tooLong.text()).toContain("Enter a whole number of hours from 1 to 168");
    expect(await read(await createClient(server.url).get("/"))).toContain("00000000");
  });

  it("applies saved details at once to pages, structured data, mails and the audit log", async () => {
    // A cached copy of the home page exists before the change.
    await createClient(server.url).get("/");
    const saved = await postSettings(admin, mine);
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Your details are saved");

    const home = await read(await createClient(server.url).get("/"));
    // An SC number is a Scottish company's.
    expect(home).toContain("Registered in Scotland, company number SC123456");
    expect(home).toContain("Brindley Works Ltd");
    expect(home).toContain('href="tel:+441214960999"');
    expect(home).toContain('href="https://maps.example.org/brindley"');
    const ld = JSON.parse(
      home.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1] ?? "{}",
    );
    expect(ld).toMatchObject({
      legalName: "Brindley Works Ltd",
      email: "studio@brindley.test",
      telephone: ["+441214960999", "+447700900123"],
      address: "3 Brindley Place, Second floor, Birmingham, B1 2HS",
    });
    const privacy = await read(await createClient(server.url).get("/privacy"));
    expect(privacy).toContain("registered in Scotland under company number SC123456");
    // The contact page names the business by its trading name; the brand stays in the titles,
    // as the Settings screen says beside the field.
    const contactPage = await read(await createClient(server.url).get("/contact"));
    expect(contactPage).toContain("Email or call the Brindley Works Ltd team directly");
    expect(contactPage).toContain("<title>Canalside Digital | Contact Us</title>");
    expect(await read(await admin.get("/settings"))).toContain(
      "The site&#x27;s brand name, in the logo and page titles, stays Canalside Digital.",
    );
    // The notice is gone.
    expect(await read(await admin.get("/dashbord"))).not.toContain("Sample details");

    // A new enquiry's notification goes to the saved address; its acknowledgement signs with
    // the trading name and the saved phone number.
    const sent = await createClient(server.url).post("/api/contact", {
      name: "Settings Tester",
      email: "visitor@settings.test",
      phone: "0121 555 0101",
      projectDetails: "A quote, please.",
      submittedAt: new Date().toISOString(),
    });
    expect(sent.status).toBe(201);
    await waitForOutboxMessage(server.dataDir, "leads@brindley.test", /New enquiry/);
    const ack = await waitForOutboxMessage(server.dataDir, "visitor@settings.test", /We have/);
    expect(ack.text).toContain("0121 496 0999");
    expect(ack.text).toContain("Brindley Works Ltd");
    // The answer time saved is the one promised, in the mail and on the enquiry pages.
    expect(ack.text).toContain("we will answer within 48 hours.");
    expect(await read(await createClient(server.url).get("/enquiry"))).toContain(
      "We reply within 48 hours.",
    );
    expect(await read(await createClient(server.url).get("/"))).toContain(
      "We usually reply within 48 hours.",
    );

    const log = await (await admin.get("/auditLog")).text();
    expect(log).toContain("Business details: Brindley Works Ltd");
  });

  it("links to the saved address on Google Maps unless a maps link of the business's own is set", async () => {
    const moved = { ...mine, street: "7 Canal Walk", city: "Leeds", postcode: "LS1 4AB" };
    const derived =
      "https://www.google.com/maps/search/?api=1&amp;query=7+Canal+Walk%2C+Leeds%2C+LS1+4AB";
    // The samples' link, left in the form as the owner found it (it followed no address of theirs).
    await createClient(server.url).get("/contact");
    const kept = await postSettings(admin, {
      ...moved,
      mapsUrl: "https://www.google.com/maps/search/?api=1&query=12+Gas+Street+Birmingham+B1+2JT",
    });
    expect(kept.status).toBe(200);
    for (const path of ["/", "/contact"]) {
      const page = await read(await createClient(server.url).get(path));
      expect(page, path).toContain(`href="${derived}"`);
      expect(page, path).not.toContain("Gas+Street");
    }
    // Settings shows the field empty, and says what empty does.
    const form = await read(await admin.get("/settings"));
    expect(form).not.toContain("Gas+Street");
    expect(form).toContain("Leave it empty and the site links to a Google Maps search");
    // Left empty: the same search, following the address as it changes.
    expect((await postSettings(admin, { ...moved, city: "York", mapsUrl: "" })).status).toBe(200);
    expect(await read(await createClient(server.url).get("/contact"))).toContain(
      "query=7+Canal+Walk%2C+York%2C+LS1+4AB",
    );
    // The search is called one on the contact page.
    const searching = await read(await createClient(server.url).get("/contact"));
    expect(searching).toContain("Search on Google Maps");
    expect(searching).not.toContain("Find us on the map");
    // A link of their own is kept as it is, and named as a place, not a search (owner review).
    await postSettings(admin, moved);
    expect(await read(await createClient(server.url).get("/"))).toContain(
      'href="https://maps.example.org/brindley"',
    );
    const own = await read(await createClient(server.url).get("/contact"));
    expect(own).toContain("Find us on the map");
    expect(own).not.toContain("Search on Google Maps");
  });

  it("promises the saved answer time on /contact and /book as on /enquiry (owner review)", async () => {
    expect((await postSettings(admin, { ...mine, answerWithinHours: "36" })).status).toBe(200);
    for (const path of ["/enquiry", "/contact", "/book"]) {
      const page = await read(await createClient(server.url).get(path));
      expect(page, path).toMatch(/We (usually )?reply within 36 hours\./);
    }
    for (const path of ["/contact", "/book"]) {
      const page = await read(await createClient(server.url).get(path));
      expect(page, path).toContain("We usually reply within 36 hours.");
    }
  });
});
