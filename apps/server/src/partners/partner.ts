/**
 * External loyalty partners (diner §6, §7 `POST /api/external-benefits/{partner}`): a partner's
 * user arrives with the partner's bearer token, and the partner says which general discounts that
 * user has at a venue. Each partner is one adapter behind this interface; the reference server
 * ships a sandbox partner (`sandbox.ts`), and a real one asks the partner's own service.
 */
import type { GeneralDiscount } from '@comanda/domain/discounts';

/** A partner's discount, in the shape of an order mode's general discounts, with its benefit type. */
export type PartnerDiscount = GeneralDiscount & { readonly externalBenefitType: string };

export interface PartnerBenefitsRequest {
  readonly externalUserId: string;
  /** The bearer token the user arrived with: only the partner can tell whether it proves the user. */
  readonly token: string;
  readonly branchId: string;
  readonly branchContactId: string;
  readonly orderModeId: string;
}

export interface LoyaltyPartner {
  /** The `{partner}` of the path and the order's `partnerName`. */
  readonly name: string;
  /**
   * The user's discounts at this venue and mode; null when the token does not prove this user (or
   * the venue has no agreement with the partner). Rejects when the partner cannot be asked.
   */
  benefits(request: PartnerBenefitsRequest): Promise<readonly PartnerDiscount[] | null>;
}

export type Partners = ReadonlyMap<string, LoyaltyPartner>;

export const partnersOf = (...partners: LoyaltyPartner[]): Partners =>
  new Map(partners.map((partner) => [partner.name, partner]));
