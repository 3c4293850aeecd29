import { Button, Modal, Text } from '@comanda/ui';

/** Decision: texts of the support prompt opened by `open_follow_up_support=true`. */
export const supportModalTexts = {
  title: 'Contactar al local',
  message: 'Escribinos por chat y te ayudamos con tu pedido.',
  open: 'Abrir chat',
} as const;

export interface SupportModalProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The messaging-app link pre-filled with a query about the order. */
  readonly href: string;
  /** The branch's support chat, opened instead of the messaging app when the branch has one. */
  readonly onOpenChat?: (() => void) | undefined;
}

/**
 * The support chat with a pre-filled query about the order. Browsers block opening a chat
 * without a press, so the page offers it in a modal and the diner's press opens it.
 */
export function SupportModal({ open, onOpenChange, href, onOpenChat }: SupportModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={supportModalTexts.title}
      footer={
        onOpenChat ? (
          <Button
            fullWidth
            onClick={() => {
              onOpenChange(false);
              onOpenChat();
            }}
          >
            {supportModalTexts.open}
          </Button>
        ) : (
          <Button asChild fullWidth>
            <a href={href} target="_blank" rel="noopener noreferrer" onClick={() => onOpenChange(false)}>
              {supportModalTexts.open}
            </a>
          </Button>
        )
      }
    >
      <Text>{supportModalTexts.message}</Text>
    </Modal>
  );
}
