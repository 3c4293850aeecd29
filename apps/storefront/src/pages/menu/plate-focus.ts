/**
 * Where the focus lands on the menu after a plate's dialog or page: on the plate's card, scrolled
 * into view, when what opened the plate is gone; on 'Ver mi pedido' after an add from the plate's
 * page (the next step).
 */
import type { Plate } from '@comanda/domain/catalog';

/** What the plate's page leaves in the history entry of the menu it goes back to. */
export interface MenuFocusState {
  /** The plate whose card gets the focus. */
  readonly focusPlate?: Pick<Plate, 'id' | 'categoryId'>;
  /** 'Ver mi pedido' gets the focus: a plate was just added. */
  readonly focusBasket?: boolean;
}

/** The anchor of a category's section, where its chip scrolls to. */
export const categoryAnchor = (categoryId: string) => `categoria-${categoryId}`;

/**
 * The plate's card in its category's section, scrolled into view; null when a long menu has not
 * drawn it (the caller then falls back to the page's heading).
 */
export function revealPlateCard(plate: Pick<Plate, 'id' | 'categoryId'>): HTMLElement | null {
  const section = document.getElementById(categoryAnchor(plate.categoryId));
  const card = section?.querySelector<HTMLElement>(`[data-plate-id="${CSS.escape(plate.id)}"]`) ?? null;
  card?.scrollIntoView({ block: 'center' });
  return card;
}

export function menuFocusState(state: unknown): MenuFocusState {
  return typeof state === 'object' && state !== null ? (state as MenuFocusState) : {};
}
