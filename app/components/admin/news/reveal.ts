// Keeping what the editor works on in sight, in a long article on a phone as on a desktop.

/**
 * Scrolls a body field into view when it takes focus out of sight. Chromium's own scroll on
 * focus skipped a textarea that had held a selection before (after a toolbar image, say): when
 * the form focused Body1 for its message after a failed publish, the page stayed at the
 * buttons, 1,230 px below. The field's scroll-margin (app.css) keeps the label and the message
 * clear of the sticky header. The form kit is left alone: it is in the public pages' script.
 */
export function revealOnFocus(event: React.FocusEvent<HTMLElement>) {
  const field = event.currentTarget;
  // After the browser's own scroll, if any.
  requestAnimationFrame(() => {
    if (document.activeElement !== field) return;
    const box = field.getBoundingClientRect();
    const style = getComputedStyle(field);
    const top = Number.parseFloat(style.scrollMarginTop) || 0;
    const bottom = Number.parseFloat(style.scrollMarginBottom) || 0;
    if (box.top >= top && box.bottom <= window.innerHeight - bottom) return;
    field.scrollIntoView({ block: box.height > window.innerHeight / 2 ? "start" : "center" });
  });
}

/**
 * Scrolls a textarea so the first line of its selection shows (an image's description, just
 * inserted near the end of a long body, was below the field's visible part on a phone). A hidden
 * copy of the field, as wide and styled, holding the text before the selection, measures how far
 * down that line is; the browser offers no caret position for a textarea.
 */
export function revealSelection(field: HTMLTextAreaElement) {
  const copy = field.cloneNode() as HTMLTextAreaElement;
  copy.removeAttribute("id");
  copy.removeAttribute("name");
  copy.value = field.value.slice(0, field.selectionStart);
  copy.setAttribute("aria-hidden", "true");
  copy.tabIndex = -1;
  copy.style.cssText = `position:absolute;visibility:hidden;height:0;min-height:0;width:${field.clientWidth}px`;
  field.after(copy);
  const lineBottom = copy.scrollHeight - Number.parseFloat(getComputedStyle(field).paddingBottom);
  copy.remove();
  const line = Number.parseFloat(getComputedStyle(field).lineHeight) || 24;
  const lineTop = lineBottom - line;
  if (lineTop >= field.scrollTop && lineBottom <= field.scrollTop + field.clientHeight) return;
  // The line a third of the way down, with what comes before it in sight too.
  field.scrollTop = Math.max(0, lineTop - field.clientHeight / 3);
}
