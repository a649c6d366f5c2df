// The Add/Edit News form's fields, as autosave, the Add News copy and the preview read them from
// the form (the image is an upload, kept by its address).

export const articleTextFields = [
  "title",
  "slug",
  "date",
  "time",
  "body1",
  "body2",
  "body3",
  "conclusion",
  "category",
  "keywords",
  "status",
  "imageAlt",
  "imageCaption",
  "imageCredit",
] as const;

export type ArticleTextField = (typeof articleTextFields)[number];

/** The form's text fields now, blank where a field is absent (Add News has no status). */
export function readTextFields(form: HTMLFormElement) {
  const data = new FormData(form);
  const values = {} as Record<ArticleTextField, string>;
  for (const name of articleTextFields) values[name] = String(data.get(name) ?? "");
  return values;
}

/** The image's choices that are not text (ADR 0130): the decorative tick and the focal point. */
export function readImageChoices(form: HTMLFormElement) {
  const data = new FormData(form);
  const point = (name: string) => {
    const value = Number(data.get(name));
    return Number.isFinite(value) && value >= 0 && value <= 1 ? value : 0.5;
  };
  return {
    // The tick's value follows the hidden "false" that stands for it unticked.
    imageDecorative: data.getAll("imageDecorative").includes("true"),
    imageFocusX: point("imageFocusX"),
    imageFocusY: point("imageFocusY"),
  };
}

/** All of them: what an autosave keeps and a preview shows. */
export function readFormFields(form: HTMLFormElement) {
  return { ...readTextFields(form), ...readImageChoices(form) };
}
