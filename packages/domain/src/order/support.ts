/**
 * The follow-up page's support links (follow-up §2 query flag open_follow_up_support, §6 cancel
 * and contact): the venue's chat in the messaging app, pre-filled with the order code.
 */
import { whatsAppLink } from '../contact/contact.ts';
import { orderMessages } from './messages.ts';

export interface OrderSupportLinks {
  /** '#' when the venue has no phone. */
  readonly cancelHref: string;
  readonly contactHref: string;
}

/** The venue's messaging phone: the WhatsApp number, else the call phone. */
export function venueSupportPhone(venue: {
  readonly whatsAppPhone?: string | null;
  readonly callPhone?: string | null;
}): string | null {
  return venue.whatsAppPhone?.trim() || venue.callPhone?.trim() || null;
}

export function orderSupportLinks(venuePhone: string | null | undefined, orderCode: string): OrderSupportLinks {
  return {
    cancelHref: whatsAppLink(venuePhone, orderMessages.support.cancel(orderCode)),
    contactHref: whatsAppLink(venuePhone, orderMessages.support.contact(orderCode)),
  };
}
