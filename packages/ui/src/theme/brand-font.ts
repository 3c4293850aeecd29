/**
 * Inter, the default theme's typeface (brand-font.css: 30 KB of woff2). A page's first
 * paint never waits for it: until it arrives, and for good if it never does, text is set in the
 * local font scaled to Inter's metrics (`INTER_FALLBACK_FAMILY`, ThemeProvider.css.ts), so nothing
 * moves when it swaps in. The apps ask for it once the page has settled (`whenPageSettles`), so it
 * does not compete with the page's code, data and pictures on a phone's first visit (measures in
 * docs/performance.md). Storybook asks for it before every story.
 */
import { whenPageSettles } from '../loading/when-page-settles.ts';

export const loadBrandFont = (): Promise<unknown> => import('./brand-font.css');

/** `loadBrandFont` once the page's first screen is in (its reads and pictures) and the page is idle. */
export function loadBrandFontWhenPageSettles(): void {
  whenPageSettles(() => void loadBrandFont());
}
