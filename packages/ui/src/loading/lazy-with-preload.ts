import { type ComponentType, createElement, lazy, useRef } from 'react';

/** A lazily loaded component whose code can be asked for before it renders. */
export type Preloadable<P extends object> = ComponentType<P> & {
  /** Loads the component's code (once); resolves when a render of it will not suspend. */
  readonly preload: () => Promise<unknown>;
};

/**
 * `React.lazy` whose code can be loaded before its first render, which then draws the component at
 * once instead of suspending.
 *
 * Why: the apps take over the first screen the server rendered (their main.tsx). A page that
 * suspends there is replaced by its Suspense fallback until its code has run, so the page the
 * diner was already reading would vanish for a moment; its code is loaded first instead.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy, called once per page at a module's top level
  function LazyWithPreload(props: P) {
    // Chosen once per mount: switching from `Lazy` to the loaded component on a later render would
    // mount the page again and lose its state.
    const component = useRef(loaded ?? Lazy).current;
    return createElement(component as ComponentType<P>, props);
  }
  return Object.assign(LazyWithPreload, { preload });
}
