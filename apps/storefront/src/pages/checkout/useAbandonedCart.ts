/**
 * Abandoned carts (diner §1, §7): while the diner is at the checkout with lines and a valid
 * phone, the cart is kept for the venue (POST /api/abandoned/cart/, again whenever lines, mode,
 * phone or email change); once the order is created it is forgotten (PUT …/cancel/). Both
 * calls only log a failure: ordering never waits on them.
 */
import { dinerCalls, toWireCartItem } from '@comanda/api';
import { useApi, useCallMutation } from '@comanda/api/react';
import { abandonedCartEvents, abandonedCartPhone, type CartItem } from '@comanda/domain/cart';
import type { PhoneNumbering } from '@comanda/domain/validation';
import { useEffect, useRef } from 'react';
import { useBranchScope } from '../../branch/BranchScope.tsx';

export interface AbandonedCartInput {
  readonly items: readonly CartItem[];
  /** The phone the diner typed, once it settled (the customer lookup's debounced phone). */
  readonly phone: string | null;
  readonly email: string;
  readonly orderModeId: string;
  /** The numbering plans, once the page has loaded them (no cart is kept before). */
  readonly phones: PhoneNumbering | null;
}

const present = (text: string) => (text.trim() === '' ? {} : { email: text.trim() });

export function useAbandonedCart({ items, phone, email, orderModeId, phones }: AbandonedCartInput) {
  const { branch, contact, country } = useBranchScope();
  const { log, logContext } = useApi();
  const { trigger: save } = useCallMutation(dinerCalls.saveAbandonedCart);
  const { trigger: cancel } = useCallMutation(dinerCalls.cancelAbandonedCart);
  const savedKey = useRef<string | null>(null);
  const keptPhone = phones ? abandonedCartPhone(items, phone, country, phones) : null;
  const body = keptPhone
    ? {
        items: items.map(toWireCartItem),
        branchContactId: contact.id,
        branchId: branch.id,
        phone: keptPhone,
        ...present(email),
        orderModeId,
        navigationEvent: abandonedCartEvents.checkout,
      }
    : null;
  const key = body ? JSON.stringify(body) : null;
  const latest = useRef(body);
  latest.current = body;

  useEffect(() => {
    const toSave = latest.current;
    if (key === null || !toSave || key === savedKey.current) return;
    savedKey.current = key;
    save({ body: toSave }).catch((error: unknown) =>
      log(`POST /api/abandoned/cart/ failed: ${String(error)}`, { ...logContext, component: 'checkout' }),
    );
  }, [key, save, log, logContext]);

  /** The order was created: the kept cart of this phone is forgotten. */
  const forget = async (orderPhone: string | null) => {
    if (!orderPhone) return;
    try {
      await cancel({
        body: {
          phone: orderPhone,
          ...present(email),
          branchContactId: contact.id,
          branchId: branch.id,
          navigationEvent: abandonedCartEvents.orderCreated,
        },
      });
    } catch (error) {
      log(`PUT /api/abandoned/cart/cancel/ failed: ${String(error)}`, { ...logContext, component: 'checkout' });
    }
  };

  return { forget };
}
