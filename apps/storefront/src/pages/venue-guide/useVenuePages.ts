/**
 * The guide's list: POST /api/menu/near (country Argentina, branch contacts only) a page at a
 * time; pages already read stay on screen while the next one loads.
 */
import { dinerCalls, VENUE_GUIDE_COUNTRY } from '@comanda/api';
import { callKey, useNearVenues } from '@comanda/api/react';
import type { LatLng } from '@comanda/domain/tracking';
import type { Venue } from '@comanda/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { GUIDE_PAGE_SIZE } from './guide-settings.ts';

interface Loaded {
  readonly query: string;
  readonly venues: readonly Venue[];
  readonly hasMore: boolean;
  /** The response already merged (a revalidation brings a new one). */
  readonly from: unknown;
}

function nearInput(location: LatLng, search: string, offset: number) {
  return {
    body: {
      lat: location.lat,
      lng: location.lng,
      filters: { country: VENUE_GUIDE_COUNTRY, branch_contact: true, ...(search ? { search } : {}) } as const,
      pagingOption: { pageSize: GUIDE_PAGE_SIZE, offset },
    },
  };
}

export function useVenuePages(location: LatLng | null, search: string) {
  const query = JSON.stringify([location, search]);
  const [offset, setOffset] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ query, venues: [], hasMore: false, from: null });
  // A new location or search starts again from the first page.
  if (loaded.query !== query) {
    setLoaded({ query, venues: [], hasMore: false, from: null });
    setOffset(0);
  }
  const input = useMemo(
    () => (location ? nearInput(location, search, loaded.query === query ? offset : 0) : null),
    [location, search, offset, loaded.query, query],
  );
  const { nearVenues, error, isLoading } = useNearVenues(input);
  const { mutate } = useSWRConfig();

  useEffect(() => {
    if (isLoading || !nearVenues || !input) return;
    setLoaded((current) => {
      if (current.query !== query || current.from === nearVenues) return current;
      const page = nearVenues.commerces.map(({ branchContact }) => branchContact);
      const kept = current.venues.slice(0, input.body.pagingOption.offset);
      return { query, venues: [...kept, ...page], hasMore: nearVenues.hasMore, from: nearVenues };
    });
  }, [isLoading, nearVenues, input, query]);

  const more = useCallback(() => setOffset(loaded.venues.length), [loaded.venues.length]);

  /** Reads the list for `nextSearch` again from the first page, never from the cache (the special search code). */
  const reload = useCallback(
    (nextSearch: string) => {
      if (!location) return;
      setLoaded({ query: JSON.stringify([location, nextSearch]), venues: [], hasMore: false, from: null });
      setOffset(0);
      void mutate(callKey(dinerCalls.getNearVenues, nearInput(location, nextSearch, 0)), undefined, {
        revalidate: true,
      });
    },
    [location, mutate],
  );

  return {
    venues: loaded.venues,
    hasMore: loaded.hasMore,
    // Until the answer is merged into the list (an effect, a render later), it is still loading:
    // reading it as loaded showed an empty list for a frame, and the note below it then jumped.
    loading: Boolean(input) && (isLoading || (nearVenues !== undefined && loaded.from !== nearVenues)),
    error,
    more,
    reload,
  };
}
