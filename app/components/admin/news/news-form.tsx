import { useEffect, useState } from "react";
import { Form } from "react-router";
import { Field, TextField } from "#app/components/forms/field.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { AlertDialog, ConfirmDialog } from "#app/components/ui/dialog.tsx";
import { formatAdminDay } from "#app/lib/admin-dates.ts";
import { newsCategories } from "#app/lib/news-categories.ts";
import type { SavedArticle } from "#app/lib/news-view.ts";
import { ArticlePreviewButton } from "./article-preview-dialog.tsx";
import { EmailSubscribersBox } from "./email-subscribers-box.tsx";
import { ImageDetails } from "./image-details.tsx";
import { ImagePicker } from "./image-picker.tsx";
import { useLeaveGuard } from "./leave-guard.tsx";
import { LivePreview, useLivePreview } from "./live-preview.tsx";
import { MarkdownField } from "./markdown-field.tsx";
import { SaveState } from "./save-state.tsx";
import { SavedNotice } from "./saved-notice.tsx";
import { SlugField } from "./slug-field.tsx";
import { useAutosave } from "./use-autosave.ts";
import { useNewsSubmit } from "./use-news-submit.ts";

// The Add News / Edit News form. With JavaScript, use-news-submit.ts validates, uploads the image
// first (with a progress bar), then a fetcher posts the article to the route's action. Without
// it, the form posts everything, image included, to the same action. The body fields take the
// article Markdown subset, with a toolbar each and a live preview the server renders (ADR 0100).

export type NewsFormValues = {
  title: string;
  slug: string;
  date: string;
  time: string;
  body1: string;
  body2: string;
  body3: string;
  conclusion: string;
  category: string;
  keywords: string;
  status: string;
  img: string;
  imageAlt: string;
  imageDecorative: boolean;
  imageCaption: string;
  imageCredit: string;
  imageFocusX: number;
  imageFocusY: number;
};

type Props = {
  mode: "add" | "edit";
  articleId?: string;
  initial?: NewsFormValues;
  /** The action's answer when the form was posted without JavaScript. */
  serverErrors?: Record<string, string>;
  onSaved?: (saved: SavedArticle) => void;
  /** The form starts from text not saved yet (an autosave, a restored revision): leaving asks. */
  startDirty?: boolean;
  /** That text is an autosave (kept on the server), not a restored revision. */
  startedAutosaved?: boolean;
  /** When the article was last saved as the editor opened it (Edit): a later save elsewhere is noticed. */
  openedAt?: string;
  /** The save was refused: someone saved the article elsewhere since it was opened. */
  onConflict?: () => void;
  /** Whether the form holds changes not saved to the article (Edit: a revision's restore asks). */
  onUnsavedChange?: (unsaved: boolean) => void;
  /** Every change, for the Add News page's copy in this browser. */
  onChange?: (form: HTMLFormElement) => void;
  /** Set when the article was emailed or is set to be (Edit): the box shows this note instead. */
  emailNote?: string | null;
  /** Confirmed readers per category: "Email to subscribers" asks with the number first. */
  readers: Record<string, number>;
  /** The article's status as last saved (Edit): it follows each save, whatever the form started from. */
  status?: string;
  /** Saved as published for a time to come (Edit): "Publish now" is offered. */
  scheduled?: boolean;
  /** The article's date and time as last saved (Edit): "Publish now" changes them on the server. */
  savedMoment?: { date: string; time: string };
};

const textFields = [
  { name: "body1", label: "Body1" },
  { name: "body2", label: "Body2" },
  { name: "body3", label: "Body3" },
  { name: "conclusion", label: "Conclusion" },
] as const;

