/**
 * User-facing Spanish texts of the order module: the follow-up page and the cart page, word for
 * word from follow-up §2, §4 and §9. Status and type labels are decisions (the spec shows only
 * internal codes, which a diner never reads). The labels live beside the statuses (status.ts) and
 * the cart page's texts in the cart module, where the menu's first screen reads them without the
 * follow-up's texts.
 */
import { cartPageMessages } from '../cart/messages.ts';
import { scheduleMessages } from '../schedule/messages.ts';
import { orderStatusLabels, orderTypeLabels } from './status.ts';

export const orderMessages = {
  statusLabels: orderStatusLabels,
  typeLabels: orderTypeLabels,
  /** Decision: the label of a card order whose payment time ran out. */
  paymentExpiredLabel: 'Pago vencido',
  paymentExpired: 'Tiempo de pago vencido, vuelva a generar el pedido',
  processingPayment: 'Procesando pago',
  reportErrorTitle: 'Reportar error',
  reportErrorConfirm: 'Confirmar',
  cardModalTitle: 'Completa los datos de tu tarjeta',
  pay: 'Pagar',
  /** Decision: the answers to a write on an order without its link's secret, or with another order's. */
  access: {
    missing: 'Falta la clave de acceso del pedido',
    denied: 'No tienes acceso a este pedido',
  },
  /** Diner §8: the info toast when the return from a payment link is rejected or fails. */
  paymentLinkRejected: 'Tuvimos un problema al generar el pago de tu pedido. Por favor intente nuevamente más tarde.',
  /** Decision: when a scheduled order is due, under the order's time in the follow-up header ('21:30 hs'). */
  scheduledFor: (date: string, time: string) => `Programado para el ${date} a las ${time}`,
  /** Decision: the follow-up page's note of the error the diner reported on the order. */
  errorReported: (reason: string) => `Reportaste un problema: ${reason}. El local ya fue avisado.`,
  /** Decision: the pre-filled messaging-app texts of the follow-up page's support actions. */
  support: {
    cancel: (code: string) => `Hola, quiero cancelar mi pedido ${code}`,
    contact: (code: string) => `Hola, tengo una consulta sobre mi pedido ${code}`,
  },
  cart: cartPageMessages,
} as const;

/**
 * Diner §8: saving what the diner changed on their order (its notes) failed; the server refuses a
 * closed order with it.
 */
export const ORDER_UPDATE_FAILED_MESSAGE = 'Hubo un error actualizando el pedido';

/** Decision: an error report whose body names another order than its path. */
export const ORDER_CODE_MISMATCH_MESSAGE = 'El código del pedido no coincide';

/** Decision: the venue moved an order that another change moved first. */
export const ORDER_CHANGED_MESSAGE = 'El pedido cambió mientras tanto; vuelva a intentarlo';

/** Paying an order online (diner §4, §7) and why the server refuses a payment (decisions). */
export const paymentMessages = {
  approved: 'Pago aprobado',
  /** Diner §8: the card was declined or the payment call failed. */
  rejected: 'Hubo un error procesando su pago, vuelva a intentarlo en unos momentos',
  notOnline: 'El pedido no se paga en línea',
  canceled: 'El pedido fue cancelado',
  tokenUsed: 'Este pago ya fue procesado. Vuelva a ingresar los datos de su tarjeta.',
  amountMismatch: 'El monto no coincide con el total del pedido',
} as const;

/**
 * Sending an order (diner §8) and why the server refuses the order it was sent: the browser's
 * toast and the server's answers read the same texts.
 */
export const orderCreationMessages = {
  /** Spec §8: creating the order failed. */
  failed:
    'Hubo un error enviando el pedido, inténtelo en unos minutos, o comuníquese con el local si el error persiste.',
  /** Decisions: what the server found changed or impossible since the diner's cart. */
  /** Diner §8: the order mode takes no orders. */
  ordersDisabled: scheduleMessages.informativeMenu,
  modeMismatch: 'El tipo de pedido no corresponde al modo elegido',
  itemUnavailable: (name: string) => `${name} ya no está disponible`,
  optionUnavailable: (plateName: string) => `${plateName}: la opción elegida ya no está disponible`,
  paymentTypeUnavailable: 'El medio de pago elegido no está disponible',
  codeFirstPurchaseOnly: 'El código es válido solo para la primera compra',
  codeConditionsUnmet: 'El código de descuento no cumple sus condiciones',
  noPointsHere: 'No tiene puntos para canjear en este local',
  pointsNotRedeemed: 'No se pudieron canjear los puntos',
  /** The balance fell under the points redeemed while the order was being made. */
  pointsChanged: 'Sus puntos cambiaron mientras hacía el pedido. Revise el canje e intente de nuevo.',
  priceChanged: 'El precio del pedido cambió',
  /** Decisions: amounts too large to count exactly (a quantity of hundreds of thousands). */
  amountTooLarge: 'El total del pedido es demasiado alto. Revise las cantidades e intente de nuevo.',
} as const;
