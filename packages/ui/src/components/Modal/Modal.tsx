import { Slot } from '@radix-ui/react-slot';
import { type MouseEvent, Suspense, useEffect, useId, useRef, useState } from 'react';
import { lazyWithPreload } from '../../loading/lazy-with-preload.ts';
import { whenPageSettles } from '../../loading/when-page-settles.ts';
import type { ModalProps } from './modal-props.ts';

export { ModalClose } from './modal-close.tsx';
export type { ModalProps } from './modal-props.ts';

/**
 * Radix's dialog (focus scope, dismissable layer, scroll lock, presence: ≈ 13 KB gzip) is loaded
 * when a modal first opens, not with every page whose header holds a closed one
 * (docs/performance.md §1).
 */
const ModalDialog = lazyWithPreload(async () => (await import('./ModalDialog.tsx')).ModalDialog);

/** Loads the dialog's code: a screen the server drew with a modal open hydrates it sooner. */
export const preloadModalDialog = ModalDialog.preload;

/**
 * Every modal of both specs (ModalDialog.tsx): the trigger is drawn at once, the dialog from its
 * first opening on (kept afterwards, so it closes with its animation). Controlled (`open`,
 * `onOpenChange`) or not (`defaultOpen`).
 */
export function Modal({ open, defaultOpen = false, onOpenChange, trigger, ...dialog }: ModalProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = open ?? uncontrolledOpen;
  const [everOpened, setEverOpened] = useState(isOpen);
  if (isOpen && !everOpened) setEverOpened(true);
  const triggerRef = useRef<HTMLElement>(null);
  const contentId = useId();
  // A page that holds a modal has the dialog's code ready by the time it is tapped.
  useEffect(() => whenPageSettles(preloadModalDialog), []);
  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const toggleUnlessPrevented = (event: MouseEvent) => {
    if (!event.defaultPrevented) setOpen(!isOpen);
  };
  return (
    <>
      {trigger && (
        <Slot
          ref={triggerRef}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          aria-controls={isOpen ? contentId : undefined}
          data-state={isOpen ? 'open' : 'closed'}
          onClick={toggleUnlessPrevented}
          // The dialog's code is asked for as a finger or the keyboard reaches the trigger.
          onPointerDown={preloadModalDialog}
          onFocus={preloadModalDialog}
        >
          {trigger}
        </Slot>
      )}
      {everOpened && (
        <Suspense fallback={null}>
          <ModalDialog {...dialog} open={isOpen} onOpenChange={setOpen} triggerRef={triggerRef} contentId={contentId} />
        </Suspense>
      )}
    </>
  );
}
