/** The plate-detail form's user-facing texts (diner §5 "Plate"). */
export const plateMessages = {
  wrongGarnishCount: 'Revise que haya agregado la cantidad correcta de guarniciones',
  /** Choosing an option not yet chosen when the group is full. */
  groupFull: 'Ya se ha seleccionado el maximo de opcionales permitidos en este grupo',
  /** Raising the quantity of an option already chosen past the maximum. */
  garnishMax: 'No se pueden agregar mas que el máximo',
  /** Not in the spec: it labels the size choice mandatory but gives no message for a missing size. */
  sizeRequired: 'Seleccione un tamaño',
} as const;
