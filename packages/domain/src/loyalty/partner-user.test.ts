import { describe, expect, it } from 'vitest';
import { readPartnerUser } from './partner-user.ts';

const query = (values: Record<string, string>) => new URLSearchParams(values);
const user = { partner: 'club-beneficios', externalUserId: 'socio-1001', token: 'club-beneficios-sandbox-socio-1001' };

describe('a loyalty partner user arriving by link', () => {
  it('reads the partner, the user and the token', () => {
    expect(readPartnerUser(query(user))).toEqual(user);
    expect(readPartnerUser(query({ ...user, partner: ' club-beneficios ' }))).toEqual(user);
  });

  it('is nobody without any of the three', () => {
    for (const name of ['partner', 'externalUserId', 'token'] as const) {
      const { [name]: _left, ...rest } = user;
      expect(readPartnerUser(query(rest))).toBeNull();
    }
  });

  it('is nobody when a value is not of its form', () => {
    expect(readPartnerUser(query({ ...user, partner: 'Club Beneficios' }))).toBeNull();
    expect(readPartnerUser(query({ ...user, partner: 'x'.repeat(41) }))).toBeNull();
    expect(readPartnerUser(query({ ...user, externalUserId: 'socio 1001' }))).toBeNull();
    expect(readPartnerUser(query({ ...user, externalUserId: 'x'.repeat(101) }))).toBeNull();
    expect(readPartnerUser(query({ ...user, token: 'short' }))).toBeNull();
    expect(readPartnerUser(query({ ...user, token: 'a token with spaces' }))).toBeNull();
    expect(readPartnerUser(query({ ...user, token: 't'.repeat(501) }))).toBeNull();
  });
});
