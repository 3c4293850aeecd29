/**
 * The benefit of a loyalty partner's user (diner §6, §7 `POST /api/external-benefits/{partner}`):
 * asked once per store and mode with the partner's token, and priced in the ticket like the
 * mode's general discounts. Diner §8 "External benefit failure silent": a failure is no benefit.
 * The server asks the partner again when the order is created; this only shows it beforehand.
 */
import { dinerCalls } from '@comanda/api';
import { useCallMutation } from '@comanda/api/react';
import type { GeneralDiscount } from '@comanda/domain/discounts';
import type { PartnerUser } from '@comanda/domain/loyalty';
import { useEffect, useMemo, useState } from 'react';
import { readStoredPartnerUser } from '../../state/partner-user.ts';

export interface ExternalBenefit {
  readonly user: PartnerUser | null;
  /** The mode's general discounts followed by the partner's, for the ticket. */
  readonly generalDiscounts: readonly GeneralDiscount[];
  /** The partner granted a benefit: a discount code then survives a change of payment (diner §4). */
  readonly active: boolean;
}

const none: readonly GeneralDiscount[] = [];

export function useExternalBenefit(
  place: { readonly branchId: string; readonly branchContactId: string; readonly orderModeId: string },
  modeDiscounts: readonly GeneralDiscount[],
): ExternalBenefit {
  const { branchId, branchContactId, orderModeId } = place;
  const [user] = useState(readStoredPartnerUser);
  const [discounts, setDiscounts] = useState(none);
  const { trigger } = useCallMutation(dinerCalls.getExternalBenefits);
  useEffect(() => {
    if (!user) return;
    let current = true;
    trigger({
      params: { partner: user.partner },
      body: { branchId, branchContactId, orderModeId, externalUserId: user.externalUserId },
      bearer: user.token,
    })
      .then((answer) => {
        if (current) setDiscounts(answer.generalDiscounts.length > 0 ? answer.generalDiscounts : none);
      })
      .catch(() => {
        if (current) setDiscounts(none);
      });
    return () => {
      current = false;
    };
  }, [user, branchId, branchContactId, orderModeId, trigger]);
  const generalDiscounts = useMemo(
    () => (discounts.length > 0 ? [...modeDiscounts, ...discounts] : modeDiscounts),
    [modeDiscounts, discounts],
  );
  return { user, generalDiscounts, active: discounts.length > 0 };
}
