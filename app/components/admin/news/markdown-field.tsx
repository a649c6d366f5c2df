import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Field } from "#app/components/forms/field.tsx";
import { acceptedImages } from "#app/components/ui/use-image-preview.ts";
import { bodyLimit, imageAltPlaceholder } from "#app/lib/news-schema.ts";
import { applyEdit } from "./apply-edit.ts";
import { CharacterCounter } from "./character-counter.tsx";
import { continueList, type FormatAction, formatEdit, imageEdit } from "./markdown-format.ts";
import { MediaLibrary } from "./media-library.tsx";
import { revealOnFocus, revealSelection } from "./reveal.ts";
import type { RichBody } from "./rich-body-editor.tsx";
import { UploadError, uploadImage } from "./upload-image.ts";
import { useTypedBeforeHydration } from "./use-typed-before-hydration.ts";

// A body field (Body1...Conclusion). The text stays Markdown source (what REST clients read back).
// Without JavaScript it is a plain textarea; once the page runs, the writing surface (Tiptap, ADR
// 0162) loads in its own chunk and takes its place, writing its Markdown back into the textarea,
// which stays the form's field. Until then the textarea's toolbar writes the subset's marks.

const RichBodyEditor = lazy(() => import("./rich-body-editor.tsx"));

const buttons: {
  action: FormatAction;
  label: string;
  mark: React.ReactNode;
  className?: string;
  /** The key that, with Ctrl (⌘ on a Mac), does the same in the field, as in Ghost or Docs. */
  key?: string;
}[] = [
  { action: "heading", label: "Subheading", mark: "H" },
  { action: "bold", label: "Bold", mark: "B", className: "font-extrabold", key: "b" },
  { action: "italic", label: "Italic", mark: "I", className: "italic font-serif", key: "i" },
  { action: "link", label: "Link", mark: "Link", className: "underline", key: "k" },
  { action: "bulleted", label: "Bulleted list", mark: "• List" },
  { action: "numbered", label: "Numbered list", mark: "1. List" },
  { action: "quote", label: "Quote", mark: "❝ Quote" },
];

type Selection = { start: number; end: number };

const buttonClass =
  "inline-flex shrink-0 min-h-11 min-w-11 items-center justify-center rounded-lg px-2.5 text-sm text-ink/80 hover:bg-ink/5 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-50";

