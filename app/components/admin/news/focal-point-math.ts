// The focal point's arithmetic (ADR 0130), apart from the component so it is tested on its own:
// where a click lands on the image, and where an arrow key moves the marker.

export type FocalPoint = { x: number; y: number };

export const centre: FocalPoint = { x: 0.5, y: 0.5 };

/**
 * Kept to the image, in whole percent: the Shift+arrow step, finer than a finger's tap, and the
 * same number whether set by a click or by keys.
 */
const clamp = (value: number) => Math.round(Math.min(Math.max(value, 0), 1) * 100) / 100;

/** The point under a click or tap, from its position within the image's box. */
export function pointAt(
  box: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
): FocalPoint {
  if (box.width <= 0 || box.height <= 0) return centre;
  return { x: clamp((clientX - box.left) / box.width), y: clamp((clientY - box.top) / box.height) };
}

const moves: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The point after a key press on the marker: arrows move it 5 % of the image (1 % with Shift),
 * Home puts it back in the centre; other keys leave it (undefined).
 */
export function pointAfterKey(point: FocalPoint, key: string, fine: boolean) {
  if (key === "Home") return centre;
  const move = moves[key];
  if (!move) return undefined;
  const step = fine ? 0.01 : 0.05;
  return { x: clamp(point.x + move[0] * step), y: clamp(point.y + move[1] * step) };
}

/** What a screen reader says the marker is at. */
export function pointLabel(point: FocalPoint) {
  return `${Math.round(point.x * 100)}% from the left, ${Math.round(point.y * 100)}% from the top`;
}
