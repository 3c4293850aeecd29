/**
 * The ui components render plain links (`<a href>`); this follows them inside the app, without
 * reloading the page, while a modified click (new tab, download) keeps the browser's behaviour.
 */

import { useNavigate } from '@comanda/ui';
import type { MouseEvent } from 'react';
import { followUpPath } from '../order/follow-up-path.ts';

export function useFollowLink(): (event?: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    if (!event || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.('a');
    const href = anchor?.getAttribute('href');
    if (!href || anchor?.target === '_blank' || !href.startsWith('/')) return;
    event.preventDefault();
    navigate(href);
  };
}

/** Paths of one branch contact's pages. */
export const menuPaths = {
  menu: (alias: string) => `/menu/${alias}`,
  mode: (alias: string, modeType: string) => `/menu/${alias}/${modeType.toLowerCase()}`,
  category: (alias: string, categoryId: string) => `/menu/${alias}/${categoryId}`,
  plate: (alias: string, categoryId: string, plateId: string) => `/menu/${alias}/${categoryId}/${plateId}`,
  cart: (alias: string) => `/menu/${alias}/preview`,
  checkout: (alias: string) => `/menu/${alias}/checkout`,
  order: (alias: string, code: string) => `/menu/${alias}/order/${code}`,
  /** The follow-up page of an order, with its access token (`?access=`) when the diner has it. */
  followUp: followUpPath,
} as const;
