import { addressModalMaxHeight } from '@comanda/domain/layout';
import {
  changeLocation,
  hasPosition,
  locationAtPoint,
  locationFromPlace,
  locationMessages,
  needsPinConfirmation,
  resolveTypedAddress,
} from '@comanda/domain/location';
import type { LatLng } from '@comanda/domain/tracking';
import {
  type AddressField,
  type AddressInputMode,
  type UserLocation,
  validateAddressForm,
  validateAddressOnClose,
  validationMessages,
} from '@comanda/domain/validation';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import * as choices from '../../theme/choices.css.ts';
import type { AddressMapTileStatus } from '../AddressMap/AddressMap.tsx';
import { AddressSearch, type AddressSuggestion } from '../AddressSearch/AddressSearch.tsx';
import { Button } from '../Button/Button.tsx';
import { Modal, type ModalProps } from '../Modal/Modal.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Tabs } from '../Tabs/Tabs.tsx';
import { Text } from '../Text/Text.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './AddressModal.css.ts';

// Leaflet is the heaviest part of the modal and is only needed once a map shows.
const AddressMap = lazy(() => import('../AddressMap/AddressMap.tsx'));

export const addressModalTabs = ['address', 'location'] as const;
export type AddressModalTab = (typeof addressModalTabs)[number];

/**
 * Where an opening starts: the form; straight to placing the saved address on the map (its text
 * is looked up again: the checkout's 'Ubicar en el mapa'); the form with the cross streets focused.
 */
export const addressModalStarts = ['form', 'placeOnMap', 'betweenStreets'] as const;
export type AddressModalStart = (typeof addressModalStarts)[number];

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

/** The choice that is none of the places found: the diner marks the door on the map. */
const NONE_OF_THESE = '';

/**
 * Besides the form: several places found for the typed text ('choose'), or the map to confirm a
 * place or to place one the geocoder did not find ('pin'). `base` is the form when the pin step
 * began: each read of the pin fills its area fields afresh.
 */
type Step =
  | { readonly kind: 'form' }
  | { readonly kind: 'choose'; readonly text: string; readonly places: readonly AddressSuggestion[] }
  | { readonly kind: 'pin'; readonly text: string; readonly found: boolean; readonly base: FormState };

/** What the pin's point reads as: being looked up, a place, or nothing there. */
type PinReading =
  | { readonly status: 'reading' }
  | { readonly status: 'found'; readonly label: string }
  | { readonly status: 'nowhere' };

type Busy = 'resolving' | 'locating' | 'readingPin' | null;

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
  /** Where each opening starts. */
  readonly start?: AddressModalStart;
  /** The search service's results for the last `onSearch` text. */
  readonly suggestions?: readonly AddressSuggestion[];
  readonly searching?: boolean;
  /** Every change of the search text; the caller debounces (`ADDRESS_SEARCH_DEBOUNCE_MS`). */
  readonly onSearch?: (text: string) => void;
  /**
   * The places for a typed address, best first, on CONTINUAR (never rejects: no places when the
   * geocoder cannot answer). Without it a typed address is taken as it is.
   */
  readonly onResolveAddress?: (text: string) => Promise<readonly AddressSuggestion[]>;
  /** The place at a point (the device's, the pin's), or null. */
  readonly onReverseGeocode?: (position: LatLng) => Promise<AddressSuggestion | null>;
  /** 'Usar mi ubicación actual': the device's coordinates; rejects when they cannot be read. */
  readonly onLocateDevice?: () => Promise<LatLng>;
  /** Where the map looks while nothing is placed: the store the diner orders from. */
  readonly near?: LatLng | null;
  /** The pin moved (a click, a drag, the keyboard). */
  readonly onMapPositionChange?: (position: LatLng) => void;
  /** Map tiles: a URL template and its attribution (a data URL in stories). */
  readonly tileUrl: string;
  readonly tileAttribution: string;
  /** 'CONTINUAR' with a form that passes `validateAddressForm` and a place for it; the modal closes after it. */
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

const positionOf = (form: FormState): LatLng | null => (hasPosition(form) ? { lat: form.lat, lng: form.lng } : null);

const trimmed = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() : '');

/**
 * The text the geocoder is asked for: the typed address or, with complex inputs filled in, the
 * street, number and city.
 */
function addressTextOf(form: FormState, mode: AddressInputMode): string {
  const street = [trimmed(form.street), trimmed(form.number)].filter(Boolean).join(' ');
  if (mode === 'complex' && street) return [street, trimmed(form.city)].filter(Boolean).join(', ');
  return trimmed(form.fullAddress);
}

/**
 * A place taken for the form: the whole place (a suggestion picked, a point read back), or only
 * its point and the area fields left empty when the diner's own fields stay (the complex inputs'
 * street and number, looked up on CONTINUAR).
 */
