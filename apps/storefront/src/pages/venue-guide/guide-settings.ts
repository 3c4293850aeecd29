/** The venue guide's settings (follow-up §2 "Venue guide page", §7, §9). */
import { DEFAULT_MAP_CENTER, type LatLng } from '@comanda/domain/tracking';

/**
 * Decision: the special search code that reloads the list (follow-up §9: "A special search code
 * in the guide triggers a reload of the list"). Compared without case or surrounding spaces.
 */
export const RELOAD_SEARCH_CODE = 'COMANDA';

export const isReloadCode = (code: string): boolean => code.trim().toUpperCase() === RELOAD_SEARCH_CODE;

/** Decision: venues asked for per page ('Ver más locales' asks for the next page). */
export const GUIDE_PAGE_SIZE = 20;

/**
 * Decision: where the guide looks when the diner does not share a location (denied, unavailable
 * or too slow): the centre of Buenos Aires, so the list is still useful.
 */
export const FALLBACK_LOCATION: LatLng = DEFAULT_MAP_CENTER;

/** How long the browser may take to answer before the fallback is used. */
export const LOCATION_TIMEOUT_MS = 10_000;

export const guideTexts = {
  title: 'Comanda',
  documentTitle: 'Comanda — Guía de locales',
  fallbackNote: 'Mostramos locales cerca del centro de Buenos Aires.',
  more: 'Ver más locales',
  reloaded: 'Actualizamos la lista de locales',
} as const;
