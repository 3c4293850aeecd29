/**
 * User-facing Spanish texts of the loyalty program. Texts marked "spec" are word for word from the
 * diner spec (§2, §5, §8); the one marked "decision" is ours, since the spec asks for whole-number
 * points without giving a message.
 */
export const loyaltyMessages = {
  /** spec §2: title of the loyalty modal. */
  modalTitle: (pointsName: string) => `Mis ${pointsName}`,
  /** spec §5: more points than the diner's balance. */
  aboveBalance: (pointsName: string, points: number) => `El máximo de ${pointsName} acumulados es: ${points}`,
  /** spec §5: more points than the program lets a diner redeem. */
  aboveProgramMaximum: (pointsName: string, points: number) => `El máximo de ${pointsName} canjeable es: ${points}`,
  /** spec §5: fewer points than the program's minimum. */
  belowProgramMinimum: (pointsName: string, points: number) => `El mínimo de ${pointsName} canjeable es: ${points}`,
  /** spec §5: more points than the maximum percentage of this order's amount. */
  aboveOrderMaximum: (pointsName: string, points: number) =>
    `El máximo de ${pointsName} utilizable para este pedido es: ${points}`,
  /** decision: points must be a whole, non-negative number. */
  notWholeNumber: (pointsName: string) => `La cantidad de ${pointsName} debe ser un número entero`,
  /** spec §8: a reward claim answered with 'already exists'. */
  rewardAlreadyClaimed: 'Ya ha canjeado este premio',
  /** spec §8: any other reward claim failure. */
  rewardClaimFailed: 'Hubo un error validando sus datos, inténtelo en unos momentos',
  /** decision: a reward claim whose body names another phone or reward than its path. */
  rewardPhoneMismatch: 'El teléfono del cuerpo no coincide con el de la ruta',
  rewardMismatch: 'El premio del cuerpo no coincide con el de la ruta',
} as const;
