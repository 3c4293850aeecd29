/**
 * The diner changes the notes of their own open order (diner §7 `POST /api/diner/order/details`):
 * the call carries the order's access token, so only whoever holds the order's link may write.
 */
import type { OrderAccessQuery } from '@comanda/api';
import { dinerCalls } from '@comanda/api';
import { useCallMutation } from '@comanda/api/react';
import { ORDER_UPDATE_FAILED_MESSAGE } from '@comanda/domain/order';
import { notify } from '@comanda/ui';
import { notesEditorTexts } from './NotesEditorModal.tsx';

interface EditedOrder {
  readonly code: string;
  readonly branchContactId: string;
}

export function useEditNotes(order: EditedOrder | undefined, access: OrderAccessQuery, onSaved: () => void) {
  const { trigger, isMutating } = useCallMutation(dinerCalls.updateOrderDetails);
  const save = async (notes: string): Promise<boolean> => {
    if (!order) return false;
    try {
      await trigger({ query: access, body: { code: order.code, branchContactId: order.branchContactId, notes } });
      notify.success(notesEditorTexts.saved);
      onSaved();
      return true;
    } catch {
      // Diner §8 names one message for a failed update, whatever the server answered.
      notify.error(ORDER_UPDATE_FAILED_MESSAGE);
      return false;
    }
  };
  return { save, saving: isMutating };
}
