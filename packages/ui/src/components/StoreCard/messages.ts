/** Store card texts the spec does not give (diner §2, §9 name the NPS badge, not its spoken name). */
export const storeCardMessages = {
  /** Decision: read before the NPS average, so '★ 4,3' is announced as 'Calificación 4,3'. */
  npsLabel: 'Calificación',
} as const;
