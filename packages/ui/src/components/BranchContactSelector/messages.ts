/** Branch-contact selector texts (diner §2). */
export const branchContactSelectorMessages = {
  /** Decision: diner §2 says only 'heading asking how the user wants the order'. */
  howDoYouWantIt: '¿Cómo quieres tu pedido?',
  /** docs/decisions.md "Interface language": 'What menu do you want to see?'. */
  whichMenu: '¿Qué menú quieres ver?',
  /** Diner §2, word for word. */
  search: 'Buscar Local',
  /** Decisions: names and states the spec does not word. */
  stores: 'Locales',
  loading: 'Buscando locales',
  empty: 'No encontramos locales.',
  emptySearch: (search: string) => `No encontramos locales para "${search}".`,
  error: 'Hubo un error buscando los locales, vuelva a intentarlo en unos minutos',
  retry: 'Reintentar',
} as const;
