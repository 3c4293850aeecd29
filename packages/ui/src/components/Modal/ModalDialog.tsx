import * as Dialog from '@radix-ui/react-dialog';
import { type CSSProperties, type ReactNode, type RefObject, useId, useLayoutEffect, useRef } from 'react';
import { useIsHydrating } from '../../loading/hydration.tsx';
import { usePortalContainer } from '../../theme/ThemeProvider.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Modal.css.ts';
import { CloseModal } from './modal-close.tsx';
import type { ModalProps } from './modal-props.ts';

export interface ModalDialogProps extends Omit<ModalProps, 'trigger' | 'defaultOpen' | 'open' | 'onOpenChange'> {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The `Modal`'s trigger, which gets the focus back when the dialog closes. */
  readonly triggerRef: RefObject<HTMLElement | null>;
  readonly contentId: string;
}

/**
 * The dialog of a `Modal` (Modal.tsx), loaded when one first opens: Radix Dialog (focus trapped,
 * Escape closes, focus returns to the trigger), portalled into the themed root, closing with the
 * 190 ms animation of diner §9.
 *
 * On the server, where there is no portal, an open modal is drawn in place: a first screen the
 * server renders (apps/server first-screens.ts) shows it as the browser will. The browser's
 * hydration draws it in place too, as the server did, and the portalled dialog takes its place
 * in the next render.
 */
export function ModalDialog({
  open,
  onOpenChange,
  triggerRef,
  contentId,
  title,
  description,
  footer,
  hideClose,
  maxHeight,
  shownWithPage = false,
  focusOnClose,
  children,
}: ModalDialogProps) {
  const container = usePortalContainer();
  // Named by its own id rather than Radix's, which Radix sets only once the title has mounted in a
  // browser: the server's copy is named too.
  const titleId = useId();
  const style: CSSProperties | undefined = maxHeight ? { maxHeight } : undefined;
  // What had the focus as the dialog opened, read before Radix moves it in (layout effects run
  // first). Radix's own memory of it misses a dialog drawn lazily and leaves the focus on the body.
  const openedFrom = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) openedFrom.current = document.activeElement;
  }, [open]);
  // The trigger is the Modal's, outside Radix: focus goes back to it by hand. An opener that is
  // gone (drawn anew, or scrolled out of a long list) leaves the page's heading, never the body.
  const returnFocus = (event: Event) => {
    const from = openedFrom.current;
    const opener = from?.isConnected && from !== document.body ? from : null;
    const target = focusOnClose?.() ?? triggerRef.current ?? opener ?? pageHeading();
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Portal container={container}>
        <Dialog.Overlay
          className={styles.overlay}
          data-slot="modal-overlay"
          data-instant={shownWithPage || undefined}
        />
        <Dialog.Content
          className={styles.content}
          style={style}
          id={contentId}
          data-slot="modal"
          data-instant={shownWithPage || undefined}
          onCloseAutoFocus={returnFocus}
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
          <CloseModal value={() => onOpenChange(false)}>
            <div className={styles.body}>{children}</div>
            {footer && <div className={styles.footer}>{footer}</div>}
          </CloseModal>
        </Dialog.Content>
      </Portal>
    </Dialog.Root>
  );
}

/** The page's heading, made focusable, where a screen reader starts reading the page again. */
function pageHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading;
}

/** Radix's portal in a browser; in place on the server (no document to portal into) and in the hydration of its screen. */
function Portal({ container, children }: { readonly container: HTMLElement | null; readonly children: ReactNode }) {
  return useIsHydrating() ? children : <Dialog.Portal container={container}>{children}</Dialog.Portal>;
}
