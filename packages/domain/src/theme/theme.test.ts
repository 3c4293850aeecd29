import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  colorModeOf,
  DEFAULT_COLOR_CONFIG,
  DEFAULT_INDICATOR_COLORS,
  resolveBranchColors,
  resolveIndicatorColors,
} from './colors.ts';
import {
  contrastFontColor,
  contrastRatio,
  meetsWcagAA,
  normalizeHexColor,
  parseHexColor,
  relativeLuminance,
} from './contrast.ts';

describe('hex colours', () => {
  it.each([
    ['#2bbf66', '#2bbf66'],
    ['#F78700', '#f78700'],
    ['F78700', '#f78700'],
    ['#fff', '#ffffff'],
    ['  #AbC ', '#aabbcc'],
  ])('%s → %s', (value, expected) => {
    expect(normalizeHexColor(value)).toBe(expected);
  });

  it.each([['red'], ['#ff'], ['#fffff'], ['#gggggg'], [''], [null], [42], ['#ff000080']])(
    '%s is not a hex colour',
    (value) => {
      expect(parseHexColor(value)).toBeNull();
    },
  );
});

describe('WCAG contrast', () => {
  it('computes relative luminance and the contrast ratio', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBe(1);
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('throws on a value that is not a colour', () => {
    expect(() => relativeLuminance('orange')).toThrow(TypeError);
  });

  it('chooses black or white by the higher ratio', () => {
    expect(contrastFontColor('#F78700')).toBe('#000000');
    expect(contrastFontColor('#272524')).toBe('#FFFFFF');
    expect(contrastFontColor('#f5f5f5')).toBe('#000000');
    expect(contrastFontColor('#2bbf66')).toBe('#000000');
    expect(contrastFontColor('#1a237e')).toBe('#FFFFFF');
  });

  it('checks AA at 4.5, or 3 for large text', () => {
    expect(meetsWcagAA('#767676', '#ffffff')).toBe(true);
    expect(meetsWcagAA('#777777', '#ffffff')).toBe(false);
    expect(meetsWcagAA('#777777', '#ffffff', true)).toBe(true);
    expect(meetsWcagAA('#999999', '#ffffff', true)).toBe(false);
  });

  it('the ratio is symmetric, between 1 and 21, and the chosen font colour always reaches 4.5', () => {
    const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
    fc.assert(
      fc.property(hex, hex, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBeCloseTo(contrastRatio(b, a), 12);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21);
        const font = contrastFontColor(a);
        const other = font === '#000000' ? '#FFFFFF' : '#000000';
        expect(contrastRatio(font, a)).toBeGreaterThanOrEqual(contrastRatio(other, a));
        expect(contrastRatio(font, a)).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });
});

describe('branch colours', () => {
  it('uses the diner §9 defaults without a config', () => {
    expect(resolveBranchColors(undefined)).toEqual({
      mode: 'light',
      main: '#f78700',
      onMain: '#000000',
      borderedButton: '#2bbf66',
      promotionalBanner: '#f78700',
      onPromotionalBanner: '#000000',
      background: '#f5f5f5',
      text: '#1c1c1c',
      descriptionText: '#6b6b6b',
    });
    expect(resolveBranchColors(null, 'dark')).toMatchObject({
      mode: 'dark',
      main: '#f78700',
      borderedButton: '#2bbf66',
      background: '#272524',
      text: '#ffffff',
    });
  });

  it('the default text colours pass AA on their backgrounds', () => {
    for (const mode of ['light', 'dark'] as const) {
      const colors = resolveBranchColors(undefined, mode);
      expect(meetsWcagAA(colors.text, colors.background)).toBe(true);
      expect(meetsWcagAA(colors.descriptionText, colors.background)).toBe(true);
    }
  });

  it("chooses the fields by colorModeType: 'LIGHT' or other = dark", () => {
    expect(colorModeOf({ colorModeType: 'LIGHT' })).toBe('light');
    expect(colorModeOf({ colorModeType: 'light' })).toBe('light');
    expect(colorModeOf({ colorModeType: 'DARK' })).toBe('dark');
    expect(colorModeOf({ colorModeType: 'NIGHT' })).toBe('dark');
    expect(colorModeOf({})).toBe('light');
    expect(colorModeOf(undefined)).toBe('light');
    const config = {
      ...DEFAULT_COLOR_CONFIG,
      lightMainColor: '#112233',
      darkMainColor: '#445566',
      mainBackgroundColorDark: '#000',
      colorModeType: 'DARK',
    };
    expect(resolveBranchColors(config)).toMatchObject({
      mode: 'dark',
      main: '#445566',
      background: '#000000',
      onMain: '#FFFFFF',
    });
    expect(resolveBranchColors(config, 'light')).toMatchObject({
      mode: 'light',
      main: '#112233',
      background: '#f5f5f5',
    });
  });

  it('falls back to the default for an invalid value', () => {
    const colors = resolveBranchColors({
      lightMainColor: 'naranja',
      buttonBorderedColorLight: '#12',
      promotionalBannerColorLight: '#0000ff',
      descriptionTextColorLight: null,
    });
    expect(colors).toMatchObject({
      main: '#f78700',
      borderedButton: '#2bbf66',
      promotionalBanner: '#0000ff',
      onPromotionalBanner: '#FFFFFF',
      descriptionText: '#6b6b6b',
    });
  });
});

describe('indicator colours', () => {
  it('defaults to orange with dark text', () => {
    expect(resolveIndicatorColors(undefined)).toEqual(DEFAULT_INDICATOR_COLORS);
    expect(resolveIndicatorColors('rojo')).toEqual({ background: '#ffa500', text: '#1c1c1c' });
    expect(resolveIndicatorColors('#1a237e')).toEqual({ background: '#1a237e', text: '#FFFFFF' });
  });
});
