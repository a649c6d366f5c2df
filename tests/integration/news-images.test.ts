import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type TestClient } from "../support/http-client.ts";
import { article, articleForm, articlePage, jpeg, uploadImage } from "../support/news-fixtures.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// The article image's details (ADR 0130): a description asked for but never blocking a publish
// (left empty: the caption or title stands in, and Manage News flags it, issue 33), a caption and credit under the hero, a focal point every crop uses; and the media
// library of earlier uploads (ADR 0131), ours only and for admins only.

let server: TestServer;
let admin: TestClient;
let visitor: TestClient;
let user: TestClient;

beforeAll(async () => {
  // A server of its own, not the shared one (ADR 0171): it lists every upload newest first and counts the list's flags.
  server = await startTestServer();
  admin = createClient(server.url);
  await server.signUpAdmin(admin);
  visitor = createClient(server.url);
  user = createClient(server.url);
  await user.signUp("reader@images.test");
});
afterAll(async () => {
  await server?.close();
});

async function upload(color: string) {
  const response = await uploadImage(admin, await jpeg(800, 600, color));
  expect(response.status).toBe(201);
  return (await response.json()).data.url as string;
}

async function add(overrides: Record<string, unknown>) {
  const response = await admin.post("/api/addNew", article(overrides));
  return { response, body: await response.json() };
}

const html = async (client: TestClient, id: string) =>
  (await client.get(await articlePage(client, id))).text();
