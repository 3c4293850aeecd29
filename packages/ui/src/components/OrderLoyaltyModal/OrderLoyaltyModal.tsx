import { loyaltyMessages } from '@comanda/domain/loyalty';
import { formatScaledNumber } from '@comanda/domain/money';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { Modal, ModalClose } from '../Modal/Modal.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './OrderLoyaltyModal.css.ts';

const points = (n: number) => formatScaledNumber(n, 0);

/** Decision: the texts of the follow-up page's loyalty info; the spec names the modal only. */
export const orderLoyaltyTexts = {
  title: loyaltyMessages.modalTitle,
  intro: (name: string) => `Los ${name} de este pedido:`,
  redeemed: 'Canjeados',
  gained: 'Sumados',
  /** Points are credited once the order is paid (the domain's settlement). */
  gainedNote: (name: string) => `Los ${name} sumados se acreditan cuando el pedido está pago.`,
  close: 'Entendido',
} as const;

export interface OrderLoyaltyModalProps {
  readonly open?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
  /** A button that opens it. */
  readonly trigger?: ReactNode;
  /** The loyalty program's name for its points ('Puntos', 'Estrellas'). */
  readonly pointsName: string;
  /** The points the diner spent on this order. */
  readonly redeemedPoints: number;
  /** The points this order earns. */
  readonly gainedPoints: number;
}

/** The follow-up page's loyalty info (follow-up §2): the points the order spent and earned. */
export function OrderLoyaltyModal({
  open,
  onOpenChange,
  trigger,
  pointsName,
  redeemedPoints,
  gainedPoints,
}: OrderLoyaltyModalProps) {
  return (
    <Modal
      {...(open === undefined ? {} : { open })}
      {...(onOpenChange ? { onOpenChange } : {})}
      trigger={trigger}
      title={orderLoyaltyTexts.title(pointsName)}
      footer={
        <ModalClose asChild>
          <Button fullWidth>{orderLoyaltyTexts.close}</Button>
        </ModalClose>
      }
    >
      <Stack gap="sm">
        <Text>{orderLoyaltyTexts.intro(pointsName)}</Text>
        <dl className={styles.list}>
          <div className={styles.row}>
            <dt>{orderLoyaltyTexts.redeemed}</dt>
            <dd className={styles.value}>{points(redeemedPoints)}</dd>
          </div>
          <div className={styles.row}>
            <dt>{orderLoyaltyTexts.gained}</dt>
            <dd className={styles.value}>{points(gainedPoints)}</dd>
          </div>
        </dl>
        {gainedPoints > 0 && (
          <Text size="sm" tone="description">
            {orderLoyaltyTexts.gainedNote(pointsName)}
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
