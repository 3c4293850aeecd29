/**
 * A branch's colour configuration (diner §3) resolved to the colours of one mode, with the
 * defaults of diner §9 standing in for anything missing or not a hex colour.
 */
import { contrastFontColor, normalizeHexColor } from './contrast.ts';

/** The branch's `generalConfig.colorConfig` as the API sends it; any field may be missing. */
export interface ColorConfig {
  readonly buttonBorderedColorLight?: string | null;
  readonly buttonBorderedColorDark?: string | null;
  readonly lightMainColor?: string | null;
  readonly darkMainColor?: string | null;
  readonly promotionalBannerColorLight?: string | null;
  readonly promotionalBannerColorDark?: string | null;
  readonly mainBackgroundColorLight?: string | null;
  readonly mainBackgroundColorDark?: string | null;
  readonly mainTextColorLight?: string | null;
  readonly mainTextColorDark?: string | null;
  readonly descriptionTextColorLight?: string | null;
  readonly descriptionTextColorDark?: string | null;
  /** 'LIGHT' for the light mode; any other value is the dark mode. */
  readonly colorModeType?: string | null;
}

export const colorModes = ['light', 'dark'] as const;
export type ColorMode = (typeof colorModes)[number];

/** Decision: a branch with no `colorModeType` at all is shown light. */
export const DEFAULT_COLOR_MODE: ColorMode = 'light';

/**
 * Diner §9 defaults: bordered buttons #2bbf66, main #F78700, light background #f5f5f5, dark
 * background #272524, dark text #FFFFFF, light text #1C1C1C. Our choices for the rest: the dark
 * mode keeps the same main and bordered colours; the promotional banner uses the main colour;
 * description text is a grey that passes WCAG AA on its background (#6B6B6B on #f5f5f5 ≈ 4.9:1,
 * #BDBDBD on #272524 ≈ 8.2:1).
 */
export const DEFAULT_COLOR_CONFIG = {
  buttonBorderedColorLight: '#2bbf66',
  buttonBorderedColorDark: '#2bbf66',
  lightMainColor: '#F78700',
  darkMainColor: '#F78700',
  promotionalBannerColorLight: '#F78700',
  promotionalBannerColorDark: '#F78700',
  mainBackgroundColorLight: '#f5f5f5',
  mainBackgroundColorDark: '#272524',
  mainTextColorLight: '#1C1C1C',
  mainTextColorDark: '#FFFFFF',
  descriptionTextColorLight: '#6B6B6B',
  descriptionTextColorDark: '#BDBDBD',
  colorModeType: 'LIGHT',
} as const satisfies Required<ColorConfig>;

/** One mode's colours, each '#rrggbb' in lower case, with the font colour to put on the filled ones. */
export interface BranchColors {
  readonly mode: ColorMode;
  readonly main: string;
  readonly onMain: string;
  readonly borderedButton: string;
  readonly promotionalBanner: string;
  readonly onPromotionalBanner: string;
  readonly background: string;
  readonly text: string;
  readonly descriptionText: string;
}

type ColorField = Exclude<keyof ColorConfig, 'colorModeType'>;

const fieldsByMode: Record<ColorMode, Record<Exclude<keyof BranchColors, 'mode' | `on${string}`>, ColorField>> = {
  light: {
    main: 'lightMainColor',
    borderedButton: 'buttonBorderedColorLight',
    promotionalBanner: 'promotionalBannerColorLight',
    background: 'mainBackgroundColorLight',
    text: 'mainTextColorLight',
    descriptionText: 'descriptionTextColorLight',
  },
  dark: {
    main: 'darkMainColor',
    borderedButton: 'buttonBorderedColorDark',
    promotionalBanner: 'promotionalBannerColorDark',
    background: 'mainBackgroundColorDark',
    text: 'mainTextColorDark',
    descriptionText: 'descriptionTextColorDark',
  },
};

/** 'LIGHT' (any case) is light, another value dark, no value the default mode. */
export function colorModeOf(config: Pick<ColorConfig, 'colorModeType'> | null | undefined): ColorMode {
  const type = config?.colorModeType;
  if (type == null || type === '') return DEFAULT_COLOR_MODE;
  return type.trim().toUpperCase() === 'LIGHT' ? 'light' : 'dark';
}

/** The colours of `mode` (by default the config's own mode); invalid or missing values fall back to the defaults. */
export function resolveBranchColors(config: ColorConfig | null | undefined, mode?: ColorMode): BranchColors {
  const chosen = mode ?? colorModeOf(config);
  const fields = fieldsByMode[chosen];
  const pick = (field: ColorField): string =>
    normalizeHexColor(config?.[field]) ?? (normalizeHexColor(DEFAULT_COLOR_CONFIG[field]) as string);
  const main = pick(fields.main);
  const promotionalBanner = pick(fields.promotionalBanner);
  return {
    mode: chosen,
    main,
    onMain: contrastFontColor(main),
    borderedButton: pick(fields.borderedButton),
    promotionalBanner,
    onPromotionalBanner: contrastFontColor(promotionalBanner),
    background: pick(fields.background),
    text: pick(fields.text),
    descriptionText: pick(fields.descriptionText),
  };
}

/** Diner §9: an indicator with no colour of its own is orange with dark text. */
export const DEFAULT_INDICATOR_COLORS = { background: '#ffa500', text: '#1c1c1c' } as const;

/** An indicator's colour and a readable font colour on it; an invalid colour gives the default. */
export function resolveIndicatorColors(color: string | null | undefined): { background: string; text: string } {
  const background = normalizeHexColor(color);
  return background ? { background, text: contrastFontColor(background) } : { ...DEFAULT_INDICATOR_COLORS };
}