export function NewsForm(props: Props) {
  const { mode, articleId, initial, serverErrors, onSaved, startDirty, onChange, status } = props;
  // A draft being edited: Publish and Save draft take the Status select's place.
  const draft = mode === "edit" && status === "draft";
  // What leaving costs, said truly (issue 33): Edit News autosaves the text as it is left; Add
  // News keeps it in this browser (local-copy.tsx).
  const leaveGuard = useLeaveGuard(
    mode === "edit"
      ? {
          message:
            "Your changes are not saved to the article yet. They are autosaved as you leave, and the form offers them back when you open the article again.",
          confirmLabel: "Leave, keep them autosaved",
          beforeLeave: () => autosave.flush(),
        }
      : {
          message:
            "This article is not saved yet. Its text stays in this browser and Add News offers it back next time; the image is not kept.",
          confirmLabel: "Leave",
        },
  );
  const {
    errors,
    formProps,
    phase,
    busy,
    pending,
    progress,
    dialog,
    closeDialog,
    resetKey,
    emailQuestion,
    answerEmailQuestion,
  } = useNewsSubmit({
    mode,
    currentImg: initial?.img,
    readers: props.readers,
    serverErrors,
    onConflict: props.onConflict,
    onSaved: (saved) => {
      leaveGuard.markClean();
      autosave.settle();
      setUnsaved(false);
      onSaved?.(saved);
    },
  });
  const { preview, onInput } = useLivePreview(formProps.ref);
  // Only an article already stored is autosaved to the server; Add News keeps a local copy.
  const autosave = useAutosave({
    form: formProps.ref,
    articleId: mode === "edit" ? articleId : undefined,
    img: initial?.img,
    onKept: leaveGuard.markClean,
  });
  // The Date and Time fields start from the form's values; once a save moves the article's moment
  // on the server (Publish now dates it now), they start again from the saved one.
  const [firstMoment] = useState(props.savedMoment);
  const { savedMoment } = props;
  const moved =
    savedMoment &&
    (savedMoment.date !== firstMoment?.date || savedMoment.time !== firstMoment?.time);
  const moment = moved ? savedMoment : { date: initial?.date, time: initial?.time };
  const momentKey = moved ? `${savedMoment.date} ${savedMoment.time}` : "start";
  // Changed since the last explicit save: for a published article, not on its public page yet.
  const [unsaved, setUnsaved] = useState(Boolean(startDirty));
  const { markDirty } = leaveGuard;
  useEffect(() => {
    if (startDirty) markDirty();
  }, [startDirty, markDirty]);
  const { onUnsavedChange } = props;
  useEffect(() => onUnsavedChange?.(unsaved), [unsaved, onUnsavedChange]);

  const scheduledFor =
    props.scheduled && props.savedMoment
      ? formatAdminDay(props.savedMoment.date, props.savedMoment.time).text
      : undefined;

  // A draft's buttons post its status; Add News and a published article's post an intent.
  const buttonName = draft ? "status" : "intent";
  const saveButton = (
    <SubmitButton
      name={buttonName}
      value={draft ? "published" : "publish"}
      disabled={busy}
      busy={busy && pending === "publish"}
      busyLabel={draft ? "Publishing..." : mode === "edit" ? "Saving..." : "Adding..."}
    >
      {draft ? "Publish" : mode === "edit" ? "Save changes" : "Add News"}
    </SubmitButton>
  );
  // A scheduled article goes live at once, with what the form holds (issue 33).
  const publishNowButton =
    mode === "edit" && props.scheduled && !draft ? (
      <SubmitButton
        name="intent"
        value="publish-now"
        look="outline"
        disabled={busy}
        busy={busy && pending === "publish-now"}
        busyLabel="Publishing..."
      >
        Publish now
      </SubmitButton>
    ) : null;
  const saveDraftButton =
    mode === "add" || draft ? (
      <SubmitButton
        name={buttonName}
        value="draft"
        look="outline"
        disabled={busy}
        busy={busy && pending === "draft"}
        busyLabel="Saving draft..."
      >
        {draft ? "Save draft" : "Save as draft"}
      </SubmitButton>
    ) : null;

  return (
    // One document-wide column (ADR 0162): the writing surface reads like the article, so the body
    // is no longer written in half the screen beside its preview, which follows the form.
    <div className="grid max-w-4xl items-start gap-10">
      <Form
        method="post"
        encType="multipart/form-data"
        {...formProps}
        onInput={(event) => {
          leaveGuard.markDirty();
          setUnsaved(true);
          onInput();
          autosave.changed();
          onChange?.(event.currentTarget);
          // The writing surface reports its changes with an input event (ADR 0162): a message
          // its change fixes (a picture described in place) goes at once.
          formProps.onInput(event);
        }}
        onChange={(event) => {
          // Selects, dates and files change without an input event in some browsers.
          leaveGuard.markDirty();
          setUnsaved(true);
          autosave.changed();
          onChange?.(event.currentTarget);
        }}
        onReset={() => {
          leaveGuard.markClean();
          onInput();
        }}
        className="grid gap-6"
        aria-busy={busy}
      >
        {/* Sent without JavaScript too, so a save over one made elsewhere since is noticed. */}
        {props.openedAt ? <input type="hidden" name="openedAt" value={props.openedAt} /> : null}
        <TextField
          label="Title"
          name="title"
          error={errors.title}
          defaultValue={initial?.title}
          maxLength={200}
        />
        <SlugField
          // Starts again from what was saved: the server may have added a suffix.
          key={`${resetKey}:${initial?.slug}`}
          title={preview.title}
          saved={initial?.slug}
          error={errors.slug}
        />
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField
            key={`date:${momentKey}`}
            label="Date"
            name="date"
            type="date"
            // The site's clock (ADR 0102): an editor abroad schedules by the UK's date and time.
            hint="UK date"
            error={errors.date}
            defaultValue={moment.date}
          />
          <TextField
            key={`time:${momentKey}`}
            label="Time"
            name="time"
            type="time"
            hint="UK time"
            error={errors.time}
            defaultValue={moment.time}
          />
        </div>
        {textFields.map((field) => (
          <MarkdownField
            key={field.name}
            label={field.label}
            name={field.name}
            error={errors[field.name]}
            rows={field.name === "body1" ? 6 : 4}
            hint={
              field.name === "body1"
                ? "Format with the toolbar: subheadings, bold, italic, links, lists, quotes and images. The preview shows the result."
                : undefined
            }
            defaultValue={initial?.[field.name]}
          />
        ))}
        <div className="grid gap-6 sm:grid-cols-2">
          <Field label="Category" name="category" error={errors.category}>
            {(props) => (
              <select {...props} defaultValue={initial?.category ?? ""}>
                <option value="">Select a category</option>
                {newsCategories.map((category) => (
                  <option key={category.value} value={category.value}>
                    {category.heading}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {mode === "edit" && !draft ? (
            <Field
              label="Status"
              name="status"
              error={errors.status}
              // Said in full beside the select too: a phone's select cuts its option's end off.
              hint={scheduledFor ? `Scheduled: goes live ${scheduledFor} (UK time).` : undefined}
            >
              {(props) => (
                <select {...props} defaultValue={status ?? "published"}>
                  {/* Saved as published for a time to come: it says so (issue 33), the value the spec's. */}
                  <option value="published">
                    {scheduledFor
                      ? `Published — scheduled for ${scheduledFor} UK time`
                      : "Published"}
                  </option>
                  <option value="draft">Draft</option>
                </select>
              )}
            </Field>
          ) : null}
        </div>
        <TextField
          label="Keywords"
          name="keywords"
          error={errors.keywords}
          hint="Separate keywords with commas, e.g. Eid, Birmingham, community"
          defaultValue={initial?.keywords}
        />
        <ImagePicker
          currentSrc={initial?.img}
          currentFocus={initial && { x: initial.imageFocusX, y: initial.imageFocusY }}
          error={errors.img}
          progress={phase === "uploading" ? progress : undefined}
          resetKey={resetKey}
          onEdit={leaveGuard.markDirty}
        />
        <ImageDetails key={resetKey} initial={initial} errors={errors} />
        <p className="text-sm text-ink/60">
          The article goes live at its date and time (UK time); a future date schedules it.
          {publishNowButton ? " Publish now makes it public at once, dated now." : null}
        </p>
        <EmailSubscribersBox note={props.emailNote} />
        {mode === "edit" ? (
          <SaveState
            state={autosave.state}
            unsaved={unsaved}
            startedAutosaved={Boolean(props.startedAutosaved)}
            saving={busy}
          />
        ) : null}
        <div className="flex flex-wrap gap-3">
          {draft ? (
            // A draft's Edit page says what each button does to it, as Add News does. Save draft
            // comes first in the form, so Enter in a field keeps the draft a draft.
            <>
              <div className="flex w-full sm:w-auto">{saveDraftButton}</div>
              <div className="-order-1 flex w-full sm:w-auto">{saveButton}</div>
            </>
          ) : (
            <>
              {saveButton}
              {publishNowButton}
              {saveDraftButton}
            </>
          )}
          <ArticlePreviewButton form={formProps.ref} img={initial?.img} />
        </div>
      </Form>
      <AlertDialog
        open={dialog !== null}
        icon={dialog?.icon}
        title={dialog?.title ?? ""}
        message={
          dialog?.detail || dialog?.saved ? (
            <>
              <p>{dialog.message}</p>
              {dialog.detail ? <p className="mt-1 text-sm">{dialog.detail}</p> : null}
              {dialog.saved ? (
                <SavedNotice saved={dialog.saved} edit={mode === "add"} centred />
              ) : null}
            </>
          ) : (
            dialog?.message
          )
        }
        onClose={closeDialog}
      />
      <ConfirmDialog
        open={emailQuestion !== null}
        title={`Email this article to ${emailQuestion?.readers ?? 0} subscriber${emailQuestion?.readers === 1 ? "" : "s"}?`}
        message="Each confirmed reader of its category gets it once, as soon as it is published. It cannot be called back; on Edit News, Send a test to me shows it first."
        confirmLabel="Save and email"
        onConfirm={() => answerEmailQuestion(true)}
        onCancel={() => answerEmailQuestion(false)}
      />
      <LivePreview preview={preview} />
      {leaveGuard.dialog}
    </div>
  );
}
