/**
 * The promotional banner of the menu (diner §3 "Menu customizations": PROMOTIONAL_BANNER with
 * `text` and `orderModeType` or ALL): the text for the current order mode, if any.
 */
import type { MenuCustomizationLike } from './notes.ts';

export const PROMOTIONAL_BANNER_RESOURCE = 'PROMOTIONAL_BANNER';
/** The banner's `orderModeType` that shows it in every mode. */
export const PROMOTIONAL_BANNER_ALL_MODES = 'ALL';

interface BannerSettings {
  readonly text?: unknown;
  readonly orderModeType?: unknown;
}

function settingsOf(customization: MenuCustomizationLike): BannerSettings | null {
  if (typeof customization.commands !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(customization.commands);
    return typeof parsed === 'object' && parsed !== null ? (parsed as BannerSettings) : null;
  } catch {
    return null;
  }
}

/**
 * The first PROMOTIONAL_BANNER whose `orderModeType` is ALL (or absent) or the mode's type
 * (compared without case) and whose text is not blank; null when none applies or a
 * customization is corrupt.
 */
export function promotionalBannerText(
  customizations: readonly MenuCustomizationLike[] | null | undefined,
  modeType: string | null | undefined,
): string | null {
  for (const customization of customizations ?? []) {
    if (customization?.resource !== PROMOTIONAL_BANNER_RESOURCE) continue;
    const settings = settingsOf(customization);
    if (!settings || typeof settings.text !== 'string' || settings.text.trim() === '') continue;
    const target = typeof settings.orderModeType === 'string' ? settings.orderModeType.toUpperCase() : null;
    if (target === null || target === PROMOTIONAL_BANNER_ALL_MODES || target === modeType?.toUpperCase()) {
      return settings.text.trim();
    }
  }
  return null;
}
