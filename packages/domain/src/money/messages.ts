/** Amount labels (diner §2 info table, §9). */
export const moneyMessages = {
  /** A zero delivery fee. */
  freeDelivery: 'Gratis',
  /** A zero service fee. */
  waivedServiceFee: '(Bonificada)',
} as const;
