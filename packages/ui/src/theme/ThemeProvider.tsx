import type { ColorConfig } from '@comanda/domain/theme';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { branchThemeColors, type ColorMode } from './branchTheme.ts';
import { vars } from './contract.css.ts';
import { themeRoot } from './ThemeProvider.css.ts';
import { themeValues } from './tokens.ts';

const PortalContainerContext = createContext<HTMLElement | null>(null);

/**
 * Where Radix portals must render: inside the themed element, so dialogs and toasts keep the
 * branch's variables instead of falling back to `document.body`'s.
 */
export function usePortalContainer(): HTMLElement | null {
  return useContext(PortalContainerContext);
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
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const resolved = useMemo(() => branchThemeColors(colorConfig, mode), [colorConfig, mode]);
  const style = useMemo(() => assignInlineVars(vars, themeValues(resolved.colors, fontFamily)), [resolved, fontFamily]);
  return (
    <div
      ref={setContainer}
      className={className ? `${themeRoot} ${className}` : themeRoot}
      style={style}
      data-color-mode={resolved.mode}
      data-slot="theme-root"
    >
      <PortalContainerContext.Provider value={container}>{children}</PortalContainerContext.Provider>
    </div>
  );
}
