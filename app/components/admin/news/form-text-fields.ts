// The Add/Edit News form's text fields, as autosave, the Add News copy and the preview read them
// from the form (the image is an upload, kept by its address).

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
] as const;

export type ArticleTextField = (typeof articleTextFields)[number];

/** The form's text fields now, blank where a field is absent (Add News has no status). */
export function readTextFields(form: HTMLFormElement) {
  const data = new FormData(form);
  const values = {} as Record<ArticleTextField, string>;
  for (const name of articleTextFields) values[name] = String(data.get(name) ?? "");
  return values;
}
