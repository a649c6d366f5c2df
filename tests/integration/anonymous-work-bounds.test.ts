import net from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARTICLE_LIMIT } from "../../server/http/body-limits.ts";
import { tooManyPartsMessage } from "../../server/http/part-counter.ts";
import { createClient, type TestClient } from "../support/http-client.ts";
import { zeroPng } from "../support/png-bomb.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// What a stranger with no account can make the server do is bounded (issue 29, ADR 0149): a form
// body of many tiny parts is refused as it streams in and uses up its door's allowance; a sign-up
// picture is held to about 4 MP, 8 bits per channel, sides of 16 to 8192 px within 10:1 and
// JPEG, PNG or WebP, so a tiny file that decodes to hundreds of megabytes, or holds a decode slot
// for seconds, is refused from its header; the REST API takes the forms' photo rule.

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer({ AUTH_RATE_LIMIT_PER_MINUTE: "3", INBOX_RATE_LIMIT: "2" });
  admin = await server.signUpAdmin(createClient(server.url), undefined);
});
afterAll(async () => {
  await server?.close();
});

/** A request from its own client address (the server trusts X-Forwarded-For from loopback). */
function from(ip: string, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("x-forwarded-for", ip);
  headers.set("origin", new URL(server.url).origin);
  return fetch(new URL(path, server.url), { ...init, headers, redirect: "manual" });
}

/** A multipart body of `parts` one-byte fields: about 50 bytes each, under the 100 kB form limit
 * for a thousand. */
function manyParts(parts: number) {
  const part = '--b\r\nContent-Disposition: form-data; name="f"\r\n\r\nx\r\n';
  return {
    body: `${part.repeat(parts)}--b--\r\n`,
    headers: { "content-type": "multipart/form-data; boundary=b" },
  };
}

function signUpForm(email: string, picture?: Buffer) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    intent: "password",
    name: "Bounded Person",
    email,
    password: "Passw0rd!",
    photoURL: picture ? "" : "https://example.com/me.jpg",
  })) {
    form.append(name, value);
  }
  if (picture)
    form.append("photo", new Blob([new Uint8Array(picture)], { type: "image/png" }), "me.png");
  return form;
}

async function accountExists(email: string) {
  const response = await admin.get(`/api/user/${encodeURIComponent(email)}`);
  return response.status === 200 && ((await response.json()) as unknown[]).length > 0;
}

describe("a form body of many tiny parts", () => {
  it("is refused at every form door before it is parsed", async () => {
    for (const [index, path] of ["/signUp", "/login", "/reset", "/enquiry", "/book"].entries()) {
      const response = await from(`203.0.113.${10 + index}`, path, {
        method: "POST",
        ...manyParts(1_000),
      });
      expect([path, response.status]).toEqual([path, 413]);
      expect(await response.text()).toBe(tooManyPartsMessage);
    }
  });

  it("uses up the sign-up allowance of its address", async () => {
    const ip = "203.0.113.50";
    for (let i = 0; i < 3; i++) {
      expect((await from(ip, "/signUp", { method: "POST", ...manyParts(1_000) })).status).toBe(413);
    }
    const honest = await from(ip, "/signUp", {
      method: "POST",
      body: signUpForm("after-refusals@bounds.test"),
    });
    expect(honest.status).toBe(429);
    expect(await accountExists("after-refusals@bounds.test")).toBe(false);
    // Another address is untouched.
    const other = await from("203.0.113.51", "/signUp", {
      method: "POST",
      body: signUpForm("other-address@bounds.test"),
    });
    expect(other.status).toBe(200);
  });

  it("uses up the enquiry allowance of its address", async () => {
    const ip = "203.0.113.60";
    for (let i = 0; i < 2; i++) {
      expect((await from(ip, "/enquiry", { method: "POST", ...manyParts(1_000) })).status).toBe(
        413,
      );
    }
    const enquiry = await from(ip, "/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Ada Lovelace",
        email: "ada@example.co.uk",
        phone: "0121 496 0000",
        projectDetails: "A shop for our engines.",
      }),
    });
    expect(enquiry.status).toBe(429);
  });

  it("leaves a form with an ordinary number of fields alone", async () => {
    const response = await from("203.0.113.70", "/login", { method: "POST", ...manyParts(40) });
    expect(response.status).not.toBe(413);
  });
});

