import { useRef } from 'react';
import { Button } from '../Button/Button.tsx';
import { Modal, ModalClose, type ModalProps } from '../Modal/Modal.tsx';

/** What the diner is asked to confirm (diner §2 "Modals", §4). */
export const confirmReasons = ['clearCart', 'changeStore', 'changeOrderMode', 'changePayment'] as const;
export type ConfirmReason = (typeof confirmReasons)[number];

export const confirmModalTexts = {
  title: '¿Deseas continuar?',
  cancel: 'Cancelar',
  confirm: 'Continuar',
  descriptions: {
    clearCart: 'Si continuas, se borrarán los ítems agregados a tu pedido',
    changeStore: 'Al cambiar de local se borrarán los ítems agregados a tu pedido',
    /** Decision: the spec names an order-mode change confirmation without its words. */
    changeOrderMode: 'Al cambiar el tipo de pedido se borrarán los ítems agregados a tu pedido',
    changePayment: 'Si cambias el medio de pago se borrará el código de descuento',
  } satisfies Record<ConfirmReason, string>,
} as const;

export interface ConfirmModalProps extends Pick<ModalProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'trigger'> {
  readonly reason: ConfirmReason;
  /** 'Continuar' was pressed (the modal closes too). */
  readonly onConfirm: () => void;
  /** 'Cancelar', the close X or Escape: the change is reverted (diner §4). */
  readonly onCancel?: () => void;
}

export function ConfirmModal({ reason, onConfirm, onCancel, onOpenChange, ...modal }: ConfirmModalProps) {
  const confirmed = useRef(false);
  const handleOpenChange = (open: boolean) => {
    onOpenChange?.(open);
    if (open) return;
    const wasConfirmed = confirmed.current;
    confirmed.current = false;
    if (!wasConfirmed) onCancel?.();
  };
  return (
    <Modal
      {...modal}
      onOpenChange={handleOpenChange}
      title={confirmModalTexts.title}
      description={confirmModalTexts.descriptions[reason]}
      footer={
        <>
          <ModalClose asChild>
            <Button tone="bordered">{confirmModalTexts.cancel}</Button>
          </ModalClose>
          <ModalClose asChild>
            <Button
              onClick={() => {
                confirmed.current = true;
                onConfirm();
              }}
            >
              {confirmModalTexts.confirm}
            </Button>
          </ModalClose>
        </>
      }
    />
  );
}
