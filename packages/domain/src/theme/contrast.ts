/**
 * Colour arithmetic of WCAG 2.x: hex parsing, relative luminance, contrast ratio, and the
 * black-or-white font choice of diner §9 ("contrast font colour chooses black or white by
 * luminance ratio").
 */

export const BLACK = '#000000';
export const WHITE = '#FFFFFF';

/** WCAG AA minimum contrast for normal text, and for large text (18 pt, or 14 pt bold). */
export const WCAG_AA_NORMAL_TEXT = 4.5;
export const WCAG_AA_LARGE_TEXT = 3;

export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#abc', 'abc', '#aabbcc' or 'aabbcc' (any case), after trimming; anything else is null. */
export function parseHexColor(value: unknown): Rgb | null {
  if (typeof value !== 'string') return null;
  const match = HEX.exec(value.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const channel = (i: number) => Number.parseInt(digits.slice(i, i + 2), 16);
  return { r: channel(0), g: channel(2), b: channel(4) };
}

/** The colour as '#rrggbb' (lower case), or null when it is not a hex colour. */
export function normalizeHexColor(value: unknown): string | null {
  const rgb = parseHexColor(value);
  if (!rgb) return null;
  return `#${[rgb.r, rgb.g, rgb.b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

function requireRgb(color: string): Rgb {
  const rgb = parseHexColor(color);
  if (!rgb) throw new TypeError(`not a hex colour: ${color}`);
  return rgb;
}

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, 0 (black) to 1 (white). Throws on a value that is not a hex colour. */
export function relativeLuminance(color: string): number {
  const { r, g, b } = requireRgb(color);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio, 1 to 21, the same whichever colour is given first. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Black or white, whichever contrasts more with the background (black on a tie). */
export function contrastFontColor(background: string): typeof BLACK | typeof WHITE {
  return contrastRatio(background, BLACK) >= contrastRatio(background, WHITE) ? BLACK : WHITE;
}

export function meetsWcagAA(foreground: string, background: string, largeText = false): boolean {
  return contrastRatio(foreground, background) >= (largeText ? WCAG_AA_LARGE_TEXT : WCAG_AA_NORMAL_TEXT);
}
