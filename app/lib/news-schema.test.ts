import { describe, expect, it } from "vitest";
import { fieldErrors, validate } from "./field-errors.ts";
import { keywordsText, langOf } from "./news-format.ts";
import {
  imageAltPlaceholder,
  imageAltPlaceholderMessage,
  newsArticleSchema,
  newsSaveSchema,
  parseKeywords,
} from "./news-schema.ts";

const valid = {
  title: "Mela in Small Heath",
  date: "2026-05-01",
  time: "14:30",
  category: "community news",
  img: "/uploads/news/abc.jpg",
};

describe("saving a draft", () => {
  it("needs only a title", () => {
    const result = validate(newsSaveSchema, { title: "Idea for Eid", status: "draft" });
    expect(result.success && result.data).toMatchObject({
      date: "",
      time: "",
      category: "",
      img: "",
      body1: "",
    });
    expect(validate(newsSaveSchema, { status: "draft" })).toEqual({
      success: false,
      errors: { title: "Title is Required" },
    });
  });

  it("still refuses what is filled in wrongly", () => {
    const result = validate(newsSaveSchema, {
      title: "Idea",
      status: "draft",
      date: "01/05/2026",
      time: "25:00",
      category: "Global News",
      img: "javascript:alert(1)",
    });
    expect(!result.success && result.errors).toEqual({
      date: "Enter the date as YYYY-MM-DD",
      time: "Enter the time as HH:MM",
      category: "Category is Required",
      img: "Image is Required",
    });
  });

  it("leaves publishing to the spec's required fields", () => {
    const result = validate(newsSaveSchema, { title: "Idea" });
    expect(!result.success && result.errors).toMatchObject({
      date: "Date is Required",
      category: "Category is Required",
      img: "Image is Required",
    });
  });
});

describe("the Add News schema", () => {
  it("gives the spec's message for each required field", () => {
    const result = newsArticleSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toMatchObject({
      title: "Title is Required",
      date: "Date is Required",
      time: "Time is Required",
      category: "Category is Required",
      img: "Image is Required",
    });
  });

  it("treats blank text as missing", () => {
    const result = newsArticleSchema.safeParse({ ...valid, title: "   ", category: "" });
    expect(fieldErrors(result.error!)).toEqual({
      title: "Title is Required",
      category: "Category is Required",
    });
  });

  it("accepts only the seven exact category values", () => {
    expect(newsArticleSchema.safeParse({ ...valid, category: "Global News" }).success).toBe(false);
    expect(newsArticleSchema.safeParse({ ...valid, category: "global news" }).success).toBe(true);
  });

  it("fills optional fields and defaults to published", () => {
    const parsed = newsArticleSchema.parse(valid);
    expect(parsed).toMatchObject({ body1: "", conclusion: "", keywords: [], status: "published" });
  });

  it("keeps a body's line breaks as LF, as a form's CRLF would not match its field again", () => {
    const parsed = newsArticleSchema.parse({ ...valid, body1: "One.\r\n\r\n- a\r\n- b\r" });
    expect(parsed.body1).toBe("One.\n\n- a\n- b");
  });

  it("refuses malformed dates, times and image addresses", () => {
    const result = newsArticleSchema.safeParse({
      ...valid,
      date: "01/05/2026",
      time: "25:00",
      img: "javascript:alert(1)",
    });
    expect(Object.keys(fieldErrors(result.error!)).sort()).toEqual(["date", "img", "time"]);
  });

  it("accepts keywords as comma-separated text or as a list", () => {
    expect(newsArticleSchema.parse({ ...valid, keywords: "mela, , Eid ,mela" }).keywords).toEqual([
      "mela",
      "Eid",
    ]);
    expect(newsArticleSchema.parse({ ...valid, keywords: ["a", " b "] }).keywords).toEqual([
      "a",
      "b",
    ]);
    expect(parseKeywords(undefined)).toEqual([]);
  });
});

describe("keyword display", () => {
  it("joins a list, keeps raw text and says when there are none", () => {
    expect(keywordsText(["Eid", "mela"])).toBe("Eid, mela");
    expect(keywordsText("Eid mela 2026")).toBe("Eid mela 2026");
    expect(keywordsText([])).toBe("No keywords available");
    expect(keywordsText("")).toBe("No keywords available");
    expect(keywordsText(undefined)).toBe("No keywords available");
  });
});

