import type { ReactNode } from 'react';
import * as styles from './PageLayout.css.ts';

export interface PageLayoutProps {
  /** The branch header (and banners above the content), e.g. `<Header />` and `<ClosedBanner />`. */
  readonly header?: ReactNode;
  /** The screen's content, rendered in the page's `main` landmark. */
  readonly children: ReactNode;
  /** A bar that stays at the bottom of the column while scrolling ('Ver mi pedido'). */
  readonly bottomBar?: ReactNode;
}

/**
 * The diner page column (diner §2 "Page width"): 100 % of the screen under 800 px, 80 % up to
 * 1025 px, 50 % above, centred; from 320 px wide nothing overflows sideways.
 */
export function PageLayout({ header, children, bottomBar }: PageLayoutProps) {
  return (
    <div className={styles.page} data-slot="page-layout">
      <div className={styles.column} data-slot="page-column">
        {header && <div data-slot="page-header">{header}</div>}
        <main className={styles.main} data-slot="page-main">
          {children}
        </main>
        {bottomBar && (
          <div className={styles.bottomBar} data-slot="page-bottom-bar">
            {bottomBar}
          </div>
        )}
      </div>
    </div>
  );
}
