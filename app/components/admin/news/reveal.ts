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
