import * as Dialog from '@radix-ui/react-dialog';
import type { CSSProperties, ReactNode } from 'react';
import { usePortalContainer } from '../../theme/ThemeProvider.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Modal.css.ts';

export interface ModalProps {
  readonly open?: boolean;
  readonly defaultOpen?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
  readonly title: ReactNode;
  readonly description?: ReactNode;
  /** An element that opens the modal (rendered with Radix `asChild`). */
  readonly trigger?: ReactNode;
  readonly footer?: ReactNode;
  /** Hide the close X when the modal must be answered with its own buttons. */
  readonly hideClose?: boolean;
  /** CSS max-height of the dialog, e.g. `calc(100dvh - 180px)` for the address modal (diner §2). */
  readonly maxHeight?: string;
  readonly children?: ReactNode;
}

/**
 * Every modal of both specs: Radix Dialog (focus trapped, Escape closes, focus returns to the
 * trigger), portalled into the themed root, closing with the 190 ms animation of diner §9.
 */
export function Modal({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  trigger,
  footer,
  hideClose,
  maxHeight,
  children,
}: ModalProps) {
  const container = usePortalContainer();
  const style: CSSProperties | undefined = maxHeight ? { maxHeight } : undefined;
  return (
    <Dialog.Root
      {...(open !== undefined ? { open } : {})}
      {...(defaultOpen !== undefined ? { defaultOpen } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal container={container}>
        <Dialog.Overlay className={styles.overlay} data-slot="modal-overlay" />
        <Dialog.Content
          className={styles.content}
          style={style}
          data-slot="modal"
          // React sends a portal's events up its component tree: without this, a form inside the
          // modal would also submit a form the modal is rendered within (a checkout, say).
          onSubmit={(event) => event.stopPropagation()}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {!hideClose && (
              <Dialog.Close asChild>
                <IconButton label="Cerrar" icon="✕" />
              </Dialog.Close>
            )}
          </div>
          {description && <Dialog.Description className={styles.description}>{description}</Dialog.Description>}
          <div className={styles.body}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Wrap a footer button that should also close the modal. */
export const ModalClose = Dialog.Close;
