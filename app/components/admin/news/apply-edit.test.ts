import { describe, expect, it } from "vitest";
import { editedText } from "./apply-edit.ts";
import { continueList, formatEdit, imageEdit } from "./markdown-format.ts";

// What the field must hold after an edit, whether the browser's undoable command made it or the
// fallback did: the check that decides the fallback compares against this.

describe("editedText", () => {
  it("wraps the selection in Bold", () => {
    const value = "ঈদের মেলা আজ";
    const edit = formatEdit(value, { start: 5, end: 9 }, "bold");
    expect(editedText(value, edit)).toBe("ঈদের **মেলা** আজ");
  });

  it("adds the next list item at the caret", () => {
    const value = "- পোশাক";
    const edit = continueList(value, { start: value.length, end: value.length });
    expect(edit && editedText(value, edit)).toBe("- পোশাক\n- ");
  });

  it("ends a list on an empty item by replacing its marker", () => {
    const value = "- পোশাক\n- ";
    const edit = continueList(value, { start: value.length, end: value.length });
    expect(edit && editedText(value, edit)).toBe("- পোশাক\n\n");
  });

  it("puts an image in place of the selection and keeps what follows", () => {
    const edit = imageEdit({ start: 3, end: 8 }, "/uploads/a.jpg");
    expect(editedText("Eidxxxxx bazar", edit)).toBe(
      "Eid\n\n![Describe the image](/uploads/a.jpg)\n\n bazar",
    );
  });
});
