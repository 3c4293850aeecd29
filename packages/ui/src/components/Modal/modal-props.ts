import type { ReactNode } from 'react';

export interface ModalProps {
  readonly open?: boolean;
  readonly defaultOpen?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
  readonly title: ReactNode;
  readonly description?: ReactNode;
  /** An element that opens the modal (its props merged as with Radix `asChild`). */
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
  /**
   * Where focus goes when the dialog closes, when that is not back where it came from: the next
   * step after a dialog that changed the page (the basket after a plate was added). Giving
   * nothing keeps the default: the trigger, or what had focus before the dialog opened.
   */
  readonly focusOnClose?: () => HTMLElement | null | undefined;
  readonly children?: ReactNode;
}
