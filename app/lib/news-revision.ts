// An article revision as the editor sees it (ADR 0107): the list's entries, and a revision's
// fields turned into what the Edit News form starts from. Shared by the server and the browser.

export type RevisionSummary = {
  id: string;
  kind: "save" | "autosave";
  savedAt: string;
  savedBy: string;
  /** Where the article stood in that revision, and the Date and Time it had (UK time). */
  state: "draft" | "scheduled" | "published";
  date: string;
  time: string;
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

/** A revision's pictures the media library has deleted since (the server checks, ADR 0107). */
export type GoneImages = {
  /** The article's picture. */
  imageGone: boolean;
  /** Addresses of pictures inline in its bodies. */
  inlineGone: string[];
};

/** An inline picture's Markdown, `![alt](address)`, with its address (ADR 0100's subset). */
export const inlineImagePattern = /!\[[^\]]*\]\(([^)\s]+)[^)]*\)/g;

const bodyFields = ["body1", "body2", "body3", "conclusion"] as const;

/** The Markdown without the pictures at `addresses`, and the blank lines they stood between. */
function withoutImages(markdown: string, addresses: string[]) {
  let removed = false;
  const left = markdown.replace(inlineImagePattern, (whole, address: string) => {
    if (!addresses.includes(address)) return whole;
    removed = true;
    return "";
  });
  return removed ? left.replace(/\n{3,}/g, "\n\n").trim() : markdown;
}

/**
 * What "Restore this revision" puts in the form (issue 33): the revision's words and pictures,
 * with the article's own address, date and time, which a revision does not take back (an older one
 * may be a draft saved before the article had a date: restoring it must not wipe the publish
 * time). A picture the media library has since deleted is not brought back, so the article never
 * points at a missing file: the article keeps its current picture and its details (`imageGone`),
 * a body leaves out an inline one (`inlineGone`), and the banner says so.
 */
export function restoredFormValues(
  revision: RevisionFields,
  current: FormValues,
  { imageGone = false, inlineGone = [] }: Partial<GoneImages> = {},
): FormValues {
  const restored = revisionFormValues(revision);
  for (const field of bodyFields) restored[field] = withoutImages(restored[field], inlineGone);
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
