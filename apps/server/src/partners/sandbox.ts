/**
 * The sandbox loyalty partner of the demo: like a partner's test environment, a fixed list of
 * members, each with its token, answers real benefits at the venues that have an agreement with
 * it. Nothing leaves the machine. Its tokens are test credentials, published like test cards.
 */
import { type DemoLoyaltyPartner, demoLoyaltyPartners } from '@comanda/api/demo';
import { sameSecret } from '../http/auth.ts';
import type { LoyaltyPartner } from './partner.ts';

export function createSandboxPartner(partner: DemoLoyaltyPartner): LoyaltyPartner {
  return {
    name: partner.name,
    async benefits({ externalUserId, token, branchContactId }) {
      const member = partner.members.find((m) => m.externalUserId === externalUserId);
      // Compared in constant time: the answer's timing tells nothing about the token.
      const proven = member !== undefined && sameSecret(token, member.token);
      if (!proven || !partner.branchContactIds.includes(branchContactId)) return null;
      return member.benefits;
    },
  };
}

export const sandboxPartners = (): LoyaltyPartner[] => demoLoyaltyPartners.map(createSandboxPartner);
