import { BranchContactSelector, ConfirmModal, PageLayout } from '@comanda/ui';
import { PageLoading } from '../../branch/BranchScope.tsx';
import type { OrderModeState } from './useOrderMode.ts';

/**
 * Entering at the store's own alias (diner §2): '¿Qué menú quieres ver?' with its modes, each to
 * its menu; with items in the cart, whether to empty it is asked first.
 */
export function EntryScreen({ orderMode }: { readonly orderMode: OrderModeState }) {
  return (
    <>
      <PageLayout>
        {orderMode.choosing ? (
          <BranchContactSelector
            choosingMenu
            orderModes={orderMode.modes.map((mode) => ({ id: mode.id, name: mode.showName }))}
            selectedModeId={null}
            onModeChange={(modeId) => modeId && orderMode.select(modeId)}
            stores={[]}
          />
        ) : (
          <PageLoading landmark={false} />
        )}
      </PageLayout>
      <ConfirmModal
        reason="clearCart"
        open={orderMode.entryConfirming}
        onConfirm={orderMode.confirmEntry}
        onCancel={orderMode.cancelEntry}
      />
    </>
  );
}
