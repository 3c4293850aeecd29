import { type MouseEvent, type ReactNode, useRef } from 'react';
import * as styles from './PageLayout.css.ts';

export const pageLayoutMessages = {
  skipToContent: 'Saltar al contenido',
  skipToMenu: 'Saltar al menú',
  bottomBar: 'Tu pedido',
} as const;

export interface PageLayoutProps {
  /** The branch header (and banners above the content), e.g. `<Header />` and `<ClosedBanner />`. */
  readonly header?: ReactNode;
  /** The screen's content, rendered in the page's `main` landmark. */
  readonly children: ReactNode;
  /** A bar that stays at the bottom of the column while scrolling ('Ver mi pedido'). */
  readonly bottomBar?: ReactNode;
  /** The first stop of the keyboard: what the skip link jumps to ('Saltar al menú' on a menu). */
  readonly skipLinkLabel?: string;
}

/** The main landmark's id, which the skip link points at (one page layout per page). */
export const PAGE_CONTENT_ID = 'contenido';

/**
 * The diner page column (diner §2 "Page width"): 100 % of the screen under 800 px, 80 % up to
 * 1025 px, 50 % above, centred; from 320 px wide nothing overflows sideways. Its first keyboard
 * stop is a skip link past the header to the content.
 */
export function PageLayout({
  header,
  children,
  bottomBar,
  skipLinkLabel = pageLayoutMessages.skipToContent,
}: PageLayoutProps) {
  const mainRef = useRef<HTMLElement>(null);
  // Focus moves itself: an app that routes link clicks would otherwise treat '#contenido' as a page.
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    mainRef.current?.focus();
  };
  return (
    <div className={styles.page} data-slot="page-layout">
      <a className={styles.skipLink} href={`#${PAGE_CONTENT_ID}`} onClick={skipToContent} data-slot="skip-link">
        {skipLinkLabel}
      </a>
      <div className={styles.column} data-slot="page-column">
        {header && <div data-slot="page-header">{header}</div>}
        <main ref={mainRef} id={PAGE_CONTENT_ID} tabIndex={-1} className={styles.main} data-slot="page-main">
          {children}
        </main>
        {bottomBar && (
          <section aria-label={pageLayoutMessages.bottomBar} className={styles.bottomBar} data-slot="page-bottom-bar">
            {bottomBar}
          </section>
        )}
      </div>
    </div>
  );
}
