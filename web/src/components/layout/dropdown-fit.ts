/** Height of one dropdown item in pixels: every item is exactly this tall (44 px touch target). */
export const dropdownItemHeight = 44;

/** The spec's dropdown limit: lists taller than 80 units (320 px) scroll. */
export const dropdownMaxHeight = 320;

/**
 * The scrolling list's height: all items when they fit under the limit, else the largest whole
 * number of items that does, so no item is ever cut in half at the scroll edge.
 */
export function dropdownListHeight(itemCount: number): number {
  const fitting = Math.floor(dropdownMaxHeight / dropdownItemHeight);
  return Math.min(itemCount, fitting) * dropdownItemHeight;
}
