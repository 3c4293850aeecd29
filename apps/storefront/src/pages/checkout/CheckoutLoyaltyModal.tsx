/**
 * 'Mis {points name}' (diner §2): the program, the diner's history (20 per page, more on scroll)
 * and redeeming points on this order.
 */
import type { LoyaltyProgram } from '@comanda/domain/loyalty';
import type { CountryCode } from '@comanda/domain/money';
import { LoyaltyModal, type LoyaltyModalMode } from '@comanda/ui';
import { useState } from 'react';
import { useLoyaltyHistoryPages } from '../../account/useLoyaltyHistoryPages.ts';

export interface CheckoutLoyaltyModalProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly program: LoyaltyProgram;
  readonly branchId: string;
  /** E.164 phone of the diner the branch knows. */
  readonly phone: string;
  readonly balance: number;
  /** What points can pay on this order, minor units (the ticket's redeemable amount). */
  readonly orderAmount: number;
  readonly country: CountryCode;
  readonly appliedPoints: number;
  readonly onRedeem: (points: number) => void;
}

export function CheckoutLoyaltyModal({
  open,
  onOpenChange,
  program,
  branchId,
  phone,
  balance,
  orderAmount,
  country,
  appliedPoints,
  onRedeem,
}: CheckoutLoyaltyModalProps) {
  const [mode, setMode] = useState<LoyaltyModalMode>('info');
  const { history, loading, hasMore, loadMore } = useLoyaltyHistoryPages(branchId, phone, open);
  return (
    <LoyaltyModal
      open={open}
      onOpenChange={(next) => {
        if (!next) setMode('info');
        onOpenChange(next);
      }}
      mode={mode}
      // Deferred: the info footer's 'Canjear' becomes the redeem form's submit button in place, and
      // switching within the click would let that same click submit the default points at once.
      onModeChange={(next) => setTimeout(() => setMode(next))}
      program={program}
      balance={balance}
      orderAmount={orderAmount}
      country={country}
      appliedPoints={appliedPoints}
      onRedeem={onRedeem}
      history={history}
      historyLoading={loading}
      hasMoreHistory={hasMore}
      onLoadMore={loadMore}
    />
  );
}
