/**
 * The sandbox provider: like a provider's test mode, test card numbers decide the outcome.
 * - 4242 4242 4242 4242 and 5555 5555 5555 4444: approved;
 * - 4000 0000 0000 0002: declined; 4000 0000 0000 9995: declined (insufficient funds);
 * - any other number passing the Luhn check: approved.
 * The token carries the outcome, signed: a token the sandbox did not issue is refused, as a real
 * provider refuses one it does not know, however it is written.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isCardExpired, parseCardExpiry, passesLuhn, validationMessages } from '@comanda/domain/validation';
import type { CardData, ChargeOutcome, PaymentProvider } from './provider.ts';

export const SANDBOX_DECLINED_CARDS = ['4000000000000002', '4000000000009995'] as const;

const TOKEN_PREFIX = 'tok_sandbox_';

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(number)) return 'master';
  if (/^3[47]/.test(number)) return 'amex';
  return 'card';
}

/**
 * The sandbox, signing its tokens with a key derived from `secret` (the staff token, which every
 * instance shares), so any instance accepts what another issued.
 */
export function createSandboxProvider(secret: string): PaymentProvider {
  const key = createHmac('sha256', secret).update('sandbox card tokens').digest();
  const signatureOf = (body: string) => createHmac('sha256', key).update(body).digest();
  const issued = (token: string): string | null => {
    const [body = '', signature = ''] = token.split('.');
    const expected = signatureOf(body);
    const given = Buffer.from(signature, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) ? body : null;
  };
  return {
    tokenize(card: CardData, now: Date) {
      const number = card.cardNumber.replace(/\D/g, '');
      const expiry = parseCardExpiry(card.cardExpiry);
      if (!passesLuhn(number) || !expiry || isCardExpired(expiry, now)) {
        return { ok: false, message: validationMessages.checkout.cardTokenFailed };
      }
      const outcome: ChargeOutcome = (SANDBOX_DECLINED_CARDS as readonly string[]).includes(number)
        ? 'REJECTED'
        : 'APPROVED';
      const body = `${TOKEN_PREFIX}${outcome.toLowerCase()}_${randomBytes(12).toString('hex')}`;
      return {
        ok: true,
        token: `${body}.${signatureOf(body).toString('base64url')}`,
        paymentMethodId: brandOf(number),
        lastFourDigits: number.slice(-4),
      };
    },
    charge(token: string): ChargeOutcome | null {
      const body = issued(token);
      if (body === null) return null;
      return body.startsWith(`${TOKEN_PREFIX}approved_`) ? 'APPROVED' : 'REJECTED';
    },
    linkOutcome(decision: string): ChargeOutcome {
      return decision === 'approve' ? 'APPROVED' : 'REJECTED';
    },
  };
}
