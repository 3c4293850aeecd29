import type { PlaceMatch } from '@comanda/domain/location';
import type { UserLocation } from '@comanda/domain/validation';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './AddressSearch.css.ts';

/**
 * The address search's debounce (diner §7, §9: 500 ms). The debounce belongs to the caller of
 * `onSearch`; the domain has no constant for it, so it lives here.
 */
export const ADDRESS_SEARCH_DEBOUNCE_MS = 500;

/** Decisions: the spec names the search, not its label or its status texts. */
export const addressSearchTexts = {
  label: 'Buscar dirección',
  placeholder: 'Calle y número, ciudad',
  searching: 'Buscando direcciones…',
  suggestions: 'Sugerencias de direcciones',
} as const;

/** A place found by the search service, already read into the fields of a user location. */
export interface AddressSuggestion {
  readonly id: string;
  /** The line the diner reads (usually the full address). */
  readonly label: string;
  /** A second line (locality, province). */
  readonly description?: string;
  readonly location: UserLocation;
  /**
   * How sure the geocoder is (`exact`: the street and number typed; `partial`: less, so the diner
   * confirms it on the map). Absent: exact.
   */
  readonly match?: PlaceMatch;
}

export interface AddressSearchProps {
  readonly label?: string;
  readonly placeholder?: string;
  readonly id?: string;
  /** The text in the box. */
  readonly value?: string;
  readonly defaultValue?: string;
  readonly onValueChange?: (value: string) => void;
  /** Called on every change of the text: the caller debounces (`ADDRESS_SEARCH_DEBOUNCE_MS`) and searches. */
  readonly onSearch?: (text: string) => void;
  readonly suggestions: readonly AddressSuggestion[];
  /** The caller is searching. */
  readonly searching?: boolean;
  readonly onSelect: (suggestion: AddressSuggestion) => void;
  /** The list of suggestions opened or closed (e.g. so a dialog lets Escape close the list first). */
  readonly onExpandedChange?: (expanded: boolean) => void;
  readonly error?: string | undefined;
}

/**
 * A combobox with a list of suggestions (WAI-ARIA combobox pattern): typing opens the list,
 * ArrowDown/ArrowUp move the highlight (`aria-activedescendant`), Enter picks, Escape closes.
 */
export function AddressSearch({
  label = addressSearchTexts.label,
  placeholder = addressSearchTexts.placeholder,
  id: givenId,
  value,
  defaultValue = '',
  onValueChange,
  onSearch,
  suggestions,
  searching = false,
  onSelect,
  onExpandedChange,
  error,
}: AddressSearchProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const listboxId = `${id}-listbox`;
  const [ownValue, setOwnValue] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const text = value ?? ownValue;
  const expanded = open && suggestions.length > 0;
  const activeIndex = active < suggestions.length ? active : -1;
  const activeId = expanded && activeIndex >= 0 ? `${id}-option-${activeIndex}` : undefined;

  // Reported from what is shown: suggestions may arrive after the list was asked to open.
  useEffect(() => {
    onExpandedChange?.(expanded);
  }, [expanded, onExpandedChange]);

  const setExpanded = (next: boolean) => {
    setOpen(next);
    if (!next) setActive(-1);
  };

  const setText = (next: string) => {
    onValueChange?.(next);
    if (value === undefined) setOwnValue(next);
  };

  const select = (suggestion: AddressSuggestion) => {
    setText(suggestion.label);
    setExpanded(false);
    onSelect(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        if (!open) setExpanded(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => {
          const from = current < count ? current : -1;
          if (from < 0) return step === 1 ? 0 : count - 1;
          return (from + step + count) % count;
        });
        return;
      }
      case 'Enter': {
        const suggestion = expanded ? suggestions[activeIndex] : undefined;
        if (suggestion) {
          event.preventDefault();
          select(suggestion);
        }
        return;
      }
      case 'Escape':
        // A dialog around this box may already have prevented the default; the list closes anyway.
        if (open) setExpanded(false);
        return;
      default:
        return;
    }
  };

  return (
    <div className={styles.root} data-slot="address-search" data-state={expanded ? 'open' : 'closed'}>
      <TextField
        id={id}
        label={label}
        placeholder={placeholder}
        error={error}
        role="combobox"
        type="text"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        value={text}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          onSearch?.(next);
          setActive(-1);
          setExpanded(next.trim() !== '');
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setExpanded(false)}
      />
      {searching && (
        <p className={styles.status} role="status">
          {addressSearchTexts.searching}
        </p>
      )}
      <div
        id={listboxId}
        role="listbox"
        aria-label={addressSearchTexts.suggestions}
        className={styles.listbox}
        hidden={!expanded}
        data-slot="address-search-listbox"
      >
        {suggestions.map((suggestion, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard (aria-activedescendant).
          <div
            key={suggestion.id}
            id={`${id}-option-${index}`}
            role="option"
            // Reachable through aria-activedescendant, never by Tab: the focus stays in the input.
            tabIndex={-1}
            aria-selected={index === activeIndex}
            data-highlighted={index === activeIndex ? '' : undefined}
            className={styles.option}
            // Keeps the focus in the input, so the list does not close before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => select(suggestion)}
          >
            <span className={styles.optionLabel}>{suggestion.label}</span>
            {suggestion.description && <span className={styles.optionDescription}>{suggestion.description}</span>}
          </div>
        ))}
      </div>
    </div>
  );
}
