import { type MouseEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { StoreCard, type StoreCardProps } from '../StoreCard/StoreCard.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './BranchContactSelector.css.ts';
import { branchContactSelectorMessages as messages } from './messages.ts';

export interface SelectorOrderMode {
  readonly id: string;
  /** The mode's `showName`. */
  readonly name: string;
}

/** A store of the list: a `StoreCard` with an id (NPS enabling is the selector's `npsEnabled`). */
export interface SelectorStore extends Omit<StoreCardProps, 'onSelect' | 'npsEnabled'> {
  readonly id: string;
}

export const branchContactSelectorStatuses = ['loading', 'error', 'ready'] as const;
export type BranchContactSelectorStatus = (typeof branchContactSelectorStatuses)[number];

export interface BranchContactSelectorProps {
  readonly orderModes: readonly SelectorOrderMode[];
  /** The mode that filters the stores (pressed); none pressed when null. */
  readonly selectedModeId?: string | null;
  /** A mode pressed: its id, or null when the pressed mode is pressed again (no filter). */
  readonly onModeChange?: ((modeId: string | null) => void) | undefined;
  /**
   * The mode is being chosen for a single store (the alias is the store's own): asks
   * '¿Qué menú quieres ver?' and hides the search.
   */
  readonly choosingMenu?: boolean;
  /** The search text, controlled; leave undefined (and use `defaultSearchValue`) for uncontrolled. */
  readonly searchValue?: string;
  readonly defaultSearchValue?: string;
  /** Every keystroke of 'Buscar Local': the app debounces (500 ms) and queries. */
  readonly onSearchChange?: ((value: string) => void) | undefined;
  readonly stores: readonly SelectorStore[];
  /** The branch shows NPS badges (each still needs an average at or above the threshold). */
  readonly npsEnabled?: boolean;
  readonly status?: BranchContactSelectorStatus;
  /** Shows 'Reintentar' in the error state. */
  readonly onRetry?: (() => void) | undefined;
  /** Runs before a store's link is followed (BRANCH_CONTACT_SELECT); may prevent it. */
  readonly onStoreSelect?: ((storeId: string, event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
  /** The address control (the address modal's trigger), shown above the search. */
  readonly address?: ReactNode;
}

/** The branch page (diner §2 "Branch-contact selector"): pick a mode, search, choose a store. */
export function BranchContactSelector({
  orderModes,
  selectedModeId,
  onModeChange,
  choosingMenu = false,
  searchValue,
  defaultSearchValue,
  onSearchChange,
  stores,
  npsEnabled = false,
  status = 'ready',
  onRetry,
  onStoreSelect,
  address,
}: BranchContactSelectorProps) {
  const headingId = useId();
  // Kept for the uncontrolled case too, so the empty state can quote the search.
  const [typedSearch, setTypedSearch] = useState(defaultSearchValue ?? '');
  const search = searchValue ?? typedSearch;
  return (
    <section
      className={styles.root}
      aria-labelledby={headingId}
      data-slot="branch-contact-selector"
      data-state={status === 'ready' && stores.length === 0 ? 'empty' : status}
    >
      <h1 id={headingId} className={styles.heading}>
        {choosingMenu ? messages.whichMenu : messages.howDoYouWantIt}
      </h1>

      {orderModes.length > 0 && (
        <fieldset className={styles.modes} aria-labelledby={headingId}>
          {orderModes.map((mode) => {
            const pressed = mode.id === selectedModeId;
            return (
              <button
                key={mode.id}
                type="button"
                className={styles.modeButton}
                aria-pressed={pressed}
                data-state={pressed ? 'on' : 'off'}
                onClick={() => onModeChange?.(pressed ? null : mode.id)}
              >
                {mode.name}
              </button>
            );
          })}
        </fieldset>
      )}

      {address}

      {!choosingMenu && (
        <TextField
          label={messages.search}
          type="search"
          autoComplete="off"
          {...(searchValue !== undefined ? { value: searchValue } : { defaultValue: defaultSearchValue })}
          onChange={(event) => {
            const { value } = event.currentTarget;
            setTypedSearch(value);
            onSearchChange?.(value);
          }}
        />
      )}

      {choosingMenu && stores.length === 0 ? null : status === 'loading' ? (
        <div className={styles.state}>
          <Spinner label={messages.loading} />
        </div>
      ) : status === 'error' ? (
        <div className={styles.state}>
          <p className={styles.stateText} role="alert">
            {messages.error}
          </p>
          {onRetry && (
            <Button tone="bordered" onClick={onRetry}>
              {messages.retry}
            </Button>
          )}
        </div>
      ) : stores.length === 0 ? (
        <div className={styles.state} role="status">
          <p className={styles.stateText}>{search.trim() ? messages.emptySearch(search.trim()) : messages.empty}</p>
        </div>
      ) : (
        <ul className={styles.list} aria-label={messages.stores}>
          {stores.map(({ id, ...store }) => (
            <li key={id}>
              <StoreCard
                {...store}
                npsEnabled={npsEnabled}
                onSelect={onStoreSelect ? (event) => onStoreSelect(id, event) : undefined}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
