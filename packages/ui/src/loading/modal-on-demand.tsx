import { type ComponentType, Suspense, useEffect, useState } from 'react';
import { lazyWithPreload } from './lazy-with-preload.ts';
import { whenPageSettles } from './when-page-settles.ts';

/**
 * A modal whose code loads once the page has settled or when it first opens, not with the page
 * that holds it: most visits never open it. Once opened it stays mounted, so it animates its
 * closing.
 */
export function modalOnDemand<P extends { readonly open?: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Modal = lazyWithPreload(load);
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy, called once at a module's top level
  function ModalOnDemand(props: P) {
    const [wanted, setWanted] = useState(Boolean(props.open));
    if (props.open && !wanted) setWanted(true);
    useEffect(() => whenPageSettles(() => void Modal.preload()), []);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Modal {...props} />
      </Suspense>
    );
  }
  return ModalOnDemand;
}
