// An article revision as the editor sees it (ADR 0107): the list's entries, and a revision's
// fields turned into what the Edit News form starts from. Shared by the server and the browser.

export type RevisionSummary = {
  id: string;
  kind: "save" | "autosave";
  savedAt: string;
  savedBy: string;
};

/** The editable fields a revision keeps (server/db/schema/news-revisions.ts). */
export type RevisionFields = {
  title: string;
  slug: string;
  date: string;
  time: string;
  body1: string;
  body2: string;
  body3: string;
  conclusion: string;
  category: string;
  keywords: string[];
  img: string;
  status: string;
  // The image's details (ADR 0130); revisions kept before them have none.
  imageAlt?: string | null;
  imageDecorative?: boolean;
  imageCaption?: string;
  imageCredit?: string;
  imageFocusX?: number;
  imageFocusY?: number;
};

/** The form's values from a revision: keywords as the form's comma-separated text. */
export function revisionFormValues(fields: RevisionFields) {
  return {
    ...fields,
    keywords: fields.keywords.join(", "),
    // Blank until an editor describes it: the title that stood in is not a description.
    imageAlt: fields.imageAlt ?? "",
    imageDecorative: fields.imageDecorative ?? false,
    imageCaption: fields.imageCaption ?? "",
    imageCredit: fields.imageCredit ?? "",
    imageFocusX: fields.imageFocusX ?? 0.5,
    imageFocusY: fields.imageFocusY ?? 0.5,
  };
}
