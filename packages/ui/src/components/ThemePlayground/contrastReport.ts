/**
 * The text/background pairs a branch's colours produce on the main screens, each with its WCAG
 * contrast ratio. The ratio and the AA rule are the domain's; this file only lists the pairs.
 */
import { type ColorConfig, type ColorMode, contrastRatio, meetsWcagAA } from '@comanda/domain/theme';
import { branchThemeColors } from '../../theme/branchTheme.ts';

export interface ContrastPair {
  readonly label: string;
  readonly foreground: string;
  readonly background: string;
  readonly ratio: number;
  readonly passes: boolean;
}

export function contrastReport(colorConfig: ColorConfig, mode: ColorMode): ContrastPair[] {
  const { colors } = branchThemeColors(colorConfig, mode);
  const pairs: [string, string, string][] = [
    ['Texto sobre el fondo', colors.text, colors.background],
    ['Descripciones sobre el fondo', colors.description, colors.background],
    ['Texto sobre tarjetas', colors.text, colors.surface],
    ['Botón principal', colors.onMain, colors.main],
    ['Color principal como texto', colors.mainText, colors.background],
    ['Banner promocional', colors.onPromotionalBanner, colors.promotionalBanner],
    ['Botón con borde (texto)', colors.text, colors.background],
  ];
  return pairs.map(([label, foreground, background]) => ({
    label,
    foreground,
    background,
    ratio: Math.round(contrastRatio(foreground, background) * 100) / 100,
    passes: meetsWcagAA(foreground, background),
  }));
}
