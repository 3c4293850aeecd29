import type { ColorConfig } from '@comanda/domain/theme';

/**
 * Partner themes used in Storybook's toolbar and the theme playground, so designers see every
 * component under brands that differ in hue, lightness and mode. `comanda` is the defaults.
 */
export const partnerPresets = {
  comanda: {},
  verdeo: {
    lightMainColor: '#1B7F4B',
    darkMainColor: '#4CC38A',
    buttonBorderedColorLight: '#1B7F4B',
    buttonBorderedColorDark: '#4CC38A',
    promotionalBannerColorLight: '#E3F5EA',
    promotionalBannerColorDark: '#143D2A',
    mainBackgroundColorLight: '#FAFAF7',
    mainBackgroundColorDark: '#111814',
    mainTextColorLight: '#10241A',
    mainTextColorDark: '#EAF4EE',
    descriptionTextColorLight: '#4A5B52',
    descriptionTextColorDark: '#A9BDB2',
    colorModeType: 'LIGHT',
  },
  medianoche: {
    lightMainColor: '#5B3CC4',
    darkMainColor: '#B9A6FF',
    buttonBorderedColorLight: '#5B3CC4',
    buttonBorderedColorDark: '#B9A6FF',
    promotionalBannerColorLight: '#FFD84D',
    promotionalBannerColorDark: '#FFD84D',
    mainBackgroundColorLight: '#F4F2FB',
    mainBackgroundColorDark: '#14121C',
    mainTextColorLight: '#1A1530',
    mainTextColorDark: '#F2EFFF',
    descriptionTextColorLight: '#524B6B',
    descriptionTextColorDark: '#B7B0D0',
    colorModeType: 'DARK',
  },
} as const satisfies Record<string, ColorConfig>;

export type PartnerPreset = keyof typeof partnerPresets;
export const partnerPresetNames = Object.keys(partnerPresets) as PartnerPreset[];
