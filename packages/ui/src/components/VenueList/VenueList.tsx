import { formatDistanceKm } from '@comanda/domain/money';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './VenueList.css.ts';

/** Decision: the guide's texts (the spec describes the page without wording it). */
export const venueListTexts = {
  locationPrompt: 'Comparte tu ubicación para ver los locales más cercanos',
  useLocation: 'Usar mi ubicación',
  searchCode: 'Código de búsqueda',
  search: 'Buscar',
  loading: 'Buscando locales',
  empty: 'No encontramos locales cerca de tu ubicación',
  listLabel: 'Locales cercanos',
} as const;

/** needsLocation: the diner has not shared a location yet; the others are the list's fetch. */
export const venueListStatuses = ['needsLocation', 'loading', 'loaded', 'error'] as const;
export type VenueListStatus = (typeof venueListStatuses)[number];

export interface Venue {
  readonly alias: string;
  readonly name: string;
  readonly address: {
    readonly street: string;
    readonly number?: string | number | null;
    readonly city?: string | null;
  };
  readonly distanceInMeters?: number | null;
}

export interface VenueListProps {
  /** The page title; the spec wants the product's name in it. */
  readonly title: string;
  readonly status: VenueListStatus;
  readonly venues: readonly Venue[];
  /** The error text of a failed fetch (the page also toasts it). */
  readonly error?: string | null;
  /** Asking the browser for the location. */
  readonly locating?: boolean;
  readonly onRequestLocation: () => void;
  /** The search code as typed (a special code reloads the list: the app's rule). */
  readonly onSearchCode: (code: string) => void;
  /** Where a venue links; defaults to /menu/{alias}. */
  readonly venueHref?: (alias: string) => string;
}

const defaultVenueHref = (alias: string) => `/menu/${encodeURIComponent(alias)}`;

function formatAddress(address: Venue['address']): string {
  const street = [address.street, address.number].filter((part) => part != null && String(part).trim()).join(' ');
  return [street, address.city?.trim()].filter(Boolean).join(', ');
}

/** The public venue guide: location prompt, search code, and the venues near the diner. */
export function VenueList({
  title,
  status,
  venues,
  error,
  locating = false,
  onRequestLocation,
  onSearchCode,
  venueHref = defaultVenueHref,
}: VenueListProps) {
  const titleId = useId();
  const [code, setCode] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearchCode(code.trim());
  };
  return (
    <section className={styles.root} aria-labelledby={titleId} data-slot="venue-list" data-state={status}>
      <Text as="h1" id={titleId} size="xl" weight="bold">
        {title}
      </Text>
      <search aria-label={venueListTexts.searchCode}>
        <form className={styles.searchForm} onSubmit={onSubmit}>
          <TextField
            className={styles.searchField}
            label={venueListTexts.searchCode}
            name="searchCode"
            autoComplete="off"
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
          <Button type="submit" tone="bordered">
            {venueListTexts.search}
          </Button>
        </form>
      </search>
      {status === 'needsLocation' && (
        <Card className={styles.centered} data-slot="venue-list-location">
          <Text align="center">{venueListTexts.locationPrompt}</Text>
          <Button loading={locating} onClick={onRequestLocation}>
            {venueListTexts.useLocation}
          </Button>
        </Card>
      )}
      {status === 'loading' && (
        <div className={styles.centered}>
          <Spinner label={venueListTexts.loading} />
        </div>
      )}
      {status === 'error' && (
        <div className={styles.centered}>
          <Text role="alert" tone="danger" weight="medium" align="center">
            {error}
          </Text>
          <Button tone="bordered" onClick={onRequestLocation}>
            {venueListTexts.useLocation}
          </Button>
        </div>
      )}
      {status === 'loaded' &&
        (venues.length === 0 ? (
          <div className={styles.centered}>
            <Text tone="description" align="center">
              {venueListTexts.empty}
            </Text>
          </div>
        ) : (
          <ul className={styles.list} aria-label={venueListTexts.listLabel}>
            {venues.map((venue) => {
              const distance = formatDistanceKm(venue.distanceInMeters);
              return (
                <li key={venue.alias}>
                  <a className={styles.venueLink} href={venueHref(venue.alias)} data-slot="venue">
                    <Stack gap="xxs">
                      <Text as="h2" size="md" weight="bold">
                        {venue.name}
                      </Text>
                      <Text size="sm" tone="description">
                        {formatAddress(venue.address)}
                      </Text>
                    </Stack>
                    {distance && <span className={styles.distance}>{distance}</span>}
                  </a>
                </li>
              );
            })}
          </ul>
        ))}
    </section>
  );
}
