import * as Dialog from '@radix-ui/react-dialog';
import { type CSSProperties, type ReactNode, useId } from 'react';
import { useIsHydrating } from '../../loading/hydration.tsx';
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
  /**
   * Open as the page is first drawn (a first screen the server renders with it): it is there at
   * once, without the rise-in, and the app's dialog takes the server's place without it either. A
   * dialog animated in from transparent is not the page's largest paint (LCP), though it is what
   * the visitor reads first.
   */
  readonly shownWithPage?: boolean;
  readonly children?: ReactNode;
}

/**
 * Every modal of both specs: Radix Dialog (focus trapped, Escape closes, focus returns to the
 * trigger), portalled into the themed root, closing with the 190 ms animation of diner §9.
 *
 * On the server, where there is no portal, an open modal is drawn in place: a first screen the
 * server renders (apps/server first-screens.ts) shows it as the browser will. The browser's
 * hydration draws it in place too, as the server did, and the portalled dialog takes its place
 * in the next render.
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
  shownWithPage = false,
  children,
}: ModalProps) {
  const container = usePortalContainer();
  // Named by its own id rather than Radix's, which Radix sets only once the title has mounted in a
  // browser: the server's copy is named too.
  const titleId = useId();
  const style: CSSProperties | undefined = maxHeight ? { maxHeight } : undefined;
  return (
    <Dialog.Root
      {...(open !== undefined ? { open } : {})}
      {...(defaultOpen !== undefined ? { defaultOpen } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Portal container={container}>
        <Dialog.Overlay
          className={styles.overlay}
          data-slot="modal-overlay"
          data-instant={shownWithPage || undefined}
        />
        <Dialog.Content
          className={styles.content}
          style={style}
          data-slot="modal"
          data-instant={shownWithPage || undefined}
          // React sends a portal's events up its component tree: without this, a form inside the
          // modal would also submit a form the modal is rendered within (a checkout, say).
          onSubmit={(event) => event.stopPropagation()}
          aria-labelledby={titleId}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <Dialog.Title id={titleId} className={styles.title}>
              {title}
            </Dialog.Title>
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
      </Portal>
    </Dialog.Root>
  );
}

/** Radix's portal in a browser; in place on the server (no document to portal into) and in the hydration of its screen. */
function Portal({ container, children }: { readonly container: HTMLElement | null; readonly children: ReactNode }) {
  return useIsHydrating() ? children : <Dialog.Portal container={container}>{children}</Dialog.Portal>;
}

/** Wrap a footer button that should also close the modal. */
export const ModalClose = Dialog.Close;