describe("a stranger's body to an editor's endpoint", () => {
  // What the review sent: a megabyte of JSON keys, 0.25-0.4 s of parsing before the 401.
  const keys = JSON.stringify(
    Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`k${i}`, i])),
  );
  const notJson = `{${"x".repeat(900_000)}`;
  const json = { "content-type": "application/json" };

  it("is answered 401 without being parsed, valid JSON or not", async () => {
    expect(keys.length).toBeGreaterThan(800_000);
    expect(keys.length).toBeLessThan(ARTICLE_LIMIT);
    for (const [method, path] of [
      ["POST", "/api/addNew"],
      ["PUT", "/api/news/00000000-0000-4000-8000-000000000000"],
    ]) {
      for (const body of [keys, notJson]) {
        const response = await from("203.0.113.90", path!, { method, headers: json, body });
        // Parsed, the second would be 400 "not valid JSON".
        expect([path, response.status]).toEqual([path, 401]);
        expect(await response.json()).toEqual({ success: false, message: "Please sign in first." });
      }
    }
  });

  it("is answered before it has all been sent, and the connection is closed", async () => {
    const { host, port } = new URL(server.url);
    const socket = net.connect(Number(port), "127.0.0.1");
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk.toString();
    });
    socket.on("error", () => {});
    let closed = false;
    socket.on("close", () => {
      closed = true;
    });
    socket.write(
      [
        "PUT /api/news/00000000-0000-4000-8000-000000000000 HTTP/1.1",
        `Host: ${host}`,
        `Origin: ${new URL(server.url).origin}`,
        "X-Forwarded-For: 203.0.113.91",
        "Content-Type: application/json",
        "Content-Length: 1000000",
        "",
        '{"a":',
      ].join("\r\n"),
    );
    // Five bytes of a million sent: the answer comes all the same.
    await expect.poll(() => received, { timeout: 5_000 }).toContain("Please sign in first.");
    expect(received).toMatch(/^HTTP\/1\.1 401 /);
    expect(received.toLowerCase()).toContain("connection: close");
    // The rest of the body is never waited for past a few seconds.
    await expect.poll(() => closed, { timeout: 10_000 }).toBe(true);
  });

  it("of a small size is still answered at an anonymous endpoint, its own limit a few kB", async () => {
    const response = await from("203.0.113.92", "/api/contact", {
      method: "POST",
      headers: json,
      body: JSON.stringify({ name: "x".repeat(40_000) }),
    });
    expect(response.status).toBe(413);
  });
});

describe("junk posted to the sign-up page", () => {
  it("uses up its address's allowance, invalid or not an image, then is refused unread", async () => {
    const ip = "203.0.113.95";
    const invalid = await from(ip, "/signUp", { method: "POST", body: signUpForm("not-an-email") });
    expect(invalid.status).toBe(400);
    const notImage = Buffer.alloc(1024 * 1024, "junk");
    for (let i = 0; i < 2; i++) {
      const junk = await from(ip, "/signUp", {
        method: "POST",
        body: signUpForm(`junk-${i}@bounds.test`, notImage),
      });
      expect(junk.status).toBe(415);
    }
    const next = await from(ip, "/signUp", {
      method: "POST",
      body: signUpForm("after-junk@bounds.test"),
    });
    expect(next.status).toBe(429);
    expect(await next.text()).toContain("Too many requests. Please try again later.");
    expect(await accountExists("after-junk@bounds.test")).toBe(false);
    const other = await from("203.0.113.96", "/signUp", {
      method: "POST",
      body: signUpForm("after-junk-other@bounds.test"),
    });
    expect(other.status).toBe(200);
    expect(await accountExists("after-junk-other@bounds.test")).toBe(true);
  });

  it("lets a person who made a mistake sign up at the next try", async () => {
    const ip = "203.0.113.97";
    expect((await from(ip, "/signUp", { method: "POST", body: signUpForm("oops") })).status).toBe(
      400,
    );
    const fixed = await from(ip, "/signUp", {
      method: "POST",
      body: signUpForm("fixed@bounds.test"),
    });
    expect(fixed.status).toBe(200);
  });
});

