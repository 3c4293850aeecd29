import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countries } from './countries.ts';
import {
  formatDeliveryFee,
  formatDistanceKm,
  formatMinorUnits,
  formatMoney,
  formatMoneyAmount,
  formatNpsAverage,
  formatScaledNumber,
  formatServiceFee,
  NPS_BADGE_THRESHOLD,
  npsBadgeText,
  showsNpsBadge,
} from './format.ts';
import { moneyMessages } from './messages.ts';
import { money, moneyOf } from './money.ts';

describe('formatMoney', () => {
  it.each([
    [150050, 'ar', '$ 1.500,50'],
    [150000, 'ar', '$ 1.500'],
    [150005, 'ar', '$ 1.500,05'],
    [5, 'ar', '$ 0,05'],
    [0, 'ar', '$ 0'],
    [99, 'ar', '$ 0,99'],
    [123456789012, 'ar', '$ 1.234.567.890,12'],
    [-50000, 'ar', '-$ 500'],
    [-150050, 'ar', '-$ 1.500,50'],
    [1500, 'cl', '$ 1.500'],
    [1234567, 'py', '₲ 1.234.567'],
    [199900, 'br', 'R$ 1.999'],
    [1050, 'uy', '$U 10,50'],
    [100, 'us', 'US$ 1'],
    [100, 'ec', '$ 1'],
  ])('%i minor units in %s → %s', (amount, country, expected) => {
    expect(formatMoney(moneyOf(amount, country), country)).toBe(expected);
    expect(formatMinorUnits(amount, country)).toBe(expected);
  });

  it('defaults to Argentina and accepts a Country', () => {
    expect(formatMoney(moneyOf(150050, 'ar'))).toBe('$ 1.500,50');
    expect(formatMinorUnits(150050)).toBe('$ 1.500,50');
    expect(formatMoney(moneyOf(150050, 'pe'), countries.pe)).toBe('S/ 1.500,50');
  });

  it('rounds a higher-scale amount half-up to the currency decimals for display', () => {
    expect(formatMoney(money(1234565, 'ARS', 4))).toBe('$ 123,46');
    expect(formatMoney(money(1234564, 'ARS', 4))).toBe('$ 123,46');
    expect(formatMoney(money(1234549, 'ARS', 4))).toBe('$ 123,45');
    expect(formatMoney(money(1000049, 'ARS', 4))).toBe('$ 100');
    expect(formatMoneyAmount(money(15, 'ARS', 1))).toBe('1,50');
  });

  it('reads back the amount it formats', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (amount) => {
        const text = formatMoneyAmount(moneyOf(amount, 'ar'));
        const [whole = '', fraction = '00'] = text.replace('-', '').split(',');
        expect(whole).toMatch(/^\d{1,3}(\.\d{3})*$/);
        expect(fraction).toMatch(/^\d\d$/);
        const parsed = Number(whole.replaceAll('.', '') + fraction) * (text.startsWith('-') ? -1 : 1);
        expect(parsed === amount).toBe(true);
      }),
    );
  });
});

describe('formatScaledNumber', () => {
  it('groups thousands and keeps or hides zero decimals', () => {
    expect(formatScaledNumber(1000000, 0)).toBe('1.000.000');
    expect(formatScaledNumber(100, 3)).toBe('0,100');
    expect(formatScaledNumber(1000, 3, true)).toBe('1');
    expect(formatScaledNumber(123, 0)).toBe('123');
    expect(formatScaledNumber(-1234, 1)).toBe('-123,4');
  });

  it('refuses what is not an exact scaled integer', () => {
    expect(() => formatScaledNumber(1.5, 0)).toThrow(RangeError);
    expect(() => formatScaledNumber(1, -1)).toThrow(RangeError);
  });
});

describe('fees', () => {
  it("shows 'Gratis' for a zero delivery fee", () => {
    expect(moneyMessages.freeDelivery).toBe('Gratis');
    expect(formatDeliveryFee(moneyOf(0, 'ar'))).toBe('Gratis');
    expect(formatDeliveryFee(moneyOf(35000, 'ar'))).toBe('$ 350');
  });

  it("shows '(Bonificada)' for a zero service fee", () => {
    expect(moneyMessages.waivedServiceFee).toBe('(Bonificada)');
    expect(formatServiceFee(moneyOf(0, 'cl'), 'cl')).toBe('(Bonificada)');
    expect(formatServiceFee(moneyOf(990, 'cl'), 'cl')).toBe('$ 990');
  });
});

describe('formatDistanceKm', () => {
  it.each([
    [1234, '1,2 km'],
    [1250, '1,3 km'],
    [1249.9, '1,2 km'],
    [0, '0,0 km'],
    [49, '0,0 km'],
    [50, '0,1 km'],
    [1234567, '1.234,6 km'],
    [999.95, '1,0 km'],
  ])('%d m → %s', (metres, expected) => {
    expect(formatDistanceKm(metres)).toBe(expected);
  });

  it('gives null for a missing or impossible distance', () => {
    expect(formatDistanceKm(undefined)).toBeNull();
    expect(formatDistanceKm(null)).toBeNull();
    expect(formatDistanceKm(-1)).toBeNull();
    expect(formatDistanceKm(Number.NaN)).toBeNull();
  });
});

describe('NPS', () => {
  it('formats the average with one decimal', () => {
    expect(formatNpsAverage(4)).toBe('4,0');
    expect(formatNpsAverage(4.25)).toBe('4,3');
    expect(formatNpsAverage(4.24)).toBe('4,2');
    expect(formatNpsAverage(3.95)).toBe('4,0');
    expect(formatNpsAverage(4.666666666666667)).toBe('4,7');
  });

  it('shows the badge only when enabled and at or above 4.0', () => {
    expect(NPS_BADGE_THRESHOLD).toBe(4);
    expect(showsNpsBadge(4, true)).toBe(true);
    expect(showsNpsBadge(4.8, true)).toBe(true);
    expect(showsNpsBadge(3.99, true)).toBe(false);
    expect(showsNpsBadge(4.8, false)).toBe(false);
    expect(showsNpsBadge(undefined, true)).toBe(false);
    expect(showsNpsBadge(Number.NaN, true)).toBe(false);
    expect(npsBadgeText(4.26, true)).toBe('4,3');
    expect(npsBadgeText(3.96, true)).toBeNull();
    expect(npsBadgeText(4.5, false)).toBeNull();
    expect(npsBadgeText(null, true)).toBeNull();
  });
});
