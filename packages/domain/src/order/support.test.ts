import { describe, expect, it } from 'vitest';
import { orderMessages } from './messages.ts';
import { orderSupportLinks, venueSupportPhone } from './support.ts';

describe('order support links', () => {
  it('pre-fills the venue chat with the order code', () => {
    const links = orderSupportLinks('+54 9 11 4800-1234', 'A-12');
    expect(links.cancelHref).toBe(
      `https://wa.me/5491148001234?text=${encodeURIComponent('Hola, quiero cancelar mi pedido A-12')}`,
    );
    expect(links.contactHref).toBe(
      `https://wa.me/5491148001234?text=${encodeURIComponent(orderMessages.support.contact('A-12'))}`,
    );
  });

  it('points nowhere without a phone', () => {
    expect(orderSupportLinks(null, 'A-12')).toEqual({ cancelHref: '#', contactHref: '#' });
  });

  it.each([
    [{ whatsAppPhone: '+549111', callPhone: '+54111' }, '+549111'],
    [{ whatsAppPhone: '  ', callPhone: '+54111' }, '+54111'],
    [{}, null],
  ])('venue %j messages %s', (venue, phone) => expect(venueSupportPhone(venue)).toBe(phone));
});
