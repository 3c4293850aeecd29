/**
 * Design tokens as unitless numbers; `themeValues` turns them and a colour set into the CSS
 * strings the contract needs. Pure, so it runs in the browser, in Storybook and in tests.
 */
import type { vars } from './contract.css.ts';

export const tokens = {
  /** px */
  fontSize: { xs: 12, sm: 14, md: 16, lg: 18, xl: 22, xxl: 28 },
  fontWeight: { regular: 400, medium: 500, bold: 700 },
  lineHeight: { tight: 1.2, normal: 1.5 },
  /** px */
  space: { xxs: 2, xs: 4, sm: 8, md: 12, lg: 16, xl: 24, xxl: 32 },
  /** px */
  radius: { sm: 4, md: 8, lg: 16, full: 9999 },
  /** ms; modalClose is diner §9's modal close animation, basket its basket animation. */
  motion: { fast: 150, modalClose: 190, basket: 1450 },
  /** px: the smallest a thumb can hit reliably (WCAG 2.5.5). */
  touchTarget: 44,
} as const;

/** A local font scaled to Inter's metrics (ThemeProvider.css.ts): text keeps its place when Inter arrives. */
export const INTER_FALLBACK_FAMILY = 'Inter Variable Fallback';

export const DEFAULT_FONT_FAMILY = `'Inter Variable', '${INTER_FALLBACK_FAMILY}', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;

/** The contract's shape with a CSS value at every leaf. */
type Values<T> = { [K in keyof T]: T[K] extends string ? string : Values<T[K]> };
export type ThemeColors = Values<(typeof vars)['color']>;
export type ThemeValues = Values<typeof vars>;

const px = (n: number) => `${n}px`;
const ms = (n: number) => `${n}ms`;
const mapValues = <K extends string, V, R>(record: Record<K, V>, fn: (value: V) => R) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, fn(value as V)])) as Record<K, R>;

export function themeValues(colors: ThemeColors, fontFamily?: string): ThemeValues {
  return {
    color: colors,
    font: { body: fontFamily ? `'${fontFamily}', ${DEFAULT_FONT_FAMILY}` : DEFAULT_FONT_FAMILY },
    fontSize: mapValues(tokens.fontSize, px),
    fontWeight: mapValues(tokens.fontWeight, String),
    lineHeight: mapValues(tokens.lineHeight, String),
    space: mapValues(tokens.space, px),
    radius: mapValues(tokens.radius, px),
    shadow: {
      sm: '0 1px 2px rgb(0 0 0 / 0.12)',
      md: '0 2px 8px rgb(0 0 0 / 0.16)',
      lg: '0 8px 24px rgb(0 0 0 / 0.24)',
    },
    motion: mapValues(tokens.motion, ms),
    size: { touchTarget: px(tokens.touchTarget) },
  };
}
