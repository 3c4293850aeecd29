/**
 * Viewport rules (diner §2): the page column's width and the address modal's height.
 */

/** Over this width (exclusive) the page takes half the screen. */
export const WIDE_VIEWPORT_ABOVE_PX = 1025;
/** Under this width (exclusive) the page takes the whole screen. */
export const NARROW_VIEWPORT_BELOW_PX = 800;

/** Page width in percent of the viewport: over 1025 px 50 %, under 800 px 100 %, else 80 %. */
export function pageWidthPercent(viewportWidth: number): 50 | 80 | 100 {
  if (viewportWidth > WIDE_VIEWPORT_ABOVE_PX) return 50;
  if (viewportWidth < NARROW_VIEWPORT_BELOW_PX) return 100;
  return 80;
}

/** The address modal is at most the window height minus 180 px. */
export const ADDRESS_MODAL_VERTICAL_MARGIN_PX = 180;

export function addressModalMaxHeight(windowHeight: number): number {
  return Math.max(0, windowHeight - ADDRESS_MODAL_VERTICAL_MARGIN_PX);
}
