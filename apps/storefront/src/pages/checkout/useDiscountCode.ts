/**
 * The discount code's life (diner §4, §5, §9): validated by POST /api/codediscounts/validate
 * through the domain's status machine, removed on demand, and, for a limited-usage code, expired
 * 180 s after it was applied with the toast 'Tiempo de aplicacion del descuento vencido'.
 */
import { dinerCalls, parseError } from '@comanda/api';
import { useCallMutation } from '@comanda/api/react';
import {
  type CodeDiscountInfo,
  type CodeDiscountStatus,
  codeExpiresAt,
  discountMessages,
  INITIAL_CODE_DISCOUNT_STATUS,
  isAppliedCodeExpired,
  transitionCodeDiscount,
} from '@comanda/domain/discounts';
import { notify } from '@comanda/ui';
import { useCallback, useEffect, useState } from 'react';

export interface CodeValidationRequest {
  readonly code: string;
  readonly paymentId: string;
  readonly phone: string;
  readonly orderDate: string;
  readonly branchId: string;
  readonly branchContactId: string;
}

interface CodeState {
  readonly status: CodeDiscountStatus;
  readonly info: CodeDiscountInfo | null;
  readonly appliedAt: number | null;
  readonly error: string | null;
}

const initial: CodeState = { status: INITIAL_CODE_DISCOUNT_STATUS, info: null, appliedAt: null, error: null };

export function useDiscountCode() {
  const { trigger } = useCallMutation(dinerCalls.validateCodeDiscount);
  const [state, setState] = useState<CodeState>(initial);

  const remove = useCallback(() => {
    setState((current) => ({ ...initial, status: transitionCodeDiscount(current.status, 'remove') }));
  }, []);

  const apply = async (request: CodeValidationRequest) => {
    setState((current) => ({ ...current, status: transitionCodeDiscount(current.status, 'apply'), error: null }));
    try {
      const info = await trigger({ body: request });
      setState((current) => ({
        status: transitionCodeDiscount(current.status, 'succeed'),
        info,
        appliedAt: Date.now(),
        error: null,
      }));
    } catch (error) {
      setState((current) => ({
        status: transitionCodeDiscount(current.status, 'fail'),
        info: null,
        appliedAt: null,
        error: parseError(error).message,
      }));
    }
  };

  const { info, appliedAt } = state;
  useEffect(() => {
    if (!info?.limitedUsage || appliedAt === null) return;
    const expire = () => {
      if (!isAppliedCodeExpired(info, appliedAt, Date.now())) return false;
      remove();
      notify.error(discountMessages.limitedUsageExpired);
      return true;
    };
    if (expire()) return;
    const id = setTimeout(expire, Math.max(0, codeExpiresAt(appliedAt) - Date.now()));
    return () => clearTimeout(id);
  }, [info, appliedAt, remove]);

  /** The code priced into the ticket: only after a successful validation. */
  const applied = state.status === 'success' ? state.info : null;
  return { ...state, applied, apply, remove };
}
