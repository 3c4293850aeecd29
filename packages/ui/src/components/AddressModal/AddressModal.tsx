import {
  type AddressField,
  type AddressInputMode,
  addressModalMaxHeight,
  type LatLng,
  type UserLocation,
  validateAddressForm,
  validateAddressOnClose,
  validationMessages,
} from '@comanda/domain';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { AddressSearch, type AddressSuggestion } from '../AddressSearch/AddressSearch.tsx';
import { Button } from '../Button/Button.tsx';
import { Modal, type ModalProps } from '../Modal/Modal.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Tabs } from '../Tabs/Tabs.tsx';
import { Text } from '../Text/Text.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './AddressModal.css.ts';

// Leaflet is the heaviest part of the modal and is only needed once the map tab opens.
const AddressMap = lazy(() => import('../AddressMap/AddressMap.tsx'));

export const addressModalTabs = ['address', 'location'] as const;
export type AddressModalTab = (typeof addressModalTabs)[number];

/** Spec texts (diner §2, docs/decisions.md "Interface language") and the field labels (decisions). */
export const addressModalTexts = {
  title: '¿Dónde estás?',
  tabs: { address: 'Mi dirección', location: 'Mi ubicación' } satisfies Record<AddressModalTab, string>,
  tabsLabel: 'Cómo indicar tu dirección',
  useCurrentLocation: 'Usar mi ubicación actual',
  cancel: 'CANCELAR',
  submit: 'CONTINUAR',
  loadingMap: 'Cargando mapa',
  labels: {
    fullAddress: 'Dirección',
    street: 'Calle',
    number: 'Número',
    postalCode: 'Código postal',
    city: 'Ciudad',
    province: 'Provincia',
    betweenStreets: 'Entrecalles',
    betweenStreetsOptional: 'Entrecalles (opcional)',
    details: 'Aclaraciones (opcional)',
  },
  placeholders: {
    fullAddress: 'Calle y número, ciudad',
    details: 'Piso, departamento, timbre…',
  },
} as const;

type TextFieldName =
  | 'fullAddress'
  | 'street'
  | 'number'
  | 'postalCode'
  | 'city'
  | 'province'
  | 'betweenStreets'
  | 'details';

type FormState = UserLocation;

interface FormErrors {
  readonly message: string;
  readonly fields: readonly AddressField[];
}

export interface AddressModalProps extends Pick<ModalProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'trigger'> {
  /** The saved user location: the form starts from it, and closing is refused while it has no address. */
  readonly location?: UserLocation | null;
  /** 'complex': the 'Mi ubicación' tab asks for street, postal code, city and province (`addressInputModeFor`). */
  readonly inputMode?: AddressInputMode;
  /** deliveryConfig.betweenStreetsRequired of the branch contact. */
  readonly betweenStreetsRequired?: boolean;
  /** Closing without a saved address shows 'Debe ingresar la dirección' and keeps the modal open. */
  readonly requireAddress?: boolean;
  readonly defaultTab?: AddressModalTab;
  /** The search service's results for the last `onSearch` text. */
  readonly suggestions?: readonly AddressSuggestion[];
  readonly searching?: boolean;
  /** Every change of the search text; the caller debounces (`ADDRESS_SEARCH_DEBOUNCE_MS`). */
  readonly onSearch?: (text: string) => void;
  /** 'Usar mi ubicación actual': the caller reads the device's coordinates and answers with `resolvedLocation`. */
  readonly onUseCurrentLocation?: () => void;
  readonly locating?: boolean;
  /** Reading the coordinates failed: 'Error obteniendo coordenadas'. */
  readonly geolocationFailed?: boolean;
  /** A place the caller resolved (from the coordinates): merged into the form each time it changes. */
  readonly resolvedLocation?: UserLocation | null;
  /** A click on the map moved the pin (e.g. to look the place up). */
  readonly onMapPositionChange?: (position: LatLng) => void;
  /** Map tiles: a URL template and its attribution (a data URL in stories). */
  readonly tileUrl: string;
  readonly tileAttribution: string;
  /** 'CONTINUAR' with a form that passes `validateAddressForm`; the modal closes after it. */
  readonly onSubmit: (location: UserLocation) => void;
  /** The modal was closed without continuing (CANCELAR, the X, Escape). */
  readonly onCancel?: () => void;
}

