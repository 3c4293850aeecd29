import { closedStoreModalTitle } from '@comanda/domain/schedule';
import { Button } from '../Button/Button.tsx';
import { Modal, ModalClose, type ModalProps } from '../Modal/Modal.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './ClosedStoreModal.css.ts';

/** The titles are the domain's; the body texts and the button are decisions (the spec names only the titles). */
export const closedStoreModalTexts = {
  closed: 'En este momento el local se encuentra cerrado. Puedes ver el menú, pero no realizar pedidos.',
  canSchedule: 'En este momento el local se encuentra cerrado, pero puedes programar tu pedido para más tarde.',
  accept: 'Entendido',
} as const;

export interface ClosedStoreModalProps extends Pick<ModalProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'trigger'> {
  /** A schedule slot can still be chosen: 'Programa tu pedido' instead of 'Local cerrado'. */
  readonly canSchedule: boolean;
  /** The button was pressed (the modal closes too). */
  readonly onAccept?: () => void;
}

/**
 * The closed-store notice (diner §2, §4). The caller decides when it shows, once per visit, with
 * the domain's `shouldShowClosedStoreModal`.
 */
export function ClosedStoreModal({ canSchedule, onAccept, ...modal }: ClosedStoreModalProps) {
  return (
    <Modal
      {...modal}
      title={closedStoreModalTitle({ canSchedule })}
      footer={
        <ModalClose asChild>
          <Button fullWidth onClick={onAccept}>
            {closedStoreModalTexts.accept}
          </Button>
        </ModalClose>
      }
    >
      <Stack gap="md" data-state={canSchedule ? 'can-schedule' : 'closed'}>
        <p className={styles.icon} aria-hidden="true">
          {canSchedule ? '🕒' : '🔒'}
        </p>
        <Text align="center">{canSchedule ? closedStoreModalTexts.canSchedule : closedStoreModalTexts.closed}</Text>
      </Stack>
    </Modal>
  );
}
