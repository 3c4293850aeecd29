/**
 * A branch alias (diner §2 "Branch-contact selector"): the order modes of the branch, the address
 * modal, 'Buscar Local' (debounced 500 ms) and the store cards, each to /menu/{contactAlias} with
 * #{orderMode} when a mode is chosen. With the diner's located address the stores show their
 * distance and come nearest first (the server measures and sorts). One store and no search:
 * straight to its menu.
 */
import type { BranchContactOutput, BranchOutput } from '@comanda/api';
import { useBranchContacts, useBranchOrderModes } from '@comanda/api/react';
import { hasPosition, locationMessages } from '@comanda/domain/location';
import { isOpenAt } from '@comanda/domain/schedule';
import {
  BranchContactSelector,
  Navigate,
  PageLayout,
  ThemeProvider,
  useDocumentTitle,
  useNow,
  useParams,
  useSearchParams,
} from '@comanda/ui';
import { useState } from 'react';
import { askForLocationState, DinerAddressControl } from '../../address/DinerAddressControl.tsx';
import { trackEvent } from '../../analytics/analytics.ts';
import { useBranchAnalytics } from '../../analytics/BranchAnalytics.tsx';
import { useDinerLocation } from '../../state/location-store.ts';
import { menuPaths, useFollowLink } from '../menu/links.ts';
import { addressLine } from '../menu/MenuHeader.tsx';
import { useDebouncedValue } from './useDebouncedValue.ts';

function storeHref(contact: BranchContactOutput, modeType: string | null): string {
  return `${menuPaths.menu(contact.alias)}${modeType ? `#${modeType.toLowerCase()}` : ''}`;
}

export function BranchPage({ branch }: { readonly branch: BranchOutput }) {
  const followLink = useFollowLink();
  useBranchAnalytics(branch);
  const params = useParams();
  const [linkQuery] = useSearchParams();
  const { orderModes, status: modesStatus } = useBranchOrderModes({ params: { branchId: branch.id } });
  const modes = (orderModes ?? []).filter((mode) => mode.active);
  const [selectedModeId, setSelectedModeId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim());
  const requested = params.mode?.toLowerCase();
  const selectedMode =
    modes.find((mode) => mode.id === selectedModeId) ??
    (selectedModeId === null && requested ? modes.find((mode) => mode.type.toLowerCase() === requested) : undefined);
  const location = useDinerLocation();
  const { branchContactList, error, isLoading, mutate } = useBranchContacts({
    params: { branchId: branch.id },
    query: {
      ...(hasPosition(location) ? { lat: location.lat, lng: location.lng } : {}),
      ...(selectedMode ? { orderMode: selectedMode.type } : {}),
      ...(query ? { search: query } : {}),
    },
  });
  const now = useNow();

  useDocumentTitle(branch.name);

  const contacts = branchContactList?.branchContacts ?? [];
  if (!search && !query && !selectedMode && !isLoading && contacts.length === 1 && contacts[0]) {
    // The selector is skipped: its store's menu asks for the location in its place.
    return (
      <Navigate
        // The link's query (its campaign, source, phone and name) goes on with it.
        to={`${storeHref(contacts[0], null)}${linkQuery.size > 0 ? `?${linkQuery}` : ''}`}
        replace
        {...(branch.askForLocation ? { state: askForLocationState } : {})}
      />
    );
  }

  return (
    <ThemeProvider colorConfig={branch.generalConfig.colorConfig} fontFamily={branch.generalConfig.fontFamily}>
      <PageLayout>
        <BranchContactSelector
          orderModes={modes.map((mode) => ({ id: mode.id, name: mode.showName }))}
          selectedModeId={selectedMode?.id ?? null}
          onModeChange={(modeId) => setSelectedModeId(modeId ?? '')}
          address={
            <DinerAddressControl
              country={branch.country}
              emptyText={locationMessages.destination.askForStores}
              askOnEntry={branch.askForLocation}
            />
          }
          searchValue={search}
          onSearchChange={setSearch}
          npsEnabled={contacts.some((contact) => contact.deliveryConfig.npsEnabled)}
          status={error || modesStatus === 'error' ? 'error' : isLoading && !branchContactList ? 'loading' : 'ready'}
          onRetry={() => void (mutate as () => Promise<unknown>)()}
          onStoreSelect={(id, event) => {
            trackEvent('BRANCH_CONTACT_SELECT', { label: contacts.find((contact) => contact.id === id)?.alias ?? id });
            followLink(event);
          }}
          stores={contacts.map((contact) => ({
            id: contact.id,
            name: contact.name,
            address: addressLine(contact.address),
            distanceMetres: contact.distance ?? null,
            npsAverage: contact.deliveryConfig.npsEnabled ? (contact.deliveryConfig.npsAvg ?? null) : null,
            closed: !isOpenAt(contact.deliveryConfig.workingDays, now, branch.timeZone),
            href: storeHref(contact, selectedMode?.type ?? null),
          }))}
        />
      </PageLayout>
    </ThemeProvider>
  );
}
