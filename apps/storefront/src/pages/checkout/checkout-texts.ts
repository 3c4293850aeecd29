/**
 * The checkout's own texts: the diner §8 messages of the submission (word for word) and the
 * page title. Every validation message comes from the domain.
 */
import { orderCreationMessages, paymentMessages } from '@comanda/domain/order';

export const checkoutTexts = {
  pageTitle: (storeName: string) => `Confirmación del pedido - ${storeName}`,
  /** Diner §8: creating the order failed. */
  createOrderFailed: orderCreationMessages.failed,
  /** Diner §8: the card was declined or the payment call failed. */
  paymentFailed: paymentMessages.rejected,
  /** Diner §8: the payment link could not be generated (the order text still goes out, without it). */
  paymentLinkFailed: 'Error generando link de pago, inténtelo nuevamente más tarde.',
  /** Diner §8: the order text to send to the venue, with its payment link, could not be produced. */
  paymentLinkOrTextFailed: 'Hubo un error generando el link de pago o el texto a enviar, inténtelo en unos minutos.',
  ordersDisabled: orderCreationMessages.ordersDisabled,
  /** Decision: an empty cart reaching the checkout. */
  emptyCart: 'Tu pedido está vacío',
  sending: 'Enviando pedido',
  /**
   * Decision: the pre-confirmation modal of an online payment (diner §4 names the modal, not its
   * words).
   */
  preConfirmation: {
    title: '¿Confirmas tu pedido?',
    description: (total: string, paymentName: string) =>
      `Vas a pagar ${total} con ${paymentName}. Al continuar, tu pedido se envía al local.`,
    cancel: 'Cancelar',
    confirm: 'Confirmar y pagar',
  },
} as const;
