/**
 * Texts of the info table (diner §2 "Info table") and the delivery-zone labels (diner §8
 * "Delivery labels"), word for word from the spec. Only the informative menu's is the domain's
 * (the checkout reads it too); `validationMessages.checkout.noCouriers` is the checkout error,
 * spelled 'más', and this label is spelled 'mas' as diner §8 writes it.
 */
import { scheduleMessages } from '@comanda/domain/schedule';

export const infoTableMessages = {
  arrivesIn: 'Llega en',
  deliveryFee: 'Envío',
  minimum: 'Mínimo',
  pickUpIn: 'Retirar en',
  freeDeliveryFrom: (amount: string) => `Envío gratis a partir de ${amount}`,
  addForFreeDelivery: (amount: string) => `Suma ${amount} en productos para tener envío gratis`,
  /** Decision: the delay range as 'min-max min', one number when both ends are equal. */
  delayRange: (minMinutes: number, maxMinutes: number) =>
    minMinutes === maxMinutes ? `${minMinutes} min` : `${minMinutes}-${maxMinutes} min`,
  /** Decision: the spinner's name while the delivery fee is being calculated. */
  calculatingFee: 'Calculando envío',
} as const;

export const deliveryZoneMessages = {
  outOfArea: 'Tu dirección está fuera de la zona de entrega.',
  switchToTakeAway: (takeAwayName: string) => `Cambia a ${takeAwayName} o ingresa otra dirección.`,
  enterAnotherAddress: 'Ingresa otra dirección.',
  noCouriers: 'En este momento no contamos con repartidores en la zona. Vuelva a intentar mas tarde',
  informativeMenu: scheduleMessages.informativeMenu,
} as const;
