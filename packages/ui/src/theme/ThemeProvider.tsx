import type { ColorConfig } from '@comanda/domain/theme';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { createContext, type ReactNode, useContext, useMemo, useState, useSyncExternalStore } from 'react';
import { branchThemeColors, type ColorMode } from './branchTheme.ts';
import { vars } from './contract.css.ts';
import { themeRoot } from './ThemeProvider.css.ts';
import { themeValues } from './tokens.ts';

/**
 * The themed element, once it is in the document. A store rather than the element itself: the
 * context's value never changes, because a changed value reaches every part of the page React
 * has not hydrated yet, and a part still waiting for its code would drop the server's screen for
 * its fallback. Only the portals that read it render again when the element arrives.
 */
interface PortalContainerStore {
  readonly get: () => HTMLElement | null;
  readonly set: (element: HTMLElement | null) => void;
  readonly subscribe: (listener: () => void) => () => void;
}

function createPortalContainerStore(): PortalContainerStore {
  let container: HTMLElement | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => container,
    set: (element) => {
      container = element;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const PortalContainerContext = createContext<PortalContainerStore | null>(null);
const noContainer = () => null;
const subscribeToNothing = () => () => {};

/**
 * Where Radix portals must render: inside the themed element, so dialogs and toasts keep the
 * branch's variables instead of falling back to `document.body`'s.
 */
export function usePortalContainer(): HTMLElement | null {
  const store = useContext(PortalContainerContext);
  return useSyncExternalStore(store?.subscribe ?? subscribeToNothing, store?.get ?? noContainer, noContainer);
}

export interface ThemeProviderProps {
  /** A branch's `generalConfig.colorConfig`; missing fields take the defaults of diner §9. */
  readonly colorConfig?: ColorConfig | undefined;
  /** A branch's `generalConfig.fontFamily`, tried before the bundled Inter. */
  readonly fontFamily?: string | undefined;
  /** Overrides the branch's `colorModeType`. */
  readonly mode?: ColorMode | undefined;
  readonly className?: string;
  readonly children: ReactNode;
}

/** Themes its subtree: two providers side by side show two brands on one page. */
export function ThemeProvider({ colorConfig, fontFamily, mode, className, children }: ThemeProviderProps) {
  const [portalContainer] = useState(createPortalContainerStore);
  const resolved = useMemo(() => branchThemeColors(colorConfig, mode), [colorConfig, mode]);
  const style = useMemo(() => assignInlineVars(vars, themeValues(resolved.colors, fontFamily)), [resolved, fontFamily]);
  return (
    <div
      ref={portalContainer.set}
      className={className ? `${themeRoot} ${className}` : themeRoot}
      style={style}
      data-color-mode={resolved.mode}
      data-slot="theme-root"
    >
      <PortalContainerContext.Provider value={portalContainer}>{children}</PortalContainerContext.Provider>
    </div>
  );
}
