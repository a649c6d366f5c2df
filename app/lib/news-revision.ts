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

type FormValues = ReturnType<typeof revisionFormValues>;

/**
 * What "Restore this revision" puts in the form (issue 33): the revision's words and picture, with
 * the article's own address, date and time, which a revision does not take back (an older one may
 * be a draft saved before the article had a date: restoring it must not wipe the publish time).
 * A picture the media library has since deleted (`imageGone`) is not brought back: the article
 * keeps its current picture and its details, and the banner says so.
 */
export function restoredFormValues(
  revision: RevisionFields,
  current: FormValues,
  { imageGone = false }: { imageGone?: boolean } = {},
): FormValues {
  const restored = revisionFormValues(revision);
  const kept = {
    slug: current.slug,
    date: current.date,
    time: current.time,
    status: current.status,
  };
  if (!imageGone) return { ...restored, ...kept };
  const { img, imageAlt, imageDecorative, imageCaption, imageCredit, imageFocusX, imageFocusY } =
    current;
  return {
    ...restored,
    ...kept,
    img,
    imageAlt,
    imageDecorative,
    imageCaption,
    imageCredit,
    imageFocusX,
    imageFocusY,
  };
}
