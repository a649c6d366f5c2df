import { Form } from "react-router";
import { AlertDialog } from "#app/components/ui/dialog.tsx";
import { newsCategories } from "#app/lib/news-categories.ts";
import { FormField } from "./form-field.tsx";
import { ImagePicker } from "./image-picker.tsx";
import { useNewsSubmit } from "./use-news-submit.ts";

// The Add News / Edit News form. With JavaScript, use-news-submit.ts validates, uploads the image
// first (with a progress bar), then saves through the REST API, as the original did. Without it,
// the form posts everything, image included, to the route's action.

export type NewsFormValues = {
  title: string;
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
};

type Props = {
  mode: "add" | "edit";
  articleId?: string;
  initial?: NewsFormValues;
  /** The action's answer when the form was posted without JavaScript. */
  serverErrors?: Record<string, string>;
  onSaved?: () => void;
};

const textFields = [
  { name: "body1", label: "Body1" },
  { name: "body2", label: "Body2" },
  { name: "body3", label: "Body3" },
  { name: "conclusion", label: "Conclusion" },
] as const;

export function NewsForm({ mode, articleId, initial, serverErrors, onSaved }: Props) {
  const { errors, phase, busy, pending, progress, dialog, closeDialog, resetKey, submit } =
    useNewsSubmit({ mode, articleId, currentImg: initial?.img, serverErrors, onSaved });

  const label = (intent: "publish" | "draft") => {
    const active = busy && pending === intent;
    if (mode === "edit") return active ? "Saving..." : "Save changes";
    if (intent === "draft") return active ? "Saving draft..." : "Save as draft";
    return active ? "Adding..." : "Add News";
  };

  return (
    <>
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        onSubmit={submit}
        className="grid max-w-3xl gap-6"
        aria-busy={busy}
      >
        <FormField label="Title" name="title" error={errors.title}>
          {(props) => (
            <input {...props} type="text" defaultValue={initial?.title} maxLength={200} />
          )}
        </FormField>
        <div className="grid gap-6 sm:grid-cols-2">
          <FormField label="Date" name="date" error={errors.date}>
            {(props) => <input {...props} type="date" defaultValue={initial?.date} />}
          </FormField>
          <FormField label="Time" name="time" error={errors.time}>
            {(props) => <input {...props} type="time" defaultValue={initial?.time} />}
          </FormField>
        </div>
        {textFields.map((field) => (
          <FormField
            key={field.name}
            label={field.label}
            name={field.name}
            error={errors[field.name]}
          >
            {(props) => (
              <textarea
                {...props}
                rows={field.name === "body1" ? 5 : 4}
                defaultValue={initial?.[field.name]}
              />
            )}
          </FormField>
        ))}
        <div className="grid gap-6 sm:grid-cols-2">
          <FormField label="Category" name="category" error={errors.category}>
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
          </FormField>
          {mode === "edit" ? (
            <FormField label="Status" name="status" error={errors.status}>
              {(props) => (
                <select {...props} defaultValue={initial?.status ?? "published"}>
                  <option value="published">Published</option>
                  <option value="draft">Draft</option>
                </select>
              )}
            </FormField>
          ) : null}
        </div>
        <FormField
          label="Keywords"
          name="keywords"
          error={errors.keywords}
          hint="Separate keywords with commas, e.g. Eid, Birmingham, community"
        >
          {(props) => <input {...props} type="text" defaultValue={initial?.keywords} />}
        </FormField>
        <ImagePicker
          currentSrc={initial?.img}
          error={errors.img}
          progress={phase === "uploading" ? progress : undefined}
          resetKey={resetKey}
        />
        <p className="text-sm text-ink/60">
          The article goes live at its date and time (UK time); a future date schedules it.
        </p>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="publish"
            disabled={busy}
            className="rounded-full bg-orange-700 px-6 py-3 font-semibold text-white hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60"
          >
            {label("publish")}
          </button>
          {mode === "add" ? (
            <button
              type="submit"
              name="intent"
              value="draft"
              disabled={busy}
              className="rounded-full border-2 border-ink px-6 py-3 font-semibold text-ink hover:bg-mist focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60"
            >
              {label("draft")}
            </button>
          ) : null}
        </div>
      </Form>
      <AlertDialog
        open={dialog !== null}
        icon={dialog?.icon}
        title={dialog?.title ?? ""}
        message={
          dialog?.detail ? (
            <>
              <p>{dialog.message}</p>
              <p className="mt-1 text-sm">{dialog.detail}</p>
            </>
          ) : (
            dialog?.message
          )
        }
        onClose={closeDialog}
      />
    </>
  );
}
