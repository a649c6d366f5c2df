import { type Editor, Extension } from "@tiptap/core";
import type { EditorState } from "@tiptap/pm/state";
import { Plugin, PluginKey } from "@tiptap/pm/state";
import { Decoration, DecorationSet } from "@tiptap/pm/view";

// A picture being uploaded holds its place in the text (ProseMirror's own upload pattern): a
// placeholder drawn where the image was chosen, mapped through whatever the editor types
// meanwhile, and replaced by the picture when the upload is done. The text itself is never
// touched, so typing on while it uploads neither splits a paragraph nor loses the picture.

type Meta = { add: { id: object; at: number; draw: () => HTMLElement } } | { remove: object };

const key = new PluginKey<DecorationSet>("uploadPlaceholders");

function placeholder() {
  const figure = document.createElement("figure");
  figure.className = "body-picture upload-placeholder";
  figure.setAttribute("contenteditable", "false");
  figure.textContent = "Uploading picture…";
  return figure;
}

export const UploadPlaceholders = Extension.create({
  name: "uploadPlaceholders",
  addProseMirrorPlugins() {
    return [
      new Plugin<DecorationSet>({
        key,
        state: {
          init: () => DecorationSet.empty,
          apply(tr, set) {
            let next = set.map(tr.mapping, tr.doc);
            const meta = tr.getMeta(key) as Meta | undefined;
            if (meta && "add" in meta) {
              const widget = Decoration.widget(meta.add.at, meta.add.draw, { id: meta.add.id });
              next = next.add(tr.doc, [widget]);
            } else if (meta) {
              next = next.remove(
                next.find(undefined, undefined, (spec) => spec.id === meta.remove),
              );
            }
            return next;
          },
        },
        props: { decorations: (state) => key.getState(state) },
      }),
    ];
  },
});

/** Between blocks, never inside the editor's sentence: before an empty line, else after its block. */
export function placeFor(state: EditorState) {
  const { $from } = state.selection;
  if ($from.depth === 0) return state.selection.to;
  const block = $from.node(1);
  return block.isTextblock && block.content.size === 0 ? $from.before(1) : $from.after(1);
}

function where(state: EditorState, id: object) {
  const found = key.getState(state)?.find(undefined, undefined, (spec) => spec.id === id);
  return found?.[0]?.from;
}

/**
 * Shows a placeholder where the selection is; the answer fills it with the picture (alt as given)
 * or, with null (the upload failed), takes it away. Neither moves the editor's cursor.
 */
export function holdPlaceForUpload(editor: Editor) {
  const id = {};
  const at = placeFor(editor.state);
  // One figure however often the view draws the widget, drawn as the transaction is applied.
  let figure: HTMLElement | undefined;
  const draw = () => {
    figure ??= placeholder();
    return figure;
  };
  editor.view.dispatch(editor.state.tr.setMeta(key, { add: { id, at, draw } } satisfies Meta));
  // In sight where it was chosen (at the end of a long field it would be below the screen); the
  // picture then takes its place there without moving the page again.
  figure?.scrollIntoView({ block: "nearest" });
  // The editor left the page before the upload ended: nothing to fill in.
  let gone = false;
  const leave = () => {
    gone = true;
  };
  editor.on("destroy", leave);
  return (picture: { src: string; alt: string } | null) => {
    editor.off("destroy", leave);
    if (gone) return;
    const { state } = editor;
    // Its surroundings deleted meanwhile: the picture goes after the block now being written.
    const position = where(state, id) ?? placeFor(state);
    const tr = state.tr.setMeta(key, { remove: id } satisfies Meta);
    const image = state.schema.nodes.image;
    if (picture && image) tr.insert(position, image.create(picture));
    editor.view.dispatch(tr);
  };
}
