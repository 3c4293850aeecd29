/** The cart's user-facing texts, word for word from diner §5 and follow-up §5. */
export const cartMessages = {
  maxQuantityReached: (maximum: number) => `Has alcanzado el máximo de unidades (${maximum}) para este producto`,
} as const;

/** The cart page's texts (follow-up §2 "Cart page", §9), also `orderMessages.cart`. */
export const cartPageMessages = {
  title: 'Mi pedido',
  recommended: 'Te recomendamos',
  addMore: 'Agregar más productos',
  continue: 'Continuar',
  backToMenu: 'Volver al Menú',
  toFreeDelivery: (amount: string) => `Suma ${amount} para tener envío gratis`,
  toMinimum: (amount: string) => `Suma ${amount} para llegar al mínimo`,
  minimumReached: '¡Llegaste al mínimo!',
  freeDelivery: '¡Tienes envío gratis!',
} as const;
