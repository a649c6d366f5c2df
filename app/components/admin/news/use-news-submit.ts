import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useFormValidation } from "#app/components/forms/use-form-validation.ts";
import { IN_PLACE_FIELD } from "#app/lib/form-rules.ts";
import { formValues } from "#app/lib/form-values.ts";
import { type NewsInput, newsSaveSchema } from "#app/lib/news-schema.ts";
import type { SavedArticle } from "#app/lib/news-view.ts";
import { emailingNote, type NewsSaveAnswer } from "./news-save-answer.ts";
import { uploadImage } from "./upload-image.ts";

// What happens when the Add/Edit News form is submitted with JavaScript: the form kit checks it
// with the article's schema, then the image is uploaded first (reporting progress, the one
// request the form makes itself) and a fetcher posts the article to the page's action, with the
// spec's messages for each way it can fail.

type Dialog = {
  icon: "success" | "error";
  title: string;
  message: string;
  detail?: string;
  /** What the article now is, with View and Edit links (ADR 0102). */
  saved?: SavedArticle;
  /** The form was emptied for the next article: closing the dialog goes back to its top. */
  startsOver?: boolean;
} | null;
export type Phase = "idle" | "uploading" | "saving";

type Options = {
  mode: "add" | "edit";
  /** The image the article already has (edit), so a new file is optional. */
  currentImg?: string;
  serverErrors?: Record<string, string>;
  /** A new draft is not confirmed here: the page moves to its Edit page, which says so. */
  onSaved?: (saved: SavedArticle) => void;
  /** The server refused the save: the article was saved elsewhere since (409). */
  onConflict?: () => void;
  /** Confirmed readers per category, for the question before "Email to subscribers" sends. */
  readers: Record<string, number>;
};

/** A save waiting for the editor's answer to "Email this article to N subscribers?". */
type EmailQuestion = { readers: number; go: () => void } | null;

const chosenFile = (form: HTMLFormElement) => {
  const file = new FormData(form).get("image");
  return file instanceof File && file.size > 0 ? file : null;
};

export function useNewsSubmit(options: Options) {
  const { mode, currentImg, serverErrors, onSaved, onConflict, readers } = options;
  const [emailQuestion, setEmailQuestion] = useState<EmailQuestion>(null);
  const fetcher = useFetcher<NewsSaveAnswer>();
  const sentFrom = useRef<HTMLFormElement | null>(null);
  const [phase, setPhase] = useState<Phase>("idle");
  const [pending, setPending] = useState<"publish" | "draft" | "publish-now">("publish");
  const [progress, setProgress] = useState<number>();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [resetKey, setResetKey] = useState(0);
  const [startOver, setStartOver] = useState(0);
  const closeDialog = () => {
    if (dialog?.startsOver) setStartOver((n) => n + 1);
    setDialog(null);
  };
  const failed = (message: string, detail?: string) =>
    setDialog({ icon: "error", title: "Oops...", message, detail });

  // The article as the schema checks it: a chosen file stands in for the address the upload
  // will give it, as the no-JavaScript action does (server/news/article-submission.ts).
  const read = (form: HTMLFormElement, submitter: HTMLElement | null) => {
    const values = formValues(new FormData(form, submitter));
    const status =
      mode === "add" ? (values.intent === "draft" ? "draft" : "published") : values.status;
    // An image picked from the library (ADR 0131) comes as `img`; else the article keeps its own.
    const img = chosenFile(form) ? "/uploads/pending" : values.img || (currentImg ?? "");
    return { ...values, status, img };
  };

  async function save(article: NewsInput, form: HTMLFormElement, submitter: HTMLElement | null) {
    const pressed = (submitter as HTMLButtonElement | null)?.value;
    setPending(pressed === "draft" || pressed === "publish-now" ? pressed : "publish");
    // The form as typed, read now: once busy, the pressed button is disabled and would be left out.
    const body = new FormData(form, submitter);
    const file = chosenFile(form);
    let img = article.img;
    if (file) {
      setPhase("uploading");
      setProgress(0);
      try {
        img = await uploadImage(file, setProgress);
      } catch (error) {
        // The server says why (too large, not an image, ...); the spec's message comes first.
        const reason = error instanceof Error ? error.message : undefined;
        failed(
          "Failed to upload image.",
          reason === "Failed to upload image." ? undefined : reason,
        );
        setPhase("idle");
        setProgress(undefined);
        return;
      }
    }
    setPhase("saving");
    // The stored image's address in place of the file.
    body.delete("image");
    body.set("img", img);
    body.set(IN_PLACE_FIELD, "1");
    sentFrom.current = form;
    void fetcher.submit(body, { method: "post", encType: "multipart/form-data" });
  }

  // The action's answer, once: the spec's dialog for each way a save ends.
  const answered = useRef(fetcher.data);
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || answer === answered.current) return;
    answered.current = answer;
    setPhase("idle");
    setProgress(undefined);
    if ("thrown" in answer) {
      failed("An error occurred while submitting the article.");
    } else if (!answer.ok && answer.reason === "conflict") {
      // Saved in another tab or by someone else: said, and the next save goes ahead.
      failed("Failed to save the changes.", answer.message);
      onConflict?.();
    } else if (!answer.ok) {
      showErrors(answer.errors ?? {});
      failed(mode === "add" ? "Failed to add the news article." : "Failed to save the changes.");
    } else {
      const { saved } = answer;
      const emailing = answer.emailing ? emailingNote[answer.emailing] : "";
      if (mode === "edit") {
        setDialog({
          icon: "success",
          title: "News Updated!",
          message: `Your changes have been saved.${emailing}`,
          saved,
        });
      } else if (saved.publication !== "draft") {
        sentFrom.current?.reset();
        setResetKey((key) => key + 1);
        setDialog({
          icon: "success",
          title: "News Added!",
          message: `The news article has been submitted.${emailing}`,
          saved,
          startsOver: true,
        });
      }
      // A new draft is not emptied ("Save as draft" never loses what was typed): the page moves
      // on to its Edit page, which says "Draft saved".
      onSaved?.(saved);
    }
  });

  const validation = useFormValidation({
    schema: newsSaveSchema,
    serverErrors,
    read,
    onValid: (article, form, submitter) => {
      const go = () => void save(article, form, submitter);
      // Ticked, the save mails every matching reader at once: asked first, with the number.
      const box = form.elements.namedItem("sendToSubscribers");
      if (box instanceof HTMLInputElement && box.checked && !box.disabled) {
        setEmailQuestion({ readers: readers[article.category ?? ""] ?? 0, go });
      } else go();
    },
  });
  const { showErrors } = validation;

  // After "News Added!", the next article starts at Title, at the top of the emptied form, not
  // at the buttons with focus lost (the disabled button the dialog would give it back to). Runs
  // after the dialog's own effect has closed it, which restores focus first.
  const { ref: formRef } = validation.formProps;
  useEffect(() => {
    const title = startOver ? formRef.current?.elements.namedItem("title") : null;
    if (!(title instanceof HTMLInputElement)) return;
    title.focus({ preventScroll: true });
    title.scrollIntoView({ block: "start" });
  }, [startOver, formRef]);

  const busy = phase !== "idle";
  return {
    errors: validation.errors,
    formProps: validation.formProps,
    phase,
    busy,
    pending,
    progress,
    dialog,
    closeDialog,
    resetKey,
    emailQuestion,
    /** The editor's answer: Save and email goes on with the save; Cancel leaves the form as it is. */
    answerEmailQuestion: (send: boolean) => {
      if (send) emailQuestion?.go();
      setEmailQuestion(null);
    },
  };
}