describe("a stranger's sign-up picture", () => {
  it("is refused from its header when it would decode to hundreds of megabytes", async () => {
    const bomb = zeroPng(7000, 7000, 16);
    expect(bomb.length).toBeLessThan(400_000);
    const response = await from("203.0.113.80", "/signUp", {
      method: "POST",
      body: signUpForm("bomb@bounds.test", bomb),
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain(
      "The image has too many pixels. Keep it under 4 megapixels.",
    );
    expect(await accountExists("bomb@bounds.test")).toBe(false);
  });

  it("is refused with more than 8 bits per channel", async () => {
    const response = await from("203.0.113.81", "/signUp", {
      method: "POST",
      body: signUpForm("deep@bounds.test", zeroPng(64, 64, 16)),
    });
    expect(response.status).toBe(415);
    expect(await response.text()).toContain("more than 8 bits per colour");
  });

  it("is refused from its header when it is a long, narrow strip", async () => {
    // 1×16,000,000: under the old pixel limit, about 80 kB, and ten seconds of a decode slot.
    // Written by hand (zeroPng): sharp took as long to encode it as a decode would hold a slot.
    const tall = zeroPng(1, 16_000_000, 8);
    expect(tall.length).toBeLessThan(100_000);
    // Its message is the header check's: no decode ran (tests assert no timings).
    const response = await from("203.0.113.83", "/signUp", {
      method: "POST",
      body: signUpForm("tall@bounds.test", tall),
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain(
      "Each side of the image must be between 16 and 8192 pixels.",
    );
    expect(await accountExists("tall@bounds.test")).toBe(false);
  });

  it("is refused as an AVIF, with the formats that are accepted", async () => {
    const avif = await sharp({
      create: { width: 64, height: 64, channels: 3, background: "#2a7f62" },
    })
      .avif()
      .toBuffer();
    const response = await from("203.0.113.84", "/signUp", {
      method: "POST",
      body: signUpForm("avif@bounds.test", avif),
    });
    expect(response.status).toBe(415);
    expect(await response.text()).toContain("Upload a JPEG, PNG or WebP picture.");
    expect(await accountExists("avif@bounds.test")).toBe(false);
  });

  it("is refused at 4000×3000, over 4 megapixels", async () => {
    const photo = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: "#2a7f62" },
    })
      .jpeg()
      .toBuffer();
    const response = await from("203.0.113.85", "/signUp", {
      method: "POST",
      body: signUpForm("large@bounds.test", photo),
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("Keep it under 4 megapixels.");
    expect(await accountExists("large@bounds.test")).toBe(false);
  });

  it("of an ordinary phone photo's size is taken, kept at an avatar's 480 px", async () => {
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: "#2a7f62" },
    })
      .jpeg()
      .toBuffer();
    const response = await from("203.0.113.82", "/signUp", {
      method: "POST",
      body: signUpForm("phone@bounds.test", photo),
    });
    expect(response.status).toBe(200);
    const [record] = (await (
      await admin.get(`/api/user/${encodeURIComponent("phone@bounds.test")}`)
    ).json()) as Array<{ img: string }>;
    expect(record!.img).toMatch(/-480\.jpg$/);
  });
});

describe("POST /api/users", () => {
  it("takes only an http(s) photo address, as the forms do", async () => {
    const user = createClient(server.url);
    await user.signUp("api-photo@bounds.test");
    const refused = await user.post("/api/users", { img: "javascript:alert(1)" });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain(
      "Photo URL must be an http:// or https:// address",
    );
    const taken = await user.post("/api/users", { img: "https://example.com/me.jpg" });
    expect(taken.status).toBe(200);
  });
});

describe("the public news search", () => {
  it("says a query past 200 characters is too long, and stores nothing", async () => {
    const response = await from("10.0.9.1", `/news/search?q=${"ab ".repeat(80)}x`);
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toContain("Search for at most 200 characters.");
  });

  it("answers a crowd of distinct searches at once with results or 'try again in a moment'", async () => {
    // Each query misses the page cache: at most two run at once, and beyond a short queue the
    // rest are turned away at once rather than holding up every other page.
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, n) =>
        from(`10.0.9.${n + 2}`, `/news/search?q=${"word".repeat(40)}${n}`),
      ),
    );
    for (const answer of answers) {
      expect([200, 503]).toContain(answer.status);
      const text = await answer.text();
      if (answer.status === 503) {
        expect(answer.headers.get("retry-after")).toBe("5");
        expect(text).toContain("Search is busy right now. Please try again in a moment.");
      } else {
        expect(text).toContain("No articles match your search.");
      }
    }
    expect((await from("10.0.9.99", "/news/search?q=community")).status).toBe(200);
  });
});
