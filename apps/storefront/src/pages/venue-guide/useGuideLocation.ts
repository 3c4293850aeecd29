/**
 * The diner's location for the guide: asked of the browser when the page opens and again on
 * 'Usar mi ubicación'. Denied, unavailable or too slow → the fallback point, marked as such.
 */
import type { LatLng } from '@comanda/domain/tracking';
import { useCallback, useEffect, useState } from 'react';
import { FALLBACK_LOCATION, LOCATION_TIMEOUT_MS } from './guide-settings.ts';

export interface GuideLocation {
  readonly location: LatLng | null;
  /** The location is the fallback point, not the diner's. */
  readonly isFallback: boolean;
  readonly locating: boolean;
  readonly request: () => void;
}

export function useGuideLocation(): GuideLocation {
  const [location, setLocation] = useState<LatLng | null>(null);
  const [isFallback, setIsFallback] = useState(false);
  const [locating, setLocating] = useState(false);

  const request = useCallback(() => {
    const fallBack = () => {
      setLocation((current) => current ?? FALLBACK_LOCATION);
      setIsFallback((current) => current || true);
      setLocating(false);
    };
    if (!('geolocation' in navigator)) {
      fallBack();
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocation({ lat: position.coords.latitude, lng: position.coords.longitude });
        setIsFallback(false);
        setLocating(false);
      },
      fallBack,
      { timeout: LOCATION_TIMEOUT_MS, maximumAge: 5 * 60_000 },
    );
  }, []);

  useEffect(() => request(), [request]);

  return { location, isFallback, locating, request };
}
