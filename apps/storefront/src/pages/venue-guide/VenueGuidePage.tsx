/**
 * The public venue guide at / (follow-up §2): venues near the diner, nearest first, each linking
 * to its menu. The location is asked when the page opens; without it the guide lists the venues
 * near the centre of Buenos Aires and says so.
 */
import { parseError } from '@comanda/api';
import {
  Button,
  notify,
  PageLayout,
  Stack,
  Text,
  ThemeProvider,
  Toaster,
  useDocumentTitle,
  VenueList,
  type VenueListStatus,
  venueListTexts,
} from '@comanda/ui';
import { useEffect, useState } from 'react';
import { guideTexts, isReloadCode } from './guide-settings.ts';
import { useGuideLocation } from './useGuideLocation.ts';
import { useVenuePages } from './useVenuePages.ts';

export function VenueGuidePage() {
  useDocumentTitle(guideTexts.documentTitle);
  return (
    <ThemeProvider>
      <VenueGuide />
      <Toaster />
    </ThemeProvider>
  );
}

function VenueGuide() {
  const { location, isFallback, locating, request } = useGuideLocation();
  const [search, setSearch] = useState('');
  const { venues, hasMore, loading, error, more, reload } = useVenuePages(location, search);
  const errorMessage = error ? parseError(error).message : null;

  // Follow-up §8: a failed guide fetch shows its message as a toast.
  useEffect(() => {
    if (errorMessage) notify.error(errorMessage);
  }, [errorMessage]);

  const onSearchCode = (code: string) => {
    if (isReloadCode(code)) {
      // The code is not a venue name: the whole list is read again.
      setSearch('');
      reload('');
      notify.info(guideTexts.reloaded);
      return;
    }
    setSearch(code);
  };

  const status: VenueListStatus =
    !location || (loading && venues.length === 0)
      ? 'loading'
      : errorMessage && venues.length === 0
        ? 'error'
        : 'loaded';

  return (
    <PageLayout>
      <Stack gap="md">
        <VenueList
          title={guideTexts.title}
          status={status}
          venues={venues}
          error={errorMessage}
          locating={locating}
          onRequestLocation={request}
          onSearchCode={onSearchCode}
        />
        {hasMore && status === 'loaded' && (
          <Button tone="bordered" fullWidth loading={loading} onClick={more}>
            {guideTexts.more}
          </Button>
        )}
        {/* With the list, not before it: shown while the list loads, it moved down when the venues arrived. */}
        {isFallback && status === 'loaded' && (
          <Stack gap="sm" align="center">
            <Text size="sm" tone="description" align="center">
              {guideTexts.fallbackNote}
            </Text>
            <Button tone="ghost" loading={locating} onClick={request}>
              {venueListTexts.useLocation}
            </Button>
          </Stack>
        )}
      </Stack>
    </PageLayout>
  );
}
