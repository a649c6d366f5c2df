import { describe, expect, it } from "vitest";
import { type RevisionFields, restoredFormValues, revisionFormValues } from "./news-revision.ts";

const saved: RevisionFields = {
  title: "Eid fair opens in Small Heath",
  slug: "eid-fair-small-heath",
  date: "2026-11-27",
  time: "18:00",
  body1: "The fair opened at six.",
  body2: "",
  body3: "",
  conclusion: "",
  category: "community news",
  keywords: ["Eid", "Birmingham"],
  img: "/uploads/news/now.webp",
  status: "published",
  imageAlt: "Stalls lit at dusk",
  imageCaption: "The fair at dusk",
  imageFocusX: 0.3,
  imageFocusY: 0.6,
};
// The article's first save, a title-only draft: no date, time or picture yet.
const draft: RevisionFields = {
  ...saved,
  title: "Eid fair",
  slug: "",
  date: "",
  time: "",
  body1: "Notes for the fair.",
  keywords: [],
  img: "/uploads/news/then.webp",
  status: "draft",
  imageAlt: "An empty field",
  imageCaption: "",
  imageFocusX: 0.5,
  imageFocusY: 0.5,
};

describe("restoring a revision into the form", () => {
  it("brings back its words and picture, and keeps the article's address, date and time", () => {
    const values = restoredFormValues(draft, revisionFormValues(saved));
    expect(values).toMatchObject({
      title: "Eid fair",
      body1: "Notes for the fair.",
      keywords: "",
      img: "/uploads/news/then.webp",
      imageAlt: "An empty field",
      slug: "eid-fair-small-heath",
      date: "2026-11-27",
      time: "18:00",
      status: "published",
    });
  });

  it("keeps the current picture and its details when the revision's has been deleted", () => {
    const values = restoredFormValues(draft, revisionFormValues(saved), { imageGone: true });
    expect(values).toMatchObject({
      title: "Eid fair",
      img: "/uploads/news/now.webp",
      imageAlt: "Stalls lit at dusk",
      imageCaption: "The fair at dusk",
      imageFocusX: 0.3,
      imageFocusY: 0.6,
    });
  });

  it("leaves out a body's picture deleted since, and only that one", () => {
    const body1 =
      "Before.\n\n![Gone heron](/uploads/news/gone.webp)\n\n![Kept boat](/uploads/news/kept.webp)\n\nAfter.";
    const values = restoredFormValues({ ...draft, body1 }, revisionFormValues(saved), {
      inlineGone: ["/uploads/news/gone.webp"],
    });
    expect(values.body1).toBe("Before.\n\n![Kept boat](/uploads/news/kept.webp)\n\nAfter.");
    expect(restoredFormValues({ ...draft, body1 }, revisionFormValues(saved)).body1).toBe(body1);
  });
});
