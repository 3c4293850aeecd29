/** Company page texts: the spec names the branch cards but gives no texts for these states (decisions). */
export const branchCardsMessages = {
  loading: 'Cargando locales',
  empty: 'No hay locales disponibles por el momento.',
  error: 'Hubo un error buscando los locales, vuelva a intentarlo en unos minutos',
  retry: 'Reintentar',
} as const;
