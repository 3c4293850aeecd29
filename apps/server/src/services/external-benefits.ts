/**
 * An external loyalty user's benefits (diner §6), asked of the partner's adapter: for the
 * storefront's ticket (`POST /api/external-benefits/{partner}`) and again when the order is
 * created, where only what the partner answers then is applied, never a discount the browser
 * sends. Diner §8 "External benefit failure silent": an unknown partner, a missing or refused
 * token and a partner that cannot be asked all mean no benefit, and the order goes on without it.
 */
import type { GeneralDiscount } from '@comanda/domain/discounts';
import type { Logger } from '../http/logger.ts';
import type { PartnerDiscount, Partners } from '../partners/partner.ts';

export interface ExternalBenefitClaim {
  readonly partnerName: string;
  readonly externalUserId: string;
  readonly token: string | undefined;
}

export interface ExternalBenefitPlace {
  readonly branchId: string;
  readonly branchContactId: string;
  readonly orderModeId: string;
}

export interface VerifiedExternalBenefit {
  readonly partnerName: string;
  readonly userExternalReference: string;
  readonly generalDiscounts: readonly PartnerDiscount[];
}

/** The token of `Authorization: Bearer …`, if the header has that form. */
export function bearerTokenOf(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S{1,500})$/i.exec(header?.trim() ?? '');
  return match?.[1];
}

/** What the partner grants the claimed user at this place; null when it grants nothing or fails. */
export async function externalBenefitFor(
  partners: Partners,
  claim: ExternalBenefitClaim,
  place: ExternalBenefitPlace,
  logger: Logger,
): Promise<VerifiedExternalBenefit | null> {
  const partner = partners.get(claim.partnerName);
  if (!partner || !claim.token || !claim.externalUserId) return null;
  try {
    const discounts = await partner.benefits({ ...place, externalUserId: claim.externalUserId, token: claim.token });
    if (!discounts) return null;
    return {
      partnerName: partner.name,
      userExternalReference: claim.externalUserId,
      generalDiscounts: discounts,
    };
  } catch (error) {
    logger.warn('external benefits partner failed', { partner: partner.name, error: String(error) });
    return null;
  }
}

/** What order creation asks: the benefit the partner confirms now for the order's place, if any. */
export type ExternalBenefitLookup = (place: ExternalBenefitPlace) => Promise<VerifiedExternalBenefit | null>;

export const noExternalBenefit: ExternalBenefitLookup = async () => null;

/** The mode's general discounts and, after them, the partner's (priced by the domain like any other). */
export function withExternalBenefit(
  modeDiscounts: readonly GeneralDiscount[],
  external: VerifiedExternalBenefit | null,
): GeneralDiscount[] {
  return [...modeDiscounts, ...(external?.generalDiscounts ?? [])];
}