function useWindowHeight(): number {
  const [height, setHeight] = useState(() => (typeof window === 'undefined' ? 0 : window.innerHeight));
  useEffect(() => {
    const update = () => setHeight(window.innerHeight);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return height;
}

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function positionOf(form: FormState): LatLng | null {
  return isFiniteNumber(form.lat) && isFiniteNumber(form.lng) ? { lat: form.lat, lng: form.lng } : null;
}

function mergePlace(form: FormState, place: UserLocation, fallbackAddress?: string): FormState {
  return {
    ...form,
    ...place,
    fullAddress: place.fullAddress ?? fallbackAddress ?? form.fullAddress ?? null,
    // What the diner already wrote about the door stays.
    betweenStreets: place.betweenStreets ?? form.betweenStreets ?? null,
    details: place.details ?? form.details ?? null,
    geocoded: place.geocoded ?? true,
    fromLocalStorage: false,
  };
}

/**
 * '¿Dónde estás?' (diner §2 "Address modal", §3 "User location", §5 "Address", §9 "Map"): tabs
 * 'Mi dirección' (free text) and 'Mi ubicación' (search, current location, map and, in complex
 * mode, separate fields). Every rule and message is the domain's.
 */
export function AddressModal({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  location,
  inputMode = 'simple',
  betweenStreetsRequired = false,
  requireAddress = true,
  defaultTab = 'address',
  suggestions = [],
  searching = false,
  onSearch,
  onUseCurrentLocation,
  locating = false,
  geolocationFailed = false,
  resolvedLocation,
  onMapPositionChange,
  tileUrl,
  tileAttribution,
  onSubmit,
  onCancel,
}: AddressModalProps) {
  const baseId = useId();
  const fieldId = (name: TextFieldName) => `${baseId}-${name}`;
  const bodyRef = useRef<HTMLDivElement>(null);
  const [ownOpen, setOwnOpen] = useState(defaultOpen ?? false);
  const isOpen = open ?? ownOpen;
  const [tab, setTab] = useState<AddressModalTab>(defaultTab);
  const [form, setForm] = useState<FormState>(() => ({ ...location }));
  const [query, setQuery] = useState(location?.fullAddress ?? '');
  const [errors, setErrors] = useState<FormErrors | null>(null);
  const [closeError, setCloseError] = useState<string | null>(null);
  const searchExpanded = useRef(false);
  const windowHeight = useWindowHeight();

  // Each opening starts again from the saved location.
  const savedLocation = useRef(location);
  savedLocation.current = location;
  useEffect(() => {
    if (!isOpen) return;
    setForm({ ...savedLocation.current });
    setQuery(savedLocation.current?.fullAddress ?? '');
    setErrors(null);
    setCloseError(null);
  }, [isOpen]);

  useEffect(() => {
    if (!resolvedLocation) return;
    setForm((current) => mergePlace(current, resolvedLocation));
    setQuery(resolvedLocation.fullAddress ?? '');
    setErrors(null);
  }, [resolvedLocation]);

  const setOpen = (next: boolean) => {
    onOpenChange?.(next);
    if (open === undefined) setOwnOpen(next);
  };

  const requestClose = () => {
    if (requireAddress) {
      const result = validateAddressOnClose(location);
      if (!result.ok) {
        setCloseError(result.message);
        return;
      }
    }
    onCancel?.();
    setOpen(false);
  };

  const handleOpenChange = (next: boolean) => {
    if (next) {
      setOpen(true);
      return;
    }
    // Escape closes the open list of suggestions first, not the whole modal.
    if (searchExpanded.current) return;
    requestClose();
  };

  const update = (name: TextFieldName, value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    setErrors(null);
    setCloseError(null);
  };

  const submit = () => {
    const mode: AddressInputMode = tab === 'location' && inputMode === 'complex' ? 'complex' : 'simple';
    const result = validateAddressForm(form, mode, { betweenStreetsRequired });
    if (!result.ok) {
      setErrors({ message: result.message, fields: result.fields });
      const first = result.fields[0];
      if (first) {
        requestAnimationFrame(() => bodyRef.current?.querySelector<HTMLElement>(`[id="${fieldId(first)}"]`)?.focus());
      }
      return;
    }
    setErrors(null);
    onSubmit({ ...form, geocoded: form.geocoded ?? false, fromLocalStorage: false });
    setOpen(false);
  };

  const selectSuggestion = (suggestion: AddressSuggestion) => {
    setForm((current) => mergePlace(current, suggestion.location, suggestion.label));
    setErrors(null);
    setCloseError(null);
  };

  const movePin = (position: LatLng) => {
    setForm((current) => ({ ...current, lat: position.lat, lng: position.lng }));
    onMapPositionChange?.(position);
  };

  const onExpandedChange = useCallback((expanded: boolean) => {
    searchExpanded.current = expanded;
  }, []);

  /** The props that wire one text field to the form and to the validation result. */
  const field = (name: TextFieldName) => {
    const id = fieldId(name);
    const fields = errors?.fields ?? [];
    const index = fields.indexOf(name as AddressField);
    const firstId = fields[0] ? `${fieldId(fields[0])}-error` : undefined;
    return {
      id,
      value: form[name] ?? '',
      onChange: (event: { currentTarget: { value: string } }) => update(name, event.currentTarget.value),
      // The message shows once, under the first field of the failing rule; the others point at it.
      ...(index === 0 ? { error: errors?.message } : {}),
      ...(index > 0 ? { 'aria-invalid': true, 'aria-describedby': firstId } : {}),
    };
  };

  const betweenStreetsLabel = betweenStreetsRequired
    ? addressModalTexts.labels.betweenStreets
    : addressModalTexts.labels.betweenStreetsOptional;
  const doorFields = (
    <>
      <TextField label={betweenStreetsLabel} aria-required={betweenStreetsRequired} {...field('betweenStreets')} />
      <TextField
        multiline
        label={addressModalTexts.labels.details}
        placeholder={addressModalTexts.placeholders.details}
        {...field('details')}
      />
    </>
  );

  const addressPanel = (
    <div className={styles.panel}>
      <TextField
        label={addressModalTexts.labels.fullAddress}
        placeholder={addressModalTexts.placeholders.fullAddress}
        autoComplete="street-address"
        aria-required
        {...field('fullAddress')}
      />
      {doorFields}
    </div>
  );

  const fullAddressError = errors?.fields[0] === 'fullAddress' ? errors.message : undefined;
  const locationPanel = (
    <div className={styles.panel}>
      <AddressSearch
        id={fieldId('fullAddress')}
        value={query}
        onValueChange={(text) => {
          setQuery(text);
          setErrors(null);
        }}
        {...(onSearch ? { onSearch } : {})}
        suggestions={suggestions}
        searching={searching}
        onSelect={selectSuggestion}
        onExpandedChange={onExpandedChange}
        error={fullAddressError}
      />
      {onUseCurrentLocation && (
        <Stack gap="xs">
          <Button tone="bordered" loading={locating} onClick={onUseCurrentLocation}>
            {addressModalTexts.useCurrentLocation}
          </Button>
          {geolocationFailed && (
            <Text role="alert" tone="danger" size="sm" weight="medium">
              {validationMessages.address.geolocationFailed}
            </Text>
          )}
        </Stack>
      )}
      <Suspense
        fallback={
          <div className={styles.mapFallback} data-slot="map-loading">
            <Spinner label={addressModalTexts.loadingMap} />
          </div>
        }
      >
        <AddressMap
          tileUrl={tileUrl}
          attribution={tileAttribution}
          position={positionOf(form)}
          onPositionChange={movePin}
        />
      </Suspense>
      {inputMode === 'complex' && (
        <>
          <div className={styles.pair}>
            <TextField
              label={addressModalTexts.labels.street}
              autoComplete="address-line1"
              aria-required
              {...field('street')}
            />
            <TextField label={addressModalTexts.labels.number} {...field('number')} />
          </div>
          <div className={styles.pair}>
            <TextField
              label={addressModalTexts.labels.postalCode}
              autoComplete="postal-code"
              aria-required
              {...field('postalCode')}
            />
            <TextField
              label={addressModalTexts.labels.city}
              autoComplete="address-level2"
              aria-required
              {...field('city')}
            />
          </div>
          <TextField
            label={addressModalTexts.labels.province}
            autoComplete="address-level1"
            aria-required
            {...field('province')}
          />
        </>
      )}
      {doorFields}
    </div>
  );

  return (
    <Modal
      open={isOpen}
      onOpenChange={handleOpenChange}
      trigger={trigger}
      title={addressModalTexts.title}
      maxHeight={`${addressModalMaxHeight(windowHeight)}px`}
      footer={
        <>
          <Button tone="bordered" onClick={requestClose}>
            {addressModalTexts.cancel}
          </Button>
          <Button onClick={submit}>{addressModalTexts.submit}</Button>
        </>
      }
    >
      <div ref={bodyRef} data-slot="address-form" data-mode={inputMode}>
        {closeError && (
          <Text role="alert" tone="danger" size="sm" weight="medium">
            {closeError}
          </Text>
        )}
        <Tabs
          label={addressModalTexts.tabsLabel}
          value={tab}
          onValueChange={(value) => {
            setTab(value as AddressModalTab);
            setErrors(null);
          }}
          items={[
            { value: 'address', label: addressModalTexts.tabs.address, content: addressPanel },
            { value: 'location', label: addressModalTexts.tabs.location, content: locationPanel },
          ]}
        />
      </div>
    </Modal>
  );
}
