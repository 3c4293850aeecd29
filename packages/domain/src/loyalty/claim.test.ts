import { describe, expect, it } from 'vitest';
import { loyaltyClaimFailureMessage } from './claim.ts';

describe('loyalty claim failure (diner §8)', () => {
  it.each<[unknown, string]>([
    ['Reward already exists for customer', 'Ya ha canjeado este premio'],
    ['ALREADY EXISTS', 'Ya ha canjeado este premio'],
    [{ message: 'loyalty reward already exists' }, 'Ya ha canjeado este premio'],
    ['Internal Server Error', 'Hubo un error validando sus datos, inténtelo en unos momentos'],
    [undefined, 'Hubo un error validando sus datos, inténtelo en unos momentos'],
    [null, 'Hubo un error validando sus datos, inténtelo en unos momentos'],
  ])('%o → %s', (response, message) => {
    expect(loyaltyClaimFailureMessage(response)).toBe(message);
  });

  it('survives a response that cannot be read as text', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(loyaltyClaimFailureMessage(circular)).toBe('Hubo un error validando sus datos, inténtelo en unos momentos');
    expect(loyaltyClaimFailureMessage(10n)).toBe('Hubo un error validando sus datos, inténtelo en unos momentos');
  });
});
