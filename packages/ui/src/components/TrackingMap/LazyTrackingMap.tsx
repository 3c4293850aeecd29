import { lazy, type ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner.tsx';
import { TRACKING_MAP_LABEL } from './markerLabels.ts';
import * as styles from './TrackingMap.css.ts';

/** `TrackingMap` loaded on first render: Leaflet and its CSS stay out of pages without a map. Wrap it in `Suspense`. */
export const LazyTrackingMap = lazy(() => import('./TrackingMap.tsx'));

/**
 * The map's frame while Leaflet loads, as `LazyTrackingMap`'s Suspense fallback: the same
 * full-height box, so nothing moves when the map arrives, and the overlay (`children`) already
 * over it, so the order's state shows before the map's 45 KB do.
 */
export function TrackingMapPlaceholder({ children }: { readonly children?: ReactNode }) {
  return (
    <section className={styles.root} aria-label={TRACKING_MAP_LABEL} aria-busy="true" data-slot="tracking-map">
      <div className={styles.placeholder}>
        <Spinner label="Cargando el mapa" />
      </div>
      {children}
    </section>
  );
}
