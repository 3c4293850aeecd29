/**
 * An external loyalty partner's user (diner §6 "External loyalty user with a bearer token:
 * benefits need an external user id plus an external loyalty program on the contact").
 *
 * Decision (the spec does not say how such a user arrives): the partner's app opens the menu with
 * `partner`, `externalUserId` and `token` on the link. All three are needed; a value that is not
 * of its form is no user at all, so a broken link orders as anyone would.
 */
import type { QueryReader } from '../order/entry-parameters.ts';

export const partnerQueryParams = { partner: 'partner', externalUserId: 'externalUserId', token: 'token' } as const;

export interface PartnerUser {
  /** The partner's name, as in `POST /api/external-benefits/{partner}` and the order's `partnerName`. */
  readonly partner: string;
  /** The order's `userExternalReference`. */
  readonly externalUserId: string;
  /** The partner's bearer token: only the partner tells whether it proves the user. */
  readonly token: string;
}

/** A partner's name: lowercase letters, digits and dashes (it is a path segment of the call). */
export const PARTNER_NAME_PATTERN = /^[a-z0-9-]{1,40}$/;

const forms = {
  partner: PARTNER_NAME_PATTERN,
  externalUserId: /^[\p{L}\p{N}._@:+-]{1,100}$/u,
  token: /^[A-Za-z0-9._~+/=-]{8,500}$/,
} as const;

export function readPartnerUser(query: Pick<QueryReader, 'get'>): PartnerUser | null {
  const partner = query.get(partnerQueryParams.partner)?.trim() ?? '';
  const externalUserId = query.get(partnerQueryParams.externalUserId)?.trim() ?? '';
  const token = query.get(partnerQueryParams.token)?.trim() ?? '';
  if (!forms.partner.test(partner) || !forms.externalUserId.test(externalUserId) || !forms.token.test(token))
    return null;
  return { partner, externalUserId, token };
}
