/**
 * A branch's colour configuration → the colour slots of the theme contract. Which colours a
 * branch has and how a text colour is chosen for a background are rules of `@comanda/domain`;
 * this file only decides which slot each one fills.
 */
import {
  type ColorConfig,
  type ColorMode,
  contrastFontColor,
  meetsWcagAA,
  resolveBranchColors,
} from '@comanda/domain/theme';
import type { ThemeColors } from './tokens.ts';

export type { ColorMode };

/** Status colours are not branch-configurable: they must stay recognisable across brands. */
const statusColors = {
  light: { danger: '#C62828', success: '#1E7D3A', warning: '#B45309', surface: '#FFFFFF', border: '#D9D9D9' },
  dark: { danger: '#FF6B6B', success: '#4ADE80', warning: '#FBBF24', surface: '#34302E', border: '#4A4543' },
} as const;

export function branchThemeColors(
  colorConfig: ColorConfig | undefined,
  mode?: ColorMode,
): { mode: ColorMode; colors: ThemeColors } {
  const branch = resolveBranchColors(colorConfig, mode);
  const status = statusColors[branch.mode];
  return {
    mode: branch.mode,
    colors: {
      main: branch.main,
      onMain: branch.onMain,
      mainText: meetsWcagAA(branch.main, branch.background) ? branch.main : branch.text,
      borderedButton: branch.borderedButton,
      onBorderedButton: contrastFontColor(branch.borderedButton),
      background: branch.background,
      surface: status.surface,
      text: branch.text,
      description: branch.descriptionText,
      border: status.border,
      promotionalBanner: branch.promotionalBanner,
      onPromotionalBanner: branch.onPromotionalBanner,
      danger: status.danger,
      onDanger: contrastFontColor(status.danger),
      success: status.success,
      onSuccess: contrastFontColor(status.success),
      warning: status.warning,
      onWarning: contrastFontColor(status.warning),
      focusRing: branch.main,
      overlay: 'rgb(0 0 0 / 0.5)',
    },
  };
}
