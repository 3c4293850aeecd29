/** Company page texts: the spec names the branch cards but gives no texts for these states (decisions). */
export const branchCardsMessages = {
  loading: 'Cargando locales',
  empty: 'No hay locales disponibles por el momento.',
  error: 'Hubo un error buscando los locales, vuelva a intentarlo en unos minutos',
  retry: 'Reintentar',
  loadMore: 'Ver más locales',
  loadingMore: 'Cargando más locales',
  /** The last page has been read: the list is complete (not the same as having none). */
  noMore: 'No hay más locales.',
} as const;
