import { trackingMessages } from '@comanda/domain/tracking';
import { Button } from '../Button/Button.tsx';
import { Modal, ModalClose, type ModalProps } from '../Modal/Modal.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './DeliveryCodeModal.css.ts';

export interface DeliveryCodeModalProps
  extends Pick<ModalProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'trigger' | 'shownWithPage'> {
  /** The delivery security code; the caller opens the modal once, with `shouldOpenDeliveryCodeModal`. */
  readonly code: string;
  /** 'Continuar' was pressed (the modal closes too). */
  readonly onContinue?: () => void;
}

/** 'Clave de entrega' on the customer tracking page (follow-up §2), texts from the domain. */
export function DeliveryCodeModal({ code, onContinue, ...modal }: DeliveryCodeModalProps) {
  return (
    <Modal
      {...modal}
      title={trackingMessages.securityCodeTitle}
      footer={
        <ModalClose asChild>
          <Button fullWidth onClick={onContinue}>
            {trackingMessages.continue}
          </Button>
        </ModalClose>
      }
    >
      <Stack gap="md">
        <p className={styles.share}>{trackingMessages.shareSecurityCode(code)}</p>
        <Text tone="description" align="center">
          {trackingMessages.securityCodeModalHint}
        </Text>
      </Stack>
    </Modal>
  );
}
