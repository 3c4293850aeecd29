/** Paying a pending card order: tokenize the card with the provider, then charge it for the order. */
import { dinerCalls, parseError } from '@comanda/api';
import { useCallMutation } from '@comanda/api/react';
import { type CardInputs, digitsOnly } from '@comanda/domain/validation';
import { notify } from '@comanda/ui';
import { useState } from 'react';
import { trackEvent } from '../../analytics/analytics.ts';

export interface CardPayment {
  readonly paying: boolean;
  /** The provider's or the server's message of the last failed attempt, shown in the modal. */
  readonly error: string | null;
  /** Resolves true when the payment was approved or is in process (the modal closes). */
  readonly pay: (inputs: CardInputs) => Promise<boolean>;
  readonly clearError: () => void;
}

export function useCardPayment(orderId: string | undefined, onPaid: () => void): CardPayment {
  const createToken = useCallMutation(dinerCalls.createCardToken);
  const payOrder = useCallMutation(dinerCalls.payOrder);
  const [error, setError] = useState<string | null>(null);

  const pay = async (inputs: CardInputs): Promise<boolean> => {
    if (!orderId) return false;
    setError(null);
    const cardName = (inputs.cardName ?? '').trim();
    const cardDocument = digitsOnly(inputs.cardDocument);
    try {
      const card = await createToken.trigger({
        body: {
          cardNumber: digitsOnly(inputs.cardNumber),
          cardName,
          cardExpiry: inputs.cardExpiry ?? '',
          cardSecurityCode: digitsOnly(inputs.cardSecurityCode),
          cardDocument,
        },
      });
      const result = await payOrder.trigger({
        body: {
          token: card.token,
          paymentMethodId: card.paymentMethodId,
          dinerOrderId: orderId,
          cardName,
          identificationType: 'DNI',
          identificationNumber: cardDocument,
        },
      });
      if (result.status === 'REJECTED') {
        setError(result.message);
        return false;
      }
      trackEvent('PAY_ORDER', { label: result.status });
      if (result.status === 'APPROVED') notify.success(result.message);
      else notify.info(result.message);
      onPaid();
      return true;
    } catch (failure) {
      setError(parseError(failure).message);
      return false;
    }
  };

  return {
    paying: createToken.isMutating || payOrder.isMutating,
    error,
    pay,
    clearError: () => setError(null),
  };
}
