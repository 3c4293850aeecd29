/**
 * User-facing Spanish texts of the rider module (page 'Repartidores', slider, toasts), word for
 * word from follow-up §2 and §4. The form's validation messages live in validation/messages.ts
 * (`validationMessages.rider`); the shipment screens' texts in shipments/messages.ts.
 */
export const riderMessages = {
  pageTitle: 'Repartidores',
  fieldLabels: {
    initPhone: 'Ingresa con tu teléfono',
    registerPhone: 'Confirma tu teléfono',
    name: 'Nombre y Apellido',
    securityCode: 'Código de seguridad',
  },
  next: 'Siguiente',
  startShift: 'Iniciar turno',
  endShift: 'Finalizar turno',
  greeting: (name: string) => `¡Hola ${name}!`,
  shiftStarted: 'Turno iniciado con éxito',
  shiftFinished: 'Turno finalizado con éxito',
  slider: 'Deslice >>',
  /** Decision: the success toast after a status update (the spec names the toast, not its text). */
  shipmentUpdated: 'Envío actualizado',
  /** Decision: the redirect toast pointing a rider to the shipment already open. */
  shipmentInProgress: 'Tienes un envío en curso',
  /** Decision (trust review): a registered rider waits for the venue's approval before taking shipments. */
  pendingApprovalTitle: 'Esperando aprobación',
  /** Decision: the button of a rider screen whose session did not load ('failed'). */
  retry: 'Reintentar',
  pendingApproval:
    'El local tiene que aprobar tu registro antes de que puedas tomar envíos. Vuelve a intentarlo en unos minutos.',
} as const;

/** Decisions: the server's refusals of a rider sign-up or session ('Repartidor' names the thing not found). */
export const riderRefusals = {
  notFound: 'Repartidor',
  exists: 'Ya existe un repartidor con ese teléfono en este local',
  noOwnFleet: 'Este local no tiene flota propia',
} as const;
