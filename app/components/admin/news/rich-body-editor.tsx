import { type Editor, Extension } from "@tiptap/core";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import { useEffect, useState } from "react";
import { PromptDialog } from "#app/components/ui/dialog.tsx";
import {
  type Ask,
  bodyExtensionsAsking,
  markdownOf,
  type Question,
} from "./body-editor-extensions.ts";
import { linkAddress } from "./link-address.ts";
import { holdPlaceForUpload } from "./upload-placeholders.ts";

// The writing surface of one body field (ADR 0162), loaded only on the editor screens (React.lazy
// in markdown-field.tsx). The named textarea stays the form's field: every change writes the
// Markdown back into it and fires its input event, so the route action, autosave, the counter and
// the leave guard read it as before.

const toolButton =
  "inline-flex shrink-0 min-h-11 min-w-11 items-center justify-center rounded-lg px-2.5 text-sm text-ink/80 hover:bg-ink/5 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand aria-pressed:bg-ink/10 aria-pressed:text-ink";

type Tool = {
  label: string;
  mark: string;
  keys?: string;
  className?: string;
  run: (editor: Editor, ask: Ask) => void;
  active?: (editor: Editor) => boolean;
};

const tools: Tool[] = [
  {
    label: "Subheading",
    mark: "H",
    keys: "Control+Alt+2",
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive("heading"),
  },
  {
    label: "Bold",
    mark: "B",
    keys: "Control+B",
    className: "font-extrabold",
    run: (e) => e.chain().focus().toggleBold().run(),
    active: (e) => e.isActive("bold"),
  },
  {
    label: "Italic",
    mark: "I",
    keys: "Control+I",
    className: "italic font-serif",
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive("italic"),
  },
  {
    label: "Link",
    mark: "Link",
    keys: "Control+K",
    className: "underline",
    run: (e, ask) => editLink(e, ask),
    active: (e) => e.isActive("link"),
  },
  {
    label: "Bulleted list",
    mark: "• List",
    keys: "Control+Shift+8",
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive("bulletList"),
  },
  {
    label: "Numbered list",
    mark: "1. List",
    keys: "Control+Shift+7",
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive("orderedList"),
  },
  {
    label: "Quote",
    mark: "❝ Quote",
    keys: "Control+Shift+B",
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    active: (e) => e.isActive("blockquote"),
  },
];

const noAddress = (typed: string) => typed.trim() === "" || typed.trim() === "https://";

/**
 * Asks for the address in the surface's dialog; an empty answer takes the link off. An address
 * without its scheme gets one (linkAddress). With nothing selected, and not in a link, the address
 * is written as the link's text, as Ghost does, and what is typed next is not part of the link.
 */
function editLink(editor: Editor, ask: Ask) {
  const current = String(editor.getAttributes("link").href ?? "");
  ask(
    {
      title: current ? "Edit link" : "Add link",
      label: "Link address",
      hint: "Leave it empty to remove the link.",
      value: current || "https://",
      type: "url",
      check: (typed) => {
        if (noAddress(typed)) return undefined;
        const address = linkAddress(typed);
        return "error" in address ? address.error : undefined;
      },
    },
    (answer) => {
      const address = noAddress(answer) ? undefined : linkAddress(answer);
      if (address && "error" in address) return;
      const { empty } = editor.state.selection;
      if (address && empty && !current) {
        const text = answer.trim();
        editor
          .chain()
          .focus()
          .insertContent({ type: "text", text, marks: [{ type: "link", attrs: address }] })
          .unsetMark("link")
          .run();
        return;
      }
      const chain = editor.chain().focus().extendMarkRange("link");
      if (!address) chain.unsetLink().run();
      else chain.setLink({ href: address.href }).run();
    },
  );
}

/** Ctrl+K (⌘K) links the selection, as in Ghost or Docs. */
const LinkShortcut = Extension.create<{ ask: Ask }>({
  name: "linkShortcut",
  addOptions: () => ({ ask: () => {} }),
  addKeyboardShortcuts() {
    return {
      "Mod-k": () => {
        editLink(this.editor, this.options.ask);
        return true;
      },
    };
  },
});

type Asked = Question & { answer: (text: string) => void };

/** The surface is the field's textbox for assistive technology: named, and tied to its message. */
const surfaceAttributes = (label: string, invalid?: true, describedBy?: string) => ({
  class: "article-prose writing-surface",
  role: "textbox",
  "aria-multiline": "true",
  "aria-label": label,
  ...(invalid ? { "aria-invalid": "true" } : {}),
  ...(describedBy ? { "aria-describedby": describedBy } : {}),
});

export type RichBody = {
  insertImage: (src: string, alt: string) => void;
  /** Holds the place of a picture being uploaded; the answer fills it in or, with null, removes it. */
  holdPlace: () => (picture: { src: string; alt: string } | null) => void;
};

