/**
 * Texts of the address flows the specs leave open (decisions, docs/geocoding.md). The spec's own
 * address messages are in validation/messages.ts.
 */
export const locationMessages = {
  /** The pin step: a typed address the geocoder could not place, or a place to confirm. */
  confirmOnMap: 'Confirma tu ubicación en el mapa',
  notFound: (text: string) => `No encontramos «${text}». Toca el mapa donde recibirás el pedido.`,
  confirmPlace: 'Revisa que el pin esté en tu puerta; puedes moverlo.',
  pinRequired: 'Toca el mapa donde recibirás el pedido.',
  /** Several places matched the typed address. */
  choosePlace: 'Encontramos varias direcciones. ¿Cuál es la tuya?',
  noneOfThese: 'Ninguna: marcarla en el mapa',
  editAddress: 'Editar dirección',
  /** The geocoder is working. */
  searchingAddress: 'Buscando tu dirección…',
  readingPin: 'Buscando la dirección del pin…',
  pinAt: (address: string) => `El pin está en ${address}.`,
  pinNowhere: 'No encontramos una dirección en ese punto; el pin queda donde lo pusiste.',
  /** Map tiles failed to load. */
  tilesUnavailable: 'Mapa no disponible: escribe calle y número.',
  /** The checkout's address card: what is missing and the one-tap fix. */
  unplaced: 'Falta ubicar tu dirección en el mapa para calcular el envío.',
  fixes: {
    enterAddress: 'Ingresar dirección',
    placeOnMap: 'Ubicar en el mapa',
    addBetweenStreets: 'Agregar entrecalles',
    changeAddress: 'Cambiar dirección',
  },
  /** Where the menu, the cart and the store selector say where the diner is, with a way to change it. */
  destination: {
    deliverTo: 'Enviar a',
    askForFees: 'Ingresa tu dirección para ver el envío y el mínimo de tu zona.',
    askForStores: 'Ingresa tu dirección para ver los locales más cercanos.',
    change: 'Cambiar',
  },
  /** The ticket's 'Envío' while there is no quote: what it needs. */
  feeNotes: {
    noAddress: 'Falta tu dirección',
    unplaced: 'Falta ubicar tu dirección',
    fetching: 'Calculando…',
    outOfArea: 'Fuera de la zona',
    providersFailed: 'Sin repartidores',
  },
} as const;
