/** The cart's user-facing texts, word for word from diner §5 and follow-up §5. */
export const cartMessages = {
  maxQuantityReached: (maximum: number) => `Has alcanzado el máximo de unidades (${maximum}) para este producto`,
} as const;
