import type { Edit } from "./markdown-format.ts";

// How the toolbar, the shortcuts and list continuation change a body field. A script that sets a
// textarea's value (or calls setRangeText) wipes the browser's undo history, so Ctrl+Z did nothing
// after Bold or an Enter in a list. The edit goes through the browser's own "insertText" command
// instead, which Chromium and Firefox keep in the undo stack (Ctrl+Z; Ctrl+Shift+Z or Ctrl+Y to
// redo) and which fires the input event that the form's checks, the preview and the counter read.

/** The text once the edit is made: what the field must hold, whichever way it was applied. */
export function editedText(value: string, edit: Edit) {
  return value.slice(0, edit.from) + edit.text + value.slice(edit.to);
}

/** Makes the edit as typing would, then selects what the edit asks for. */
export function applyEdit(textarea: HTMLTextAreaElement, edit: Edit) {
  const expected = editedText(textarea.value, edit);
  textarea.focus();
  textarea.setSelectionRange(edit.from, edit.to);
  const changes = edit.text !== "" || edit.from !== edit.to;
  const applied = changes && execute(edit.text ? "insertText" : "delete", edit.text);
  if (changes && (!applied || textarea.value !== expected)) {
    // No editing command here (an older or stricter browser): the edit still happens, unundoable.
    textarea.value = expected;
    textarea.dispatchEvent(new Event("input", { bubbles: true }));
  }
  textarea.setSelectionRange(edit.select.start, edit.select.end);
}

function execute(command: "insertText" | "delete", text: string) {
  try {
    // Deprecated in name only: it is the one way to an undoable edit of a textarea.
    return document.execCommand(command, false, text);
  } catch {
    return false;
  }
}
