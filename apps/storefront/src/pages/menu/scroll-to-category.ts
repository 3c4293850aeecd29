/**
 * A chip jump further than this many screen heights is instant: animating across a long menu
 * (80 categories) takes over a second, and the sections passed on the way would each be laid out.
 */
const SMOOTH_JUMP_SCREENS = 2;

/**
 * Brings a category's section to the top of the screen, animated only for a short distance, and
 * gives it the focus: the next Tab goes on in that category rather than back among the chips.
 */
export function scrollToCategory(section: HTMLElement): void {
  const distance = Math.abs(section.getBoundingClientRect().top);
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const smooth = !reducedMotion && distance <= window.innerHeight * SMOOTH_JUMP_SCREENS;
  section.scrollIntoView({ behavior: smooth ? 'smooth' : 'instant', block: 'start' });
  section.focus({ preventScroll: true });
}
