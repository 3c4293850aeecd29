/**
 * Diner §4 "Submission": before an order paid online is sent (orders console active, the
 * domain's `needsPreConfirmation`), the diner confirms the amount and the payment method.
 */
import { type CountryCode, formatMoney, moneyOf } from '@comanda/domain/money';
import { Button, Modal, ModalClose } from '@comanda/ui';
import { checkoutTexts } from './checkout-texts.ts';

export interface PreConfirmationModalProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Minor units. */
  readonly total: number;
  readonly country: CountryCode;
  readonly paymentName: string;
  readonly onConfirm: () => void;
}

export function PreConfirmationModal({
  open,
  onOpenChange,
  total,
  country,
  paymentName,
  onConfirm,
}: PreConfirmationModalProps) {
  const texts = checkoutTexts.preConfirmation;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={texts.title}
      description={texts.description(formatMoney(moneyOf(total, country), country), paymentName)}
      footer={
        <>
          <ModalClose asChild>
            <Button tone="bordered">{texts.cancel}</Button>
          </ModalClose>
          <ModalClose asChild>
            <Button onClick={onConfirm}>{texts.confirm}</Button>
          </ModalClose>
        </>
      }
    />
  );
}
