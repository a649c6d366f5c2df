import { describe, expect, it } from "vitest";
import { captionLine, focusStyle, imageAltOf } from "./news-view.ts";

// How an article image's details become what pages show (ADR 0130).

describe("the image's alt text", () => {
  const row = { title: "Mela returns", imageAlt: null, imageDecorative: false, imageCaption: "" };
  it("is the description, else the caption, else the title for articles never described", () => {
    expect(imageAltOf({ ...row, imageAlt: "Crowds by the stage" })).toBe("Crowds by the stage");
    expect(imageAltOf({ ...row, imageAlt: "", imageCaption: "The main stage" })).toBe(
      "The main stage",
    );
    expect(imageAltOf(row)).toBe("Mela returns");
  });
  it("is empty for a decorative image", () => {
    expect(imageAltOf({ ...row, imageAlt: "ignored", imageDecorative: true })).toBe("");
  });
});

describe("the focal point's style", () => {
  it("is nothing at the centre, object-position elsewhere", () => {
    expect(focusStyle({ imageFocusX: 0.5, imageFocusY: 0.5 })).toBeUndefined();
    expect(focusStyle({ imageFocusX: 0.3, imageFocusY: 0.75 })).toEqual({
      objectPosition: "30% 75%",
    });
  });
});

describe("the caption line", () => {
  it("joins caption and credit, or shows either alone", () => {
    expect(
      captionLine({
        title: "Mela returns",
        imageCaption: "Eid prayers",
        imageCredit: "Nadia Karim",
      }),
    ).toEqual({
      text: "Eid prayers — Photo: Nadia Karim",
      lang: undefined,
      credit: "Nadia Karim",
    });
    expect(
      captionLine({ title: "Mela returns", imageCaption: "", imageCredit: "Nadia" })?.text,
    ).toBe("Photo: Nadia");
    expect(
      captionLine({ title: "Mela returns", imageCaption: "Eid prayers", imageCredit: "" })?.text,
    ).toBe("Eid prayers");
    expect(
      captionLine({ title: "Mela returns", imageCaption: "", imageCredit: "" }),
    ).toBeUndefined();
  });
  it("adds no English label to a credit that carries its own", () => {
    // A Bengali editor's credit came out "Photo: ছবি: রাহেলা খাতুন" (an editor's review).
    for (const credit of ["ছবি: রাহেলা খাতুন", "© Channel S", "Photo by Nadia", "Reuters: Jane Doe"]) {
      expect(
        captionLine({ title: "Mela returns", imageCaption: "", imageCredit: credit })?.text,
      ).toBe(credit);
    }
    expect(
      captionLine({ title: "Mela returns", imageCaption: "", imageCredit: "রাহেলা খাতুন" })?.text,
    ).toBe("Photo: রাহেলা খাতুন");
  });
  it("labels the credit in Bengali on a Bengali article, as its date's digits are", () => {
    const bengali = { title: "বার্মিংহামে ঈদের মেলা", imageCaption: "ঈদের নামাজ" };
    expect(captionLine({ ...bengali, imageCredit: "রাহেলা খাতুন" })).toEqual({
      text: "ঈদের নামাজ — ছবি: রাহেলা খাতুন",
      lang: "bn",
      credit: "রাহেলা খাতুন",
    });
    expect(captionLine({ ...bengali, imageCredit: "Channel S" })?.text).toBe(
      "ঈদের নামাজ — ছবি: Channel S",
    );
  });
  it("is marked Bengali when written in Bengali", () => {
    expect(
      captionLine({ title: "Mela returns", imageCaption: "ঈদের নামাজ", imageCredit: "" })?.lang,
    ).toBe("bn");
  });
});