describe("language detection", () => {
  it("marks Bengali text and leaves English alone", () => {
    expect(langOf("বাংলাদেশের নির্বাচন")).toBe("bn");
    expect(langOf("Election in Bangladesh")).toBeUndefined();
    expect(langOf("ঢাকা Dhaka বাংলাদেশ")).toBe("bn");
  });
});

describe("an inline image's description", () => {
  const withImage = `Crowds at noon.\n\n![${imageAltPlaceholder}](/uploads/news/a.jpg)\n\n`;

  it("refuses publishing while an image keeps the toolbar's placeholder, on that field", () => {
    const result = validate(newsSaveSchema, { ...valid, body2: withImage });
    expect(!result.success && result.errors).toEqual({ body2: imageAltPlaceholderMessage });
    const described = withImage.replace(imageAltPlaceholder, "Crowds by the stage");
    expect(validate(newsSaveSchema, { ...valid, body2: described }).success).toBe(true);
  });

  it("lets a draft keep it for now, and the words alone in a sentence", () => {
    expect(
      validate(newsSaveSchema, { title: "Idea", status: "draft", conclusion: withImage }).success,
    ).toBe(true);
    expect(
      validate(newsSaveSchema, { ...valid, body1: `The tool says ${imageAltPlaceholder}.` })
        .success,
    ).toBe(true);
  });
});

describe("the slug", () => {
  const slugOf = (slug: unknown) => {
    const result = validate(newsSaveSchema, { ...valid, slug });
    return result.success ? result.data.slug : result.errors;
  };

  it("is optional, and blank means made from the title", () => {
    expect(slugOf(undefined)).toBeUndefined();
    expect(slugOf("  ")).toBe("");
  });

  it("forgives capitals and spaces", () => {
    expect(slugOf(" Eid in Birmingham ")).toBe("eid-in-birmingham");
  });

  it("refuses other characters, an id's shape and excess length, saying why", () => {
    expect(slugOf("eid/mela")).toEqual({
      slug: "Use only letters a-z, digits and single hyphens between words, e.g. eid-in-birmingham",
    });
    expect(slugOf("-eid--mela-")).toHaveProperty("slug");
    expect(slugOf("ঈদ")).toHaveProperty("slug");
    expect(slugOf("0b6f4d1e-3c2a-4f5e-9d8c-7b6a5f4e3d2c")).toEqual({
      slug: "An article id can't be a slug: use words",
    });
    expect(slugOf("a".repeat(101))).toEqual({ slug: "Keep the slug under 100 characters" });
  });
});

describe("the image's details (ADR 0130)", () => {
  it("never need a description to publish (the spec's five fields alone block it)", () => {
    expect(validate(newsSaveSchema, { ...valid, imageAlt: " " }).success).toBe(true);
    const decorative = validate(newsSaveSchema, {
      ...valid,
      imageAlt: "",
      imageDecorative: "on",
    });
    expect(decorative.success && decorative.data.imageDecorative).toBe(true);
    expect(validate(newsSaveSchema, { ...valid, imageAlt: "", status: "draft" }).success).toBe(
      true,
    );
  });

  it("leave a REST client that sends none as it was (the title stands in)", () => {
    const result = validate(newsSaveSchema, valid);
    expect(result.success && result.data.imageAlt).toBeUndefined();
  });

  it("read the form's tick, hidden fallback and focal point from text", () => {
    const result = validate(newsSaveSchema, {
      ...valid,
      imageAlt: "Runners",
      imageDecorative: "false",
      imageFocusX: "0.25",
      imageFocusY: "1",
    });
    expect(result.success && result.data).toMatchObject({
      imageDecorative: false,
      imageFocusX: 0.25,
      imageFocusY: 1,
    });
    const outside = validate(newsSaveSchema, { ...valid, imageFocusX: "2", imageFocusY: "x" });
    expect(outside.success ? {} : outside.errors).toEqual({
      imageFocusX: "Choose the focal point on the image",
      imageFocusY: "Choose the focal point on the image",
    });
  });

  it("limit the caption and credit", () => {
    const result = validate(newsSaveSchema, {
      ...valid,
      imageAlt: "ok",
      imageCaption: "c".repeat(301),
      imageCredit: "p".repeat(121),
    });
    expect(result.success ? {} : result.errors).toEqual({
      imageCaption: "Keep the caption under 300 characters",
      imageCredit: "Keep the credit under 120 characters",
    });
  });
});
