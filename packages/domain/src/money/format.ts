/**
 * Display of money, distances and NPS averages (diner §9): thousands '.', decimals ',', the
 * country's currency symbol. Digits are grouped with string arithmetic on the integer amount, so
 * the output never depends on the locale data a runtime happens to ship.
 */
import { type Country, resolveCountry } from './countries.ts';
import { moneyMessages } from './messages.ts';
import { type Money, roundHalfUp, scaledFromDecimal, toScale } from './money.ts';

export const THOUSANDS_SEPARATOR = '.';
export const DECIMAL_SEPARATOR = ',';

/**
 * Decision: a whole amount shows no decimals ('$ 1.500', not '$ 1.500,00'); an amount with
 * cents shows all of the currency's decimals ('$ 1.500,50', never '$ 1.500,5').
 */
export const HIDE_ZERO_DECIMALS = true;

/** Decision (diner §9): the NPS badge shows when the average is at or above 4.0. */
export const NPS_BADGE_THRESHOLD = 4;

/** '1234567' → '1.234.567'. */
function groupThousands(digits: string): string {
  const head = digits.length % 3 || 3;
  const groups = [digits.slice(0, head)];
  for (let i = head; i < digits.length; i += 3) groups.push(digits.slice(i, i + 3));
  return groups.join(THOUSANDS_SEPARATOR);
}

/**
 * An exact scaled integer (`amount` × 10^-scale) as '1.234,56'. With `hideZeroDecimals`, a
 * whole value drops its decimal part.
 */
export function formatScaledNumber(amount: number, scale: number, hideZeroDecimals = false): string {
  if (!Number.isSafeInteger(amount) || !Number.isSafeInteger(scale) || scale < 0) {
    throw new RangeError(`cannot format ${amount} at scale ${scale}`);
  }
  const digits = Math.abs(amount)
    .toString()
    .padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  const sign = amount < 0 ? '-' : '';
  const showFraction = scale > 0 && !(hideZeroDecimals && /^0+$/.test(fraction));
  return `${sign}${groupThousands(whole)}${showFraction ? `${DECIMAL_SEPARATOR}${fraction}` : ''}`;
}

/** A decimal number rounded half-up to `decimals` digits, exactly (no binary-float drift). */
function roundedScaled(value: number, decimals: number): number {
  const exact = scaledFromDecimal(value);
  if (exact.scale <= decimals) return exact.amount * 10 ** (decimals - exact.scale);
  return roundHalfUp(exact.amount, 10 ** (exact.scale - decimals));
}

/**
 * The number part of an amount at its country's natural scale: '1.500,50', '1.500'. A value
 * kept at a higher scale (after a percentage) is rounded half-up for display.
 */
export function formatMoneyAmount(value: Money, country?: Country | string): string {
  const scale = resolveCountry(country).mantissa;
  const atScale = toScale(value, scale, roundHalfUp);
  return formatScaledNumber(atScale.amount, scale, HIDE_ZERO_DECIMALS);
}

/**
 * '$ 1.500,50': the country's symbol, a space, the amount; negative amounts read '-$ 500'.
 * The symbol comes from the country (Ecuador and the United States share USD but not the symbol).
 */
export function formatMoney(value: Money, country?: Country | string): string {
  const c = resolveCountry(country);
  const text = formatMoneyAmount(value, c);
  return text.startsWith('-') ? `-${c.currencySymbol} ${text.slice(1)}` : `${c.currencySymbol} ${text}`;
}

/** Formats an amount in minor units of the country's currency (cart and catalog prices). */
export function formatMinorUnits(minorUnits: number, country?: Country | string): string {
  const c = resolveCountry(country);
  return formatMoney({ amount: minorUnits, scale: c.mantissa, currency: c.currencyCode }, c);
}

/** 'Envío': 'Gratis' when the fee is zero, otherwise the amount. */
export function formatDeliveryFee(fee: Money, country?: Country | string): string {
  return fee.amount === 0 ? moneyMessages.freeDelivery : formatMoney(fee, country);
}

/** Service fee: '(Bonificada)' when zero, otherwise the amount. */
export function formatServiceFee(fee: Money, country?: Country | string): string {
  return fee.amount === 0 ? moneyMessages.waivedServiceFee : formatMoney(fee, country);
}

/**
 * A distance in metres as kilometres with one decimal: 1234 → '1,2 km', 50 → '0,1 km'.
 * Missing, negative or non-finite distances give null so the caller shows nothing.
 */
export function formatDistanceKm(metres: number | null | undefined): string | null {
  if (metres == null || !Number.isFinite(metres) || metres < 0) return null;
  const exact = scaledFromDecimal(metres);
  // metres × 10^-3 is kilometres: the same digits with three more decimals.
  const tenths = roundHalfUp(exact.amount, 10 ** (exact.scale + 3 - 1));
  return `${formatScaledNumber(tenths, 1)} km`;
}

/** An NPS average with one decimal: 4.26 → '4,3', 4 → '4,0'. */
export function formatNpsAverage(average: number): string {
  return formatScaledNumber(roundedScaled(average, 1), 1);
}

/** The badge shows only when enabled and the (unrounded) average is at or above the threshold. */
export function showsNpsBadge(average: number | null | undefined, enabled: boolean): boolean {
  return enabled && average != null && Number.isFinite(average) && average >= NPS_BADGE_THRESHOLD;
}

/** The badge text, or null when the badge is not shown. */
export function npsBadgeText(average: number | null | undefined, enabled: boolean): string | null {
  return average != null && showsNpsBadge(average, enabled) ? formatNpsAverage(average) : null;
}
