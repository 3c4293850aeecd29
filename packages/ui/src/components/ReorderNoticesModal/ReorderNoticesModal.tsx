import { Button } from '../Button/Button.tsx';
import { Modal, ModalClose, type ModalProps } from '../Modal/Modal.tsx';
import * as styles from './ReorderNoticesModal.css.ts';

/** Decision: the specs have no reorder; its texts. The notices themselves are the domain's. */
export const reorderTexts = {
  action: 'Repetir pedido',
  title: 'Tu pedido cambió',
  someLeft: 'Pusimos en tu pedido lo que sigue disponible, con los precios de hoy. Esto cambió:',
  noneLeft: 'No pudimos armar tu pedido otra vez:',
  toCheckout: 'Continuar con el pedido',
  close: 'Entendido',
} as const;

export interface ReorderNoticesModalProps extends Pick<ModalProps, 'open' | 'onOpenChange'> {
  /** What is no longer available or costs something else now, one sentence each. */
  readonly notices: readonly string[];
  /** Some lines are in the cart: the diner may go on to the checkout. */
  readonly canContinue: boolean;
  readonly onContinue: () => void;
}

/** What changed since the order that was repeated, said before the checkout. */
export function ReorderNoticesModal({ notices, canContinue, onContinue, ...modal }: ReorderNoticesModalProps) {
  return (
    <Modal
      {...modal}
      title={reorderTexts.title}
      description={canContinue ? reorderTexts.someLeft : reorderTexts.noneLeft}
      footer={
        <>
          <ModalClose asChild>
            <Button tone={canContinue ? 'bordered' : 'primary'}>{reorderTexts.close}</Button>
          </ModalClose>
          {canContinue && <Button onClick={onContinue}>{reorderTexts.toCheckout}</Button>}
        </>
      }
    >
      <ul className={styles.list} data-slot="reorder-notices">
        {notices.map((notice) => (
          <li key={notice}>{notice}</li>
        ))}
      </ul>
    </Modal>
  );
}
