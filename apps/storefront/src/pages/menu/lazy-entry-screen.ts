/**
 * The screen of entering a store at its own alias ('¿Qué menú quieres ver?', the cart's
 * confirmation): apart from the menu's code, which a mode's own link never needs it with; the page
 * loads it before taking over a store's own alias, so its first screen is not drawn twice.
 */
import { lazyWithPreload } from '@comanda/ui';

export const LazyEntryScreen = lazyWithPreload(async () => (await import('./EntryScreen.tsx')).EntryScreen);