const heroImg = (text: string) => text.match(/<figure[^>]*>.*?(<img [^>]*>)/s)?.[1] ?? "";
const meta = (text: string, attr: string, name: string) =>
  text.match(new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`))?.[1];

describe("the image description (alt text)", () => {
  it("left empty, never blocks publishing: the caption stands in and the list flags it", async () => {
    // As the browser posts the form without JavaScript: the hidden "false", no tick, no words.
    const form = await articleForm({ title: "No-script image words" });
    form.append("imageAlt", "");
    form.append("imageDecorative", "false");
    form.append("imageCaption", "Lanterns");
    form.append("imageCredit", "");
    form.append("imageFocusX", "0.5");
    form.append("imageFocusY", "0.5");
    const saved = await admin.request("/addNews", { method: "POST", body: form });
    expect(saved.status).toBe(201);
    const list = await (await visitor.get("/api/allNews")).json();
    const item = list.find((entry: { title: string }) => entry.title === "No-script image words");
    expect(item).toMatchObject({ imageAlt: "Lanterns", imageDecorative: false });
    expect(heroImg(await html(visitor, item.id))).toContain('alt="Lanterns"');
    const manage = await (await admin.get("/deleteNews?q=No-script+image+words")).text();
    expect(manage).toContain("no alt text");
    // Scheduled through the REST API with a blank description: saved too, the title standing in.
    const later = await add({ title: "Later lanterns", imageAlt: "", date: "2099-01-01" });
    expect(later.response.status).toBe(201);
    const described = await add({ title: "Described lanterns", imageAlt: "Paper lanterns" });
    expect(described.response.status).toBe(201);
    const flagged = await (await admin.get("/deleteNews?q=lanterns")).text();
    expect(flagged.match(/no alt text/g)).toHaveLength(1);
  });

  it("may be left empty on a draft", async () => {
    const { response } = await add({ imageAlt: "", status: "draft" });
    expect(response.status).toBe(201);
  });

  it("is the image's alt on the page, the cards and the social tags", async () => {
    const { body } = await add({
      title: "Lanterns over Cannon Hill",
      imageAlt: "Paper lanterns rising over the lake at dusk",
      category: "travel",
    });
    const text = await html(visitor, body.insertedId);
    expect(heroImg(text)).toContain('alt="Paper lanterns rising over the lake at dusk"');
    expect(meta(text, "property", "og:image:alt")).toBe(
      "Paper lanterns rising over the lake at dusk",
    );
    expect(meta(text, "name", "twitter:image:alt")).toBe(
      "Paper lanterns rising over the lake at dusk",
    );
    const card = await (await visitor.get("/travel")).text();
    expect(card).toContain('alt="Paper lanterns rising over the lake at dusk"');
    const api = await (await visitor.get(`/api/news/${body.insertedId}`)).json();
    expect(api).toMatchObject({ imageAlt: "Paper lanterns rising over the lake at dusk" });
  });

  it("is empty for an image ticked decorative, whatever was typed, with no alt tags", async () => {
    const { response, body } = await add({
      imageAlt: "ignored",
      imageDecorative: "on",
      category: "sports",
    });
    expect(response.status).toBe(201);
    const text = await html(visitor, body.insertedId);
    expect(heroImg(text)).toContain('alt=""');
    expect(meta(text, "property", "og:image:alt")).toBeUndefined();
    const api = await (await visitor.get(`/api/news/${body.insertedId}`)).json();
    expect(api).toMatchObject({ imageAlt: "", imageDecorative: true });
  });

  it("stays the title for a REST client that never sends one, as before", async () => {
    const { response, body } = await add({ title: "Old client's article" });
    expect(response.status).toBe(201);
    expect(heroImg(await html(visitor, body.insertedId))).toContain('alt="Old client&#x27;s');
    // An edit that does not send it keeps the editor's description.
    const put = (json: unknown) =>
      admin.request(`/api/news/${body.insertedId}`, { method: "PUT", json });
    expect((await put(article({ imageAlt: "A described image" }))).status).toBe(200);
    expect((await put(article({ title: "Renamed" }))).status).toBe(200);
    const api = await (await admin.get(`/api/news/${body.insertedId}`)).json();
    expect(api.imageAlt).toBe("A described image");
  });
});

describe("the caption and credit", () => {
  it("are shown under the hero image as 'Caption — Photo: Credit'", async () => {
    const { body } = await add({
      imageAlt: "Runners at the start line",
      imageCaption: "The start of the Eid fun run",
      imageCredit: "Rahim Uddin",
    });
    const text = await html(visitor, body.insertedId);
    const caption = text.match(/<figcaption[^>]*>(.*?)<\/figcaption>/s)?.[1] ?? "";
    expect(caption.replace(/<[^>]+>/g, "")).toBe(
      "The start of the Eid fun run — Photo: Rahim Uddin",
    );
    const ld = JSON.parse(text.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)![1]!);
    expect(ld.image[0]).toMatchObject({
      "@type": "ImageObject",
      caption: "The start of the Eid fun run — Photo: Rahim Uddin",
      creditText: "Rahim Uddin",
    });
  });

  it("label the credit 'ছবি:' on a Bengali article (an editor's review)", async () => {
    const { body } = await add({
      title: "সিলেটে আকস্মিক বন্যা",
      imageAlt: "পানিতে ডুবে থাকা রাস্তা",
      imageCaption: "সুনামগঞ্জের প্লাবিত সড়ক",
      imageCredit: "রাহেলা খাতুন",
    });
    const text = await html(visitor, body.insertedId);
    const caption = text.match(/<figcaption[^>]*>(.*?)<\/figcaption>/s)?.[1] ?? "";
    expect(caption.replace(/<[^>]+>/g, "")).toBe("সুনামগঞ্জের প্লাবিত সড়ক — ছবি: রাহেলা খাতুন");
  });

  it("are refused over their limits, with the schema's messages", async () => {
    const { response, body } = await add({
      imageAlt: "x".repeat(251),
      imageCaption: "c".repeat(301),
      imageCredit: "p".repeat(121),
    });
    expect(response.status).toBe(400);
    expect(body.errors).toEqual({
      imageAlt: "Keep the description under 250 characters",
      imageCaption: "Keep the caption under 300 characters",
      imageCredit: "Keep the credit under 120 characters",
    });
  });
});

describe("the focal point", () => {
  it("is stored and every crop of the image uses it as object-position", async () => {
    const img = await upload("#225588");
    const { body } = await add({
      img,
      imageAlt: "A portrait",
      imageFocusX: 0.25,
      imageFocusY: "0.8",
      category: "global news",
    });
    const api = await (await visitor.get(`/api/news/${body.insertedId}`)).json();
    expect(api).toMatchObject({ imageFocusX: 0.25, imageFocusY: 0.8 });
    expect(heroImg(await html(visitor, body.insertedId))).toContain(
      'style="object-position:25% 80%"',
    );
    expect(await (await visitor.get("/global-news")).text()).toContain(
      'style="object-position:25% 80%"',
    );
  });

  it("is refused outside the image", async () => {
    const { response, body } = await add({ imageFocusX: 1.5, imageFocusY: -1 });
    expect(response.status).toBe(400);
    expect(Object.keys(body.errors)).toEqual(["imageFocusX", "imageFocusY"]);
  });

  it("adds no style at the centre, the default", async () => {
    const { body } = await add({ imageAlt: "Centred", category: "community well-being" });
    expect(heroImg(await html(visitor, body.insertedId))).not.toContain("object-position");
  });
});

describe("the media library", () => {
  it("lists our news uploads newest first, a page at a time", async () => {
    const first = await upload("#112233");
    const second = await upload("#445566");
    const response = await admin.get("/api/images");
    expect(response.status).toBe(200);
    const { data } = await response.json();
    const urls = data.images.map((image: { url: string }) => image.url);
    expect(urls.indexOf(new URL(second).pathname)).toBeLessThan(
      urls.indexOf(new URL(first).pathname),
    );
    expect(data.images[0]).toMatchObject({ width: 800, height: 600 });
    expect(data.images[0].thumbnail).toMatch(/^\/uploads\/news\/.+-480\.jpg$|-800\.jpg$/);
    for (const url of urls) expect(url).toMatch(/^\/uploads\/news\//);
    const page2 = await (await admin.get("/api/images?page=2")).json();
    expect(page2.data).toMatchObject({ page: 2, images: [], hasMore: false });
  });

  it("names each image by its uploaded file and gives its size (issue 33)", async () => {
    const bytes = await jpeg(800, 600, "#778899");
    const response = await uploadImage(admin, bytes, "Eid lanterns.jpg");
    const url = new URL((await response.json()).data.url).pathname;
    const { data } = await (await admin.get("/api/images")).json();
    expect(data.images.find((image: { url: string }) => image.url === url)).toMatchObject({
      fileName: "Eid lanterns.jpg",
      byteSize: bytes.length,
    });
  });

  it("is searched as the media library screen is, each image with its description (issue 33)", async () => {
    const response = await uploadImage(admin, await jpeg(800, 600, "#336699"), "Boat race.jpg");
    const url = new URL((await response.json()).data.url).pathname;
    const inline = await add({
      title: "Boat race on the canal",
      body1: `The final.\n\n![Rowers at the finish](${url})`,
    });
    expect(inline.response.status).toBe(201);
    const search = async (q: string) =>
      (await (await admin.get(`/api/images?q=${encodeURIComponent(q)}`)).json()).data.images as {
        url: string;
        description: string;
      }[];
    // By alt text and by file name, bringing the description a pick takes along as alt text.
    for (const q of ["rowers at", "BOAT RACE"]) {
      expect(await search(q)).toEqual([
        expect.objectContaining({
          url,
          fileName: "Boat race.jpg",
          description: "Rowers at the finish",
        }),
      ]);
    }
    expect(await search("nothing is called this")).toEqual([]);
  });

  it("never lists images hosted elsewhere", async () => {
    await add({ img: "https://example.com/elsewhere.jpg", imageAlt: "Elsewhere" });
    const { data } = await (await admin.get("/api/images")).json();
    for (const image of data.images) {
      expect(image.url).toMatch(/^\/uploads\/news\//);
      expect(image.url).not.toContain("example.com");
    }
  });

  it("is for admins only", async () => {
    expect((await visitor.get("/api/images")).status).toBe(401);
    expect((await user.get("/api/images")).status).toBe(403);
  });

  it("never gives an article a member's sign-up picture, by path or by address", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      intent: "password",
      name: "Picture Person",
      email: "picture@images.test",
      password: "Passw0rd!",
      photoURL: "",
    })) {
      form.append(name, value);
    }
    form.append(
      "photo",
      new Blob([new Uint8Array(await jpeg(400, 400))], { type: "image/jpeg" }),
      "me.jpg",
    );
    expect(
      (await createClient(server.url).request("/signUp", { method: "POST", body: form })).status,
    ).toBe(200);
    const [member] = await (await admin.get("/api/user/picture%40images.test")).json();
    expect(member.img).toMatch(/\/uploads\/users\//);
    for (const img of [member.img, new URL(member.img).pathname]) {
      const { response, body } = await add({ img, imageAlt: "Not ours to take" });
      expect(response.status).toBe(400);
      expect(JSON.stringify(body)).toContain("not one of the newsroom's uploads");
    }
  });

  it("gives addresses an article can use as its image", async () => {
    const { data } = await (await admin.get("/api/images")).json();
    const { response } = await add({ img: data.images[0].url, imageAlt: "Reused" });
    expect(response.status).toBe(201);
  });
});
