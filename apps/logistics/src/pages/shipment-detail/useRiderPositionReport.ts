import { logisticsCalls } from '@comanda/api';
import { useCallMutation } from '@comanda/api/react';
import { useEffect, useRef } from 'react';

/**
 * Decision: at most one position report every 10 s. The server's per-rider limit is 30 a minute;
 * 10 s keeps the customer's map moving well inside it.
 */
const POSITION_REPORT_INTERVAL_MS = 10_000;

/** While `active` (the rider holds a shipment in progress), sends the device's position to PUT /api/rider/position. */
export function useRiderPositionReport(active: boolean) {
  const { trigger } = useCallMutation(logisticsCalls.reportRiderPosition);
  const triggerRef = useRef(trigger);
  triggerRef.current = trigger;
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !navigator.geolocation) return;
    let lastSent = 0;
    const watchId = navigator.geolocation.watchPosition(
      ({ coords }) => {
        const now = Date.now();
        if (now - lastSent < POSITION_REPORT_INTERVAL_MS) return;
        lastSent = now;
        triggerRef.current({ body: { lat: coords.latitude, lng: coords.longitude } }).catch((error: unknown) => {
          console.warn('rider position report failed', error);
        });
      },
      (error) => console.warn('rider position unavailable', error.message),
      { enableHighAccuracy: true, maximumAge: POSITION_REPORT_INTERVAL_MS },
    );
    return () => navigator.geolocation.clearWatch(watchId);
  }, [active]);
}