function withPlace(form: FormState, place: AddressSuggestion, keepTyped: boolean): FormState {
  const location = place.location;
  if (keepTyped && hasPosition(location)) return locationAtPoint(form, location, location);
  return locationFromPlace(form, { ...location, fullAddress: location.fullAddress ?? place.label });
}

const placeMatch = (place: AddressSuggestion) => ({ ...place, match: place.match ?? 'exact' });

/**
 * '¿Dónde estás?' (diner §2 "Address modal", §3 "User location", §5 "Address", §9 "Map"): tabs
 * 'Mi dirección' (free text) and 'Mi ubicación' (search, current location, map and, in complex
 * mode, separate fields). On CONTINUAR a typed address is looked up: one exact place is taken,
 * several are offered, one partial place or none is placed on the map by the diner. Every rule
 * and message is the domain's.
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
  start = 'form',
  suggestions = [],
  searching = false,
  onSearch,
  onResolveAddress,
  onReverseGeocode,
  onLocateDevice,
  near,
  onMapPositionChange,
  tileUrl,
  tileAttribution,
  onSubmit,
  onCancel,
}: AddressModalProps) {
  const baseId = useId();
  const fieldId = (name: TextFieldName) => `${baseId}-${name}`;
  const stepHeadingId = `${baseId}-step`;
  const bodyRef = useRef<HTMLDivElement>(null);
  const [ownOpen, setOwnOpen] = useState(defaultOpen ?? false);
  const isOpen = open ?? ownOpen;
  const [tab, setTab] = useState<AddressModalTab>(defaultTab);
  const [form, setForm] = useState<FormState>(() => ({ ...location }));
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [chosen, setChosen] = useState(NONE_OF_THESE);
  const [errors, setErrors] = useState<FormErrors | null>(null);
  const [stepError, setStepError] = useState<string | null>(null);
  const [closeError, setCloseError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [geolocationFailed, setGeolocationFailed] = useState(false);
  const [pinReading, setPinReading] = useState<PinReading | null>(null);
  const [tiles, setTiles] = useState<AddressMapTileStatus>('loading');
  /** The address text the form's point belongs to: CONTINUAR looks up any other text. */
  const placedFor = useRef<string | null>(null);
  /** Each lookup's turn: an answer for an older turn (another lookup since, a closing) is dropped. */
  const turn = useRef(0);
  const searchExpanded = useRef(false);
  const windowHeight = useWindowHeight();
  const mode: AddressInputMode = tab === 'location' && inputMode === 'complex' ? 'complex' : 'simple';

  // A field or step heading to focus once it is drawn: after the commit, which a lookup's answer
  // (outside any event) may bring later than the next frame.
  const pendingFocus = useRef<string | null>(null);
  const focusById = useCallback((id: string) => {
    pendingFocus.current = id;
  }, []);
  useEffect(() => {
    const id = pendingFocus.current;
    const target = id ? bodyRef.current?.querySelector<HTMLElement>(`[id="${id}"]`) : null;
    if (!target) return;
    pendingFocus.current = null;
    target.focus();
  });

  const setOpen = (next: boolean) => {
    onOpenChange?.(next);
    if (open === undefined) setOwnOpen(next);
  };

  const finish = (next: FormState) => {
    turn.current += 1;
    setBusy(null);
    onSubmit({ ...next, geocoded: next.geocoded ?? false, fromLocalStorage: false });
    setOpen(false);
  };

  const showPin = (text: string, base: FormState, place: AddressSuggestion | null) => {
    const at = place ? positionOf(place.location) : null;
    // A place the geocoder did not find starts without a pin: the diner puts it at the door.
    const pinned = at ? locationAtPoint(base, at, place?.location) : { ...base, lat: null, lng: null };
    setForm(pinned);
    setStep({ kind: 'pin', text, found: place !== null, base });
    setPinReading(place && at ? { status: 'found', label: place.label } : null);
    setStepError(null);
    focusById(stepHeadingId);
  };

  /** Looks the typed text up and goes on by the domain's rule (`resolveTypedAddress`). */
  const resolve = async (text: string, current: FormState, resolveMode: AddressInputMode, confirm: boolean) => {
    if (!onResolveAddress) return;
    const mine = ++turn.current;
    setBusy('resolving');
    const places = await onResolveAddress(text).catch((): readonly AddressSuggestion[] => []);
    if (mine !== turn.current) return;
    setBusy(null);
    const resolution = resolveTypedAddress(places.map(placeMatch));
    switch (resolution.kind) {
      case 'match':
        if (!confirm) return finish(withPlace(current, resolution.place, resolveMode === 'complex'));
        return showPin(text, current, resolution.place);
      case 'confirm':
        return showPin(text, current, resolution.place);
      case 'choose':
        setStep({ kind: 'choose', text, places: resolution.places });
        setChosen(resolution.places[0]?.id ?? NONE_OF_THESE);
        setStepError(null);
        focusById(stepHeadingId);
        return;
      case 'none':
        return showPin(text, current, null);
      default:
        return resolution satisfies never;
    }
  };

  // Each opening starts again from the saved location.
  const opening = useRef({ location, start, resolve, focusById });
  opening.current = { location, start, resolve, focusById };
  useEffect(() => {
    turn.current += 1;
    pendingFocus.current = null;
    if (!isOpen) return;
    const saved = { ...opening.current.location };
    setForm(saved);
    setStep({ kind: 'form' });
    setErrors(null);
    setStepError(null);
    setCloseError(null);
    setBusy(null);
    setGeolocationFailed(false);
    setPinReading(null);
    const text = addressTextOf(saved, 'simple');
    placedFor.current = hasPosition(saved) ? text : null;
    const how = opening.current.start;
    if (how === 'placeOnMap' && text && !hasPosition(saved)) void opening.current.resolve(text, saved, 'simple', true);
    if (how === 'betweenStreets') opening.current.focusById(`${baseId}-betweenStreets`);
  }, [isOpen, baseId]);

  const requestClose = () => {
    if (requireAddress) {
      const result = validateAddressOnClose(location);
      if (!result.ok) {
        setCloseError(result.message);
        return;
      }
    }
    turn.current += 1;
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
    // Free text is the whole address: a street and number read from an earlier place no longer apply.
    const change =
      name === 'fullAddress' && mode === 'simple'
        ? { fullAddress: value, street: null, number: null }
        : { [name]: value };
    setForm((current) => changeLocation(current, change));
    setErrors(null);
    setCloseError(null);
  };

  const backToForm = () => {
    turn.current += 1;
    setBusy(null);
    if (step.kind === 'pin') setForm(step.base);
    setStep({ kind: 'form' });
    setStepError(null);
    setPinReading(null);
    focusById(fieldId('fullAddress'));
  };

  const choose = () => {
    if (step.kind !== 'choose') return;
    const place = step.places.find((candidate) => candidate.id === chosen);
    if (!place) return showPin(step.text, form, null);
    if (placeMatch(place).match === 'exact') return finish(withPlace(form, place, mode === 'complex'));
    showPin(step.text, form, place);
  };

  const submit = () => {
    if (busy === 'resolving' || busy === 'locating') return;
    if (step.kind === 'choose') return choose();
    if (step.kind === 'pin') {
      if (!hasPosition(form)) {
        setStepError(locationMessages.pinRequired);
        return;
      }
      return finish({ ...form, fullAddress: form.fullAddress ?? step.text });
    }
    const result = validateAddressForm(form, mode, { betweenStreetsRequired });
    if (!result.ok) {
      setErrors({ message: result.message, fields: result.fields });
      const first = result.fields[0];
      if (first) focusById(fieldId(first));
      return;
    }
    setErrors(null);
    const text = addressTextOf(form, mode);
    if (!onResolveAddress || (hasPosition(form) && placedFor.current === text)) return finish(form);
    void resolve(text, form, mode, false);
  };

  /** The place at a point: in the form, it becomes the address; in the pin step, the typed address stays. */
  const readPoint = async (position: LatLng, current: Step) => {
    if (!onReverseGeocode) {
      if (current.kind === 'form') placedFor.current = addressTextOf(form, mode);
      return;
    }
    const mine = ++turn.current;
    setBusy('readingPin');
    setPinReading({ status: 'reading' });
    const place = await onReverseGeocode(position).catch(() => null);
    if (mine !== turn.current) return;
    setBusy(null);
    setPinReading(place ? { status: 'found', label: place.label } : { status: 'nowhere' });
    if (current.kind === 'pin') {
      setForm(locationAtPoint(current.base, position, place?.location));
      return;
    }
    setForm((now) => {
      const next = place
        ? { ...withPlace(now, place, false), lat: position.lat, lng: position.lng }
        : { ...now, lat: position.lat, lng: position.lng, geocoded: true };
      placedFor.current = addressTextOf(next, mode);
      return next;
    });
  };

  const movePin = (position: LatLng) => {
    onMapPositionChange?.(position);
    setStepError(null);
    setErrors(null);
    setForm((current) =>
      step.kind === 'pin'
        ? locationAtPoint(step.base, position)
        : { ...current, lat: position.lat, lng: position.lng, geocoded: true },
    );
    void readPoint(position, step);
  };

  const locateDevice = async () => {
    if (!onLocateDevice) return;
    setGeolocationFailed(false);
    const mine = ++turn.current;
    setBusy('locating');
    let position: LatLng;
    try {
      position = await onLocateDevice();
    } catch {
      if (mine !== turn.current) return;
      setBusy(null);
      setGeolocationFailed(true);
      return;
    }
    if (mine !== turn.current) return;
    setBusy(null);
    setErrors(null);
    setForm((current) => ({ ...current, lat: position.lat, lng: position.lng, geocoded: true }));
    void readPoint(position, { kind: 'form' });
  };

  const selectSuggestion = (suggestion: AddressSuggestion) => {
    turn.current += 1;
    setBusy(null);
    setPinReading(null);
    setForm((current) => {
      const next = withPlace(current, suggestion, false);
      // A partial place (the street without the number) is not the door yet: CONTINUAR looks its
      // text up again, which asks the diner to confirm it on the map (`needsPinConfirmation`).
      placedFor.current = needsPinConfirmation(placeMatch(suggestion)) ? null : addressTextOf(next, mode);
      return next;
    });
    setErrors(null);
    setCloseError(null);
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

  const map = (
    <Stack gap="xs">
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
          near={near ?? null}
          onPositionChange={movePin}
          onTileStatusChange={setTiles}
        />
      </Suspense>
      {tiles === 'unavailable' && (
        <Text size="sm" tone="description" data-slot="tiles-unavailable">
          {locationMessages.tilesUnavailable}
        </Text>
      )}
    </Stack>
  );

  const pinStatus = pinReading && (
    <Text size="sm" tone={pinReading.status === 'nowhere' ? 'description' : 'default'}>
      {pinReading.status === 'reading'
        ? locationMessages.readingPin
        : pinReading.status === 'found'
          ? locationMessages.pinAt(pinReading.label)
          : locationMessages.pinNowhere}
    </Text>
  );

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
        value={form.fullAddress ?? ''}
        onValueChange={(text) => update('fullAddress', text)}
        {...(onSearch ? { onSearch } : {})}
        suggestions={suggestions}
        searching={searching}
        onSelect={selectSuggestion}
        onExpandedChange={onExpandedChange}
        error={fullAddressError}
      />
      {onLocateDevice && (
        <Stack gap="xs">
          <Button tone="bordered" loading={busy === 'locating'} onClick={() => void locateDevice()}>
            {addressModalTexts.useCurrentLocation}
          </Button>
          {geolocationFailed && (
            <Text role="alert" tone="danger" size="sm" weight="medium">
              {validationMessages.address.geolocationFailed}
            </Text>
          )}
        </Stack>
      )}
      {map}
      {pinStatus}
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

  const formStep = (
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
  );

  const backButton = (
    <Button tone="ghost" className={styles.back} onClick={backToForm}>
      {locationMessages.editAddress}
    </Button>
  );

  const stepAlert = stepError && (
    <Text role="alert" tone="danger" size="sm" weight="medium">
      {stepError}
    </Text>
  );

  const chooseStep = step.kind === 'choose' && (
    <div className={styles.panel} data-slot="address-choices">
      <fieldset className={choices.bareFieldset}>
        <legend id={stepHeadingId} tabIndex={-1} className={styles.legend}>
          {locationMessages.choosePlace}
        </legend>
        <div className={choices.choiceList}>
          {[...step.places, null].map((place) => {
            const value = place?.id ?? NONE_OF_THESE;
            return (
              <label key={value || 'none'} className={styles.choice}>
                <input
                  type="radio"
                  className={choices.radio}
                  name={`${baseId}-place`}
                  value={value}
                  checked={chosen === value}
                  onChange={() => setChosen(value)}
                />
                <span className={styles.choiceText}>
                  <span>{place ? place.label : locationMessages.noneOfThese}</span>
                  {place?.description && <span className={styles.choiceDescription}>{place.description}</span>}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {backButton}
    </div>
  );

  const pinStep = step.kind === 'pin' && (
    <div className={styles.panel} data-slot="address-pin">
      <h3 id={stepHeadingId} tabIndex={-1} className={styles.stepHeading}>
        {locationMessages.confirmOnMap}
      </h3>
      <Text size="sm">{step.found ? locationMessages.confirmPlace : locationMessages.notFound(step.text)}</Text>
      {map}
      <div aria-live="polite">{pinStatus}</div>
      {stepAlert}
      {backButton}
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
          <Button onClick={submit} loading={busy === 'resolving'}>
            {addressModalTexts.submit}
          </Button>
        </>
      }
    >
      <div ref={bodyRef} data-slot="address-form" data-mode={inputMode} data-step={step.kind}>
        {closeError && (
          <Text role="alert" tone="danger" size="sm" weight="medium">
            {closeError}
          </Text>
        )}
        <div aria-live="polite" data-slot="address-status">
          {busy === 'resolving' && <Text size="sm">{locationMessages.searchingAddress}</Text>}
        </div>
        {step.kind === 'form' ? formStep : step.kind === 'choose' ? chooseStep : pinStep}
      </div>
    </Modal>
  );
}
