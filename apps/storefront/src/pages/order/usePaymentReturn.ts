/**
 * `token_ws`: the diner is back from the payment link. The page confirms the payment once with
 * the provider's callback (`sbx-{code}`), shows the outcome as a toast, and drops the query.
 */
import { dinerCalls, parseError } from '@comanda/api';
import { useCallMutation } from '@comanda/api/react';
import { orderMessages } from '@comanda/domain/order';
import { notify } from '@comanda/ui';
import { useEffect, useRef, useState } from 'react';

/** The sandbox provider's prefix before the order code in the callback path (docs/server.md "Payments"). */
const PAYMENT_CALLBACK_PREFIX = 'sbx-';

export function usePaymentReturn(input: {
  readonly orderCode: string;
  readonly token: string | null;
  /** Drops token_ws from the address once the outcome is known. */
  readonly onDone: () => void;
}): { readonly confirming: boolean } {
  const { trigger } = useCallMutation(dinerCalls.transbankCallback);
  const sent = useRef<string | null>(null);
  const [confirming, setConfirming] = useState(Boolean(input.token));
  const { orderCode, token, onDone } = input;
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    setConfirming(true);
    trigger({ params: { prefixedCode: `${PAYMENT_CALLBACK_PREFIX}${orderCode}` }, query: { token_ws: token } })
      .then((result) => {
        if (result.status === 'APPROVED') notify.success(result.message);
        else if (result.status === 'IN_PROCESS') notify.info(result.message);
        else notify.info(orderMessages.paymentLinkRejected);
      })
      .catch((error: unknown) => {
        // The failure is the diner's rejection toast; the parsed message stays in the console for support.
        console.warn('payment return failed', parseError(error).message);
        notify.info(orderMessages.paymentLinkRejected);
      })
      .finally(() => {
        setConfirming(false);
        done.current();
      });
  }, [orderCode, token, trigger]);

  return { confirming: confirming && Boolean(token) };
}