export function MarkdownField({
  label,
  name,
  error,
  rows,
  defaultValue,
  hint,
}: {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  rows: number;
  defaultValue?: string;
}) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const initial = useTypedBeforeHydration(name, defaultValue, textarea);
  const fileInput = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<{ percent?: number; error?: string; done?: boolean }>({});
  const uploading = upload.percent !== undefined;
  // What the server counts (news-schema.ts trims the text first).
  const [length, setLength] = useState(initial?.trim().length ?? 0);
  const count = () => setLength(textarea.current?.value.trim().length ?? 0);

  // Emptied after a save on Add News: the count follows once the form has reset its fields.
  useEffect(() => {
    const field = textarea.current;
    const afterReset = () => setTimeout(() => setLength(field?.value.trim().length ?? 0));
    field?.form?.addEventListener("reset", afterReset);
    return () => field?.form?.removeEventListener("reset", afterReset);
  }, []);

  const format = (action: FormatAction) => {
    const field = textarea.current;
    if (!field) return;
    const selection = { start: field.selectionStart, end: field.selectionEnd };
    applyEdit(field, formatEdit(field.value, selection, action));
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    const plain = !(event.ctrlKey || event.metaKey || event.altKey || event.shiftKey);
    // Not while an input method (Bengali, for one) is composing: its Enter confirms the word.
    if (event.key === "Enter" && plain && !event.nativeEvent.isComposing) {
      const field = event.currentTarget;
      const edit = continueList(field.value, {
        start: field.selectionStart,
        end: field.selectionEnd,
      });
      if (!edit) return;
      event.preventDefault();
      applyEdit(field, edit);
      return;
    }
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const button = buttons.find((candidate) => candidate.key === event.key.toLowerCase());
    if (!button) return;
    event.preventDefault();
    format(button.action);
  };

  // Set once the page runs: the writing surface then takes the textarea's place.
  const [field, setField] = useState<HTMLTextAreaElement | null>(null);
  useEffect(() => setField(textarea.current), []);
  const rich = useRef<RichBody | null>(null);

  const [libraryOpen, setLibraryOpen] = useState(false);
  /** Our own uploads are written site-relative, so the text survives a change of domain. */
  const address = (url: string) => {
    const parsed = new URL(url, window.location.href);
    return parsed.origin === window.location.origin ? parsed.pathname : parsed.href;
  };
  /** A picture from the library, its description (if the library has one) as its alt text. */
  const placeImage = (field: HTMLTextAreaElement, selection: Selection, url: string, alt = "") => {
    // In the surface the picture shows "Describe this picture" until described (double-click or
    // Enter on it), never a prompt that interrupts the editor's typing.
    if (rich.current) rich.current.insertImage(address(url), alt || imageAltPlaceholder);
    else {
      applyEdit(field, imageEdit(selection, address(url), alt || undefined));
      revealSelection(field);
    }
  };

  const insertImage = async (file: File) => {
    const field = textarea.current;
    if (!field) return;
    const selection = { start: field.selectionStart, end: field.selectionEnd };
    // The surface shows the picture's place at once and goes on taking the editor's typing.
    const fill = rich.current?.holdPlace();
    setUpload({ percent: 0 });
    try {
      const url = await uploadImage(file, (percent) => setUpload({ percent }));
      if (fill) fill({ src: address(url), alt: imageAltPlaceholder });
      else placeImage(field, selection, url);
      setUpload({ done: true });
    } catch (failure) {
      fill?.(null);
      const message = failure instanceof UploadError ? failure.message : "Failed to upload image.";
      setUpload({ error: `${message} The picture was not added; your text is as you left it.` });
    }
  };

  const imageButtons = (
    <>
      <button
        type="button"
        className={buttonClass}
        aria-label="Insert image"
        title="Insert image"
        disabled={uploading}
        onClick={() => fileInput.current?.click()}
      >
        <span aria-hidden="true">{uploading ? `Uploading ${upload.percent}%` : "Image"}</span>
      </button>
      <button
        type="button"
        className={buttonClass}
        aria-label="Insert image from library"
        title="Insert image from library"
        disabled={uploading}
        onClick={() => setLibraryOpen(true)}
      >
        <span aria-hidden="true">Library</span>
      </button>
      <input
        ref={fileInput}
        type="file"
        hidden
        tabIndex={-1}
        data-inline-image
        accept={acceptedImages}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = "";
          if (file) void insertImage(file);
        }}
      />
    </>
  );

  return (
    <Field label={label} name={name} error={error ?? upload.error} hint={hint}>
      {(control) => (
        <>
          {field ? (
            <Suspense
              fallback={<div className="mt-1.5 min-h-40 rounded-xl border border-ink/15" />}
            >
              <RichBodyEditor
                field={field}
                label={label}
                invalid={control["aria-invalid"]}
                describedBy={control["aria-describedby"]}
                imageButtons={imageButtons}
                onReady={(body) => {
                  rich.current = body;
                }}
              />
            </Suspense>
          ) : null}
          <div
            hidden={field !== null}
            className="mt-1.5 overflow-hidden rounded-xl border border-ink/15 bg-white shadow-sm focus-within:border-brand focus-within:ring-4 focus-within:ring-brand/15 has-[[aria-invalid=true]]:border-red-500"
          >
            <div
              role="toolbar"
              aria-label={`Formatting for ${label}`}
              aria-controls={control.id}
              // Wraps onto a second row on a phone: a row scrolling sideways hid Image and Library there.
              className="flex flex-wrap items-center gap-0.5 border-b border-ink/10 bg-mist/70 px-1.5 py-1"
            >
              {buttons.map((button) => (
                <button
                  key={button.action}
                  type="button"
                  className={`${buttonClass} ${button.className ?? ""}`}
                  aria-label={button.label}
                  aria-keyshortcuts={button.key ? `Control+${button.key.toUpperCase()}` : undefined}
                  title={
                    button.key ? `${button.label} (Ctrl+${button.key.toUpperCase()})` : button.label
                  }
                  onClick={() => format(button.action)}
                >
                  <span aria-hidden="true">{button.mark}</span>
                </button>
              ))}
              {imageButtons}
            </div>
            <textarea
              ref={textarea}
              rows={rows}
              defaultValue={initial}
              onKeyDown={onKeyDown}
              onInput={count}
              onFocus={revealOnFocus}
              {...control}
              className="block min-h-32 w-full resize-y border-0 bg-white px-4 py-3 text-base text-ink placeholder:text-ink/40 focus:outline-none"
            />
          </div>
          <CharacterCounter length={length} limit={bodyLimit} />
          <MediaLibrary
            open={libraryOpen}
            onClose={() => setLibraryOpen(false)}
            onPick={(url, description) => {
              setLibraryOpen(false);
              const field = textarea.current;
              // The field's selection is still where the editor left it.
              if (field)
                placeImage(
                  field,
                  { start: field.selectionStart, end: field.selectionEnd },
                  url,
                  description,
                );
            }}
          />
          <p role="status" className="sr-only">
            {upload.done ? "Image uploaded" : ""}
          </p>
        </>
      )}
    </Field>
  );
}
