import { Slot } from '@radix-ui/react-slot';
import { createContext, type MouseEvent, type ReactNode, useContext } from 'react';

const CloseContext = createContext<(() => void) | null>(null);

/** Given by the open dialog to the `ModalClose` buttons of its body and footer. */
export const CloseModal = CloseContext.Provider;

/**
 * Wrap a footer button that should also close the modal (its own click handler runs first; one
 * that calls `preventDefault` keeps the modal open). Not Radix's `Dialog.Close`: the footer is
 * built with the page, and Radix's dialog loads only once a modal opens.
 */
export function ModalClose({ children }: { readonly asChild?: boolean; readonly children: ReactNode }) {
  const close = useContext(CloseContext);
  const closeUnlessPrevented = (event: MouseEvent) => {
    if (!event.defaultPrevented) close?.();
  };
  return <Slot onClick={closeUnlessPrevented}>{children}</Slot>;
}