export default function RichBodyEditor({
  field,
  label,
  invalid,
  describedBy,
  imageButtons,
  onReady,
}: {
  field: HTMLTextAreaElement;
  label: string;
  /** The field's message state: the surface carries it, so a wrong submit focuses the surface. */
  invalid?: true;
  describedBy?: string;
  imageButtons: React.ReactNode;
  onReady: (body: RichBody | null) => void;
}) {
  // The question the surface is asking (a picture's description, a link's address), if any.
  const [asked, setAsked] = useState<Asked | null>(null);
  const [ask] = useState(() => {
    const put: Ask = (question, answer) => setAsked({ ...question, answer });
    return put;
  });
  const [extensions] = useState(() => [
    ...bodyExtensionsAsking(ask),
    LinkShortcut.configure({ ask }),
  ]);
  // The field's text as the surface opened it, and the Markdown the surface writes for it: the two
  // may differ in spelling only (an escape, a blank line, an older "&nbsp;"), and a document that
  // writes the latter is the stored text untouched, so it is no edit and is not written back.
  const [opened] = useState(() => ({ stored: field.value, written: field.value }));
  const editor = useEditor({
    extensions,
    content: field.value,
    contentType: "markdown",
    immediatelyRender: false,
    editorProps: { attributes: surfaceAttributes(label, invalid, describedBy) },
    onCreate: ({ editor: created }) => {
      opened.stored = field.value;
      opened.written = markdownOf(created);
    },
    onUpdate: ({ editor: current }) => {
      const written = markdownOf(current);
      const markdown = written === opened.written ? opened.stored : written;
      // A change that writes no Markdown is no edit: the empty paragraph the surface adds after
      // a closing picture at the first click made the article "Not saved yet", and a published
      // article whose stored text the serializer spells otherwise was autosaved untouched.
      if (markdown === field.value) return;
      field.value = markdown;
      field.dispatchEvent(new Event("input", { bubbles: true }));
    },
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      tools.map((tool) => (current ? (tool.active?.(current) ?? false) : false)),
  });

  // A message shown or gone: the form focuses the first [aria-invalid=true], this surface.
  useEffect(() => {
    if (editor)
      editor.setOptions({
        editorProps: { attributes: surfaceAttributes(label, invalid, describedBy) },
      });
  }, [editor, label, invalid, describedBy]);

  useEffect(() => {
    if (!editor) return;
    onReady({
      insertImage: (src, alt) =>
        editor.chain().focus().setImage({ src, alt }).scrollIntoView().run(),
      holdPlace: () => holdPlaceForUpload(editor),
    });
    // Add News empties the form after a save: the surface follows its field.
    const afterReset = () =>
      setTimeout(() => {
        editor.commands.setContent(field.value, { contentType: "markdown", emitUpdate: false });
        opened.stored = field.value;
        opened.written = markdownOf(editor);
      });
    field.form?.addEventListener("reset", afterReset);
    return () => {
      onReady(null);
      field.form?.removeEventListener("reset", afterReset);
    };
  }, [editor, field, onReady, opened]);

  return (
    <div className="mt-1.5 rounded-xl border border-ink/15 bg-white shadow-sm focus-within:border-brand focus-within:ring-4 focus-within:ring-brand/15">
      <div
        role="toolbar"
        aria-label={`Formatting for ${label}`}
        // Sticks just below the sticky site header (its height, app.css), not under it.
        className="sticky top-header z-10 flex flex-wrap items-center gap-0.5 rounded-t-xl border-b border-ink/10 bg-mist px-1.5 py-1"
      >
        {tools.map((tool, index) => (
          <button
            key={tool.label}
            type="button"
            className={`${toolButton} ${tool.className ?? ""}`}
            aria-label={tool.label}
            aria-pressed={active?.[index] ?? false}
            aria-keyshortcuts={tool.keys}
            title={
              tool.keys ? `${tool.label} (${tool.keys.replaceAll("Control", "Ctrl")})` : tool.label
            }
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => editor && tool.run(editor, ask)}
          >
            <span aria-hidden="true">{tool.mark}</span>
          </button>
        ))}
        {imageButtons}
      </div>
      <EditorContent editor={editor} className="px-4 py-3 sm:px-8 sm:py-6" />
      <PromptDialog
        open={asked !== null}
        title={asked?.title ?? ""}
        label={asked?.label ?? ""}
        hint={asked?.hint}
        value={asked?.value ?? ""}
        type={asked?.type}
        check={asked?.check}
        onSave={(text) => {
          asked?.answer(text);
          // Gone at once, not at the dialog's close event a moment later.
          setAsked(null);
        }}
        onClose={() => {
          setAsked(null);
          // Back to writing where it was, whether saved or not: the browser focused the surface
          // and put its caret at the start; the surface's own selection goes back in its place.
          editor?.view.focus();
        }}
      />
    </div>
  );
}
