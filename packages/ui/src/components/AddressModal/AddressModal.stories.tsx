import type { UserLocation } from '@comanda/domain/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { addressSuggestions } from '../AddressSearch/AddressSearch.fixtures.ts';
import type { AddressSuggestion } from '../AddressSearch/AddressSearch.tsx';
import { Button } from '../Button/Button.tsx';
import { AddressModal } from './AddressModal.tsx';

/** A 1×1 transparent PNG: the map's tiles never need the network in stories. */
const blankTile =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
/** Tiles that never load (what a phone without network, or a blocked tile service, sees). */
const brokenTile = 'data:image/png;base64,bm90IGFuIGltYWdl';

const savedLocation: UserLocation = {
  fullAddress: 'Av. Santa Fe 3253, Palermo',
  betweenStreets: 'Coronel Díaz y Billinghurst',
  details: 'Piso 4 B',
  geocoded: false,
  fromLocalStorage: true,
};

/** The store the diner orders from (Sabores Palermo Centro). */
const store = { lat: -34.5875, lng: -58.4305 };

const place = (id: string, label: string, lat: number, lng: number, match: 'exact' | 'partial'): AddressSuggestion => {
  const [street = label, number = null] = label.split(/ (?=\d+$)/);
  return {
    id,
    label,
    description: 'Palermo, Buenos Aires',
    match,
    location: {
      fullAddress: `${label}, Palermo, Buenos Aires`,
      street,
      number,
      locality: 'Palermo',
      city: 'Buenos Aires',
      postalCode: 'C1414',
      country: 'ar',
      lat,
      lng,
      geocoded: true,
    },
  };
};
const gorriti4700 = place('gorriti-4700', 'Gorriti 4700', -34.5881, -58.4282, 'exact');
const honduras4800 = place('honduras-4800', 'Honduras 4800', -34.5873, -58.4306, 'exact');
const hondurasChico = {
  ...place('honduras-4800-chico', 'Honduras 4800', -34.5812, -58.4101, 'exact'),
  description: 'Palermo Chico, Buenos Aires',
};
const gorritiStreet = place('gorriti', 'Gorriti', -34.589, -58.43, 'partial');

const meta = {
  title: 'Address/AddressModal',
  component: AddressModal,
  args: {
    trigger: <Button tone="bordered">Cambiar dirección</Button>,
    tileUrl: blankTile,
    tileAttribution: '© OpenStreetMap',
    suggestions: addressSuggestions,
    near: store,
    onSearch: fn(),
    onSubmit: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
    onMapPositionChange: fn(),
  },
} satisfies Meta<typeof AddressModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The dialog once its opening animation has finished. */
async function shownDialog(canvasElement: HTMLElement) {
  const dialog = await bodyOf(canvasElement).findByRole('dialog', { name: '¿Dónde estás?' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

async function openFromTrigger(canvasElement: HTMLElement) {
  await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: 'Cambiar dirección' }));
  return within(await shownDialog(canvasElement));
}

async function openLocationTab(modal: ReturnType<typeof within>) {
  await userEvent.click(modal.getByRole('tab', { name: 'Mi ubicación' }));
  // The map is loaded lazily.
  await waitFor(() => expect(modal.getByRole('region', { name: 'Mapa' })).toBeVisible());
}

const leafletContainer = (modal: ReturnType<typeof within>) =>
  modal.getByRole('region', { name: 'Mapa' }).querySelector('.leaflet-container') as HTMLElement;

/** Open → 'Mi dirección' → CONTINUAR asks for the address → free text, cross streets, clarifications → sent. */
export const FreeTextAddress: Story = {
  play: async ({ args, canvasElement }) => {
    const modal = await openFromTrigger(canvasElement);
    await expect(modal.getByRole('tab', { name: 'Mi dirección' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(modal.getByRole('button', { name: 'CONTINUAR' }));
    const address = modal.getByLabelText('Dirección');
    await expect(address).toHaveAccessibleDescription('Ingrese una dirección');
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(modal.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(address).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(address, 'Av. Corrientes 1234');
    await expect(address).not.toHaveAttribute('aria-invalid');
    await userEvent.type(modal.getByLabelText('Entrecalles (opcional)'), 'Uruguay y Talcahuano');
    await userEvent.type(modal.getByLabelText('Aclaraciones (opcional)'), 'Piso 3');
    await userEvent.click(modal.getByRole('button', { name: 'CONTINUAR' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        fullAddress: 'Av. Corrientes 1234',
        betweenStreets: 'Uruguay y Talcahuano',
        details: 'Piso 3',
        geocoded: false,
        fromLocalStorage: false,
      }),
    );
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** A typed address the geocoder finds exactly once is taken as the geocoded place. */
export const TypedAddressFound: Story = {
  args: { onResolveAddress: fn(async () => [gorriti4700]) },
  play: async ({ args, canvasElement }) => {
    const modal = await openFromTrigger(canvasElement);
    await userEvent.type(modal.getByLabelText('Dirección'), 'gorriti 4700');
    await userEvent.click(modal.getByRole('button', { name: 'CONTINUAR' }));
    await expect(args.onResolveAddress).toHaveBeenCalledWith('gorriti 4700');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          fullAddress: 'Gorriti 4700, Palermo, Buenos Aires',
          street: 'Gorriti',
          number: '4700',
          postalCode: 'C1414',
          lat: -34.5881,
          lng: -58.4282,
          geocoded: true,
        }),
      ),
    );
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The geocoder is looking the typed address up: CONTINUAR is busy and the modal says so. */
export const LookingUpTypedAddress: Story = {
  args: { defaultOpen: true, trigger: undefined, onResolveAddress: () => new Promise(() => {}) },
  play: async ({ canvasElement }) => {
    const modal = within(await shownDialog(canvasElement));
    await userEvent.type(modal.getByLabelText('Dirección'), 'Honduras 4800');
    await userEvent.click(modal.getByRole('button', { name: 'CONTINUAR' }));
    await expect(modal.getByRole('button', { name: 'CONTINUAR' })).toHaveAttribute('aria-busy', 'true');
    await expect(modal.getByText('Buscando tu dirección…')).toBeVisible();
  },
};

/** Several places match: they are offered, the first one chosen. */
export const SeveralPlacesToChoose: Story = {
  args: { onResolveAddress: fn(async () => [honduras4800, hondurasChico]) },
  play: async ({ args, canvasElement }) => {
    const modal = await openFromTrigger(canvasElement);
    await userEvent.type(modal.getByLabelText('Dirección'), 'Honduras 4800');
    await userEvent.click(modal.getByRole('button', { name: 'CONTINUAR' }));
    const choices = await modal.findByRole('group', { name: 'Encontramos varias direcciones. ¿Cuál es la tuya?' });
    const radios = within(choices).getAllByRole('radio');
    await expect(radios).toHaveLength(3);
    await expect(radios[0]).toBeChecked();
    await expect(within(choices).getByRole('radio', { name: /Ninguna: marcarla en el mapa/ })).not.toBeChecked();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The diner picks one of them: an exact place is taken at once. */
export const PickOneOfSeveral: Story = {
  args: SeveralPlacesToChoose.args,
  play: async (context) => {
    await SeveralPlacesToChoose.play?.(context);
    const { args, canvasElement } = context;
    const modal = within(await shownDialog(canvasElement));
    await userEvent.click(modal.getByRole('radio', { name: /Palermo Chico/ }));
    await userEvent.click(modal.getByRole('button', { name: 'CONTINUAR' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ lat: -34.5812, lng: -58.4101 }));
  },
};

/** None of the places is the diner's: back to the form, or to the map. */
export const NoneOfThePlaces: Story = {
  args: { onResolveAddress: fn(async () => [honduras4800, hondurasChico]) },
  play: async ({ canvasElement }) => {
    const modal = await openFromTrigger(canvasElement);
    await userEvent.type(modal.getByLabelText('Dirección'), 'Honduras 4800');
    await userEvent.click(modal.getByRole('button', { name: 'CONTINUAR' }));
    await userEvent.click(await modal.findByRole('button', { name: 'Editar dirección' }));
    await expect(modal.getByLabelText('Dirección')).toHaveValue('Honduras 4800');
    await userEvent.click(modal.getByRole('button', { name: 'CONTINUAR' }));
    await userEvent.click(await modal.findByRole('radio', { name: /Ninguna: marcarla en el mapa/ }));
    await userEvent.click(modal.getByRole('button', { name: 'CONTINUAR' }));
    await expect(await modal.findByRole('heading', { name: 'Confirma tu ubicación en el mapa' })).toBeVisible();
  },
};

/** Nothing matches: the diner is asked to place the pin, and CONTINUAR waits for it. */
export const NotFoundAsksForThePin: Story = {
  args: {
    onResolveAddress: fn(async () => []),
    onReverseGeocode: fn(async () => gorriti4700),
  },
  play: async ({ canvasElement }) => {
    const modal = await openFromTrigger(canvasElement);
    await userEvent.type(modal.getByLabelText('Dirección'), 'Pasaje Santa Rosa 4701');
    await userEvent.click(modal.getByRole('button', { name: 'CONTINUAR' }));
    const heading = await modal.findByRole('heading', { name: 'Confirma tu ubicación en el mapa' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(modal.getByText(/No encontramos «Pasaje Santa Rosa 4701»/)).toBeVisible();
    await waitFor(() => expect(modal.getByRole('region', { name: 'Mapa' })).toHaveAttribute('data-state', 'default'));
    await userEvent.click(modal.getByRole('button', { name: 'CONTINUAR' }));
    await expect(modal.getByRole('alert')).toHaveTextContent('Toca el mapa donde recibirás el pedido.');
  },
};

/** A tap places the pin, its point is read back, and the typed text stays the address. */
export const NotFoundPinPlaced: Story = {
  args: NotFoundAsksForThePin.args,
  play: async (context) => {
    await NotFoundAsksForThePin.play?.(context);
    const { args, canvasElement } = context;
    const modal = within(await shownDialog(canvasElement));
    await userEvent.click(leafletContainer(modal));
    await waitFor(() => expect(modal.getByTitle('Ubicación elegida')).toBeVisible());
    await expect(await modal.findByText('El pin está en Gorriti 4700.')).toBeVisible();
    await expect(modal.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(modal.getByRole('button', { name: 'CONTINUAR' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        fullAddress: 'Pasaje Santa Rosa 4701',
        city: 'Buenos Aires',
        postalCode: 'C1414',
        lat: expect.closeTo(store.lat, 1),
        geocoded: true,
      }),
    );
    const [sent] = (args.onSubmit as ReturnType<typeof fn>).mock.lastCall ?? [];
    await expect(sent.street ?? null).toBeNull();
  },
};

/** The pin by keyboard: Enter on the map puts it at the centre, the arrow keys move it. */
export const PinByKeyboard: Story = {
  args: { defaultOpen: true, trigger: undefined, onResolveAddress: fn(async () => []) },
  play: async ({ args, canvasElement }) => {
    const modal = within(await shownDialog(canvasElement));
    await userEvent.type(modal.getByLabelText('Dirección'), 'Lote 12');
    await userEvent.click(modal.getByRole('button', { name: 'CONTINUAR' }));
    await modal.findByRole('heading', { name: 'Confirma tu ubicación en el mapa' });
    const map = await waitFor(() => leafletContainer(modal));
    await expect(map).toHaveAccessibleDescription(/Enter en el mapa coloca el pin/);
    map.focus();
    await userEvent.keyboard('{Enter}');
    const pin = await waitFor(() => modal.getByRole('button', { name: 'Ubicación elegida' }));
    const [placed] = (args.onMapPositionChange as ReturnType<typeof fn>).mock.lastCall ?? [];
    await expect(placed).toEqual({ lat: expect.closeTo(store.lat, 4), lng: expect.closeTo(store.lng, 4) });
    pin.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    const [moved] = (args.onMapPositionChange as ReturnType<typeof fn>).mock.lastCall ?? [];
    await expect(moved.lng).toBeGreaterThan(placed.lng);
    await expect(moved.lat).toBeGreaterThan(placed.lat);
    await expect(pin).toHaveFocus();
    await userEvent.click(modal.getByRole('button', { name: 'CONTINUAR' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ fullAddress: 'Lote 12', lat: moved.lat, lng: moved.lng }),
    );
  },
};

/** One partial place (the street, not the number): shown on the map for the diner to confirm. */
export const ConfirmPartialPlace: Story = {
  args: { defaultOpen: true, trigger: undefined, onResolveAddress: fn(async () => [gorritiStreet]) },
  play: async ({ args, canvasElement }) => {
    const modal = within(await shownDialog(canvasElement));
    await userEvent.type(modal.getByLabelText('Dirección'), 'Gorriti 9999');
    await userEvent.click(modal.getByRole('button', { name: 'CONTINUAR' }));
    await modal.findByRole('heading', { name: 'Confirma tu ubicación en el mapa' });
    await expect(modal.getByText('Revisa que el pin esté en tu puerta; puedes moverlo.')).toBeVisible();
    await waitFor(() => expect(modal.getByTitle('Ubicación elegida')).toBeVisible());
    await expect(modal.getByText('El pin está en Gorriti.')).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: 'CONTINUAR' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ fullAddress: 'Gorriti 9999', lat: -34.589, lng: -58.43, postalCode: 'C1414' }),
    );
  },
};

/** The pin's point is being read back: the modal says so. */
export const ReadingThePin: Story = {
  args: {
    defaultOpen: true,
    trigger: undefined,
    defaultTab: 'location',
    onReverseGeocode: () => new Promise(() => {}),
  },
  play: async ({ canvasElement }) => {
    const modal = within(await shownDialog(canvasElement));
    await waitFor(() => expect(modal.getByRole('region', { name: 'Mapa' })).toBeVisible());
    await userEvent.click(leafletContainer(modal));
    await expect(await modal.findByText('Buscando la dirección del pin…')).toBeVisible();
  },
};

/** In 'Mi ubicación' a moved pin reads its point back into the address. */
export const PinFillsTheAddress: Story = {
  args: { defaultTab: 'location', onReverseGeocode: fn(async () => gorriti4700) },
  play: async ({ args, canvasElement }) => {
    const modal = await openFromTrigger(canvasElement);
    await waitFor(() => expect(modal.getByRole('region', { name: 'Mapa' })).toBeVisible());
    await userEvent.click(leafletContainer(modal));
    const search = modal.getByRole('combobox', { name: 'Buscar dirección' });
    await waitFor(() => expect(search).toHaveValue('Gorriti 4700, Palermo, Buenos Aires'));
    await userEvent.click(modal.getByRole('button', { name: 'CONTINUAR' }));
    const [clicked] = (args.onMapPositionChange as ReturnType<typeof fn>).mock.lastCall ?? [];
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ street: 'Gorriti', number: '4700', lat: clicked.lat, lng: clicked.lng }),
    );
  },
};

/** No tile loads: one line says so, and the address fields stay the way to finish. */
export const TilesUnavailable: Story = {
  args: { defaultOpen: true, trigger: undefined, defaultTab: 'location', tileUrl: brokenTile },
  play: async ({ canvasElement }) => {
    const modal = within(await shownDialog(canvasElement));
    await expect(await modal.findByText('Mapa no disponible: escribe calle y número.')).toBeVisible();
    await expect(modal.getByRole('region', { name: 'Mapa' })).toHaveAttribute('data-tiles', 'unavailable');
    await expect(modal.getByRole('combobox', { name: 'Buscar dirección' })).toBeEnabled();
  },
};

/** The checkout's 'Ubicar en el mapa': the saved text is looked up again and shown on the map to confirm. */
export const StartOnTheMap: Story = {
  args: {
    defaultOpen: true,
    trigger: undefined,
    start: 'placeOnMap',
    location: { fullAddress: 'gorriti 4700' },
    onResolveAddress: fn(async () => [gorriti4700]),
  },
  play: async ({ args, canvasElement }) => {
    const modal = within(await shownDialog(canvasElement));
    await modal.findByRole('heading', { name: 'Confirma tu ubicación en el mapa' });
    await expect(args.onResolveAddress).toHaveBeenCalledWith('gorriti 4700');
    await waitFor(() => expect(modal.getByTitle('Ubicación elegida')).toBeVisible());
    await userEvent.click(modal.getByRole('button', { name: 'CONTINUAR' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ fullAddress: 'gorriti 4700', lat: -34.5881, geocoded: true }),
    );
  },
};

/** Without a saved address the modal cannot be closed: Escape, the X and CANCELAR say so. */
export const AddressRequiredToClose: Story = {
  play: async ({ args, canvasElement }) => {
    const modal = await openFromTrigger(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(await modal.findByRole('alert')).toHaveTextContent('Debe ingresar la dirección');
    await userEvent.click(modal.getByRole('button', { name: 'Cerrar' }));
    await userEvent.click(modal.getByRole('button', { name: 'CANCELAR' }));
    await expect(bodyOf(canvasElement).getByRole('dialog')).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

/** With a saved address: the form starts from it, and Escape closes. */
export const ClosesWithSavedAddress: Story = {
  args: { location: savedLocation },
  play: async ({ args, canvasElement }) => {
    const modal = await openFromTrigger(canvasElement);
    await expect(modal.getByLabelText('Dirección')).toHaveValue('Av. Santa Fe 3253, Palermo');
    await expect(modal.getByLabelText('Aclaraciones (opcional)')).toHaveValue('Piso 4 B');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(bodyOf(canvasElement).getByRole('button', { name: 'Cambiar dirección' })).toHaveFocus();
  },
};

/** CANCELAR keeps the saved address: what was typed is dropped on the next opening. */
export const CancelDropsChanges: Story = {
  args: { location: savedLocation },
  play: async ({ args, canvasElement }) => {
    let modal = await openFromTrigger(canvasElement);
    await userEvent.clear(modal.getByLabelText('Dirección'));
    await userEvent.type(modal.getByLabelText('Dirección'), 'Otra dirección');
    await userEvent.click(modal.getByRole('button', { name: 'CANCELAR' }));
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    modal = await openFromTrigger(canvasElement);
    await expect(modal.getByLabelText('Dirección')).toHaveValue('Av. Santa Fe 3253, Palermo');
  },
};

/** The branch contact requires cross streets. */
export const BetweenStreetsRequired: Story = {
  args: { betweenStreetsRequired: true, defaultOpen: true, trigger: undefined },
  play: async ({ args, canvasElement }) => {
    const modal = within(await shownDialog(canvasElement));
    await userEvent.type(modal.getByLabelText('Dirección'), 'Av. Corrientes 1234');
    await userEvent.click(modal.getByRole('button', { name: 'CONTINUAR' }));
    const betweenStreets = modal.getByLabelText('Entrecalles');
    await expect(betweenStreets).toHaveAccessibleDescription('Ingrese un entrecalles');
    await waitFor(() => expect(betweenStreets).toHaveFocus());
    await userEvent.type(betweenStreets, 'Uruguay y Talcahuano');
    await userEvent.click(modal.getByRole('button', { name: 'CONTINUAR' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ fullAddress: 'Av. Corrientes 1234', betweenStreets: 'Uruguay y Talcahuano' }),
    );
  },
};

/** 'Mi ubicación': search → arrows and Enter pick a place → the map pins it → CONTINUAR sends the geocoded place. */
export const SearchOnTheMap: Story = {
  args: { onResolveAddress: fn(async () => []) },
  play: async ({ args, canvasElement }) => {
    const modal = await openFromTrigger(canvasElement);
    await openLocationTab(modal);
    await expect(modal.getByRole('region', { name: 'Mapa' })).toHaveAttribute('data-state', 'default');
    await userEvent.click(modal.getByRole('button', { name: 'CONTINUAR' }));
    const search = modal.getByRole('combobox', { name: 'Buscar dirección' });
    await expect(search).toHaveAccessibleDescription('Ingrese una dirección');
    await userEvent.type(search, 'Corrientes');
    await expect(args.onSearch).toHaveBeenLastCalledWith('Corrientes');
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(search).toHaveValue('Av. Corrientes 1234, San Nicolás, Buenos Aires');
    await expect(modal.getByRole('region', { name: 'Mapa' })).toHaveAttribute('data-state', 'chosen');
    await waitFor(() => expect(modal.getByTitle('Ubicación elegida')).toBeVisible());
    await userEvent.type(modal.getByLabelText('Aclaraciones (opcional)'), 'Timbre 2');
    await userEvent.click(modal.getByRole('button', { name: 'CONTINUAR' }));
    // A picked place is not looked up again.
    await expect(args.onResolveAddress).not.toHaveBeenCalled();
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        fullAddress: 'Av. Corrientes 1234, San Nicolás, Buenos Aires',
        lat: -34.6037,
        lng: -58.3842,
        city: 'Buenos Aires',
        details: 'Timbre 2',
        geocoded: true,
        fromLocalStorage: false,
      }),
    );
  },
};

/** Text typed in the search box without picking a suggestion is looked up like the free text. */
export const SearchTextWithoutPicking: Story = {
  args: { defaultTab: 'location', suggestions: [], onResolveAddress: fn(async () => [gorriti4700]) },
  play: async ({ args, canvasElement }) => {
    const modal = await openFromTrigger(canvasElement);
    await userEvent.type(modal.getByRole('combobox', { name: 'Buscar dirección' }), 'Gorriti 4700');
    await userEvent.click(modal.getByRole('button', { name: 'CONTINUAR' }));
    await expect(args.onResolveAddress).toHaveBeenCalledWith('Gorriti 4700');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ lat: -34.5881 })));
  },
};

/** Escape first closes the open list of suggestions, then the modal. */
export const EscapeClosesSuggestionsFirst: Story = {
  args: { location: savedLocation, defaultTab: 'location' },
  play: async ({ args, canvasElement }) => {
    const modal = await openFromTrigger(canvasElement);
    const search = modal.getByRole('combobox', { name: 'Buscar dirección' });
    await userEvent.clear(search);
    await userEvent.type(search, 'Corr');
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await expect(bodyOf(canvasElement).getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Complex inputs: street, postal code, city and province are all required, and a picked place fills them. */
export const ComplexInputs: Story = {
  args: { inputMode: 'complex', defaultTab: 'location', defaultOpen: true, trigger: undefined },
  play: async ({ args, canvasElement }) => {
    const modal = within(await shownDialog(canvasElement));
    await userEvent.click(modal.getByRole('button', { name: 'CONTINUAR' }));
    const message = 'Asegúrese de completar todos los campos obligatorios';
    // Each field says it once, as its description; the first one in error takes the focus.
    await expect(modal.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(modal.getByLabelText('Calle')).toHaveFocus());
    for (const label of ['Calle', 'Código postal', 'Ciudad', 'Provincia']) {
      await expect(modal.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      await expect(modal.getByLabelText(label)).toHaveAccessibleDescription(message);
    }
    await waitFor(() => expect(modal.getByLabelText('Calle')).toHaveFocus());
    await userEvent.type(modal.getByLabelText('Calle'), 'Bv. Oroño');
    await userEvent.type(modal.getByLabelText('Número'), '1500');
    await userEvent.type(modal.getByLabelText('Código postal'), 'S2000');
    await userEvent.type(modal.getByLabelText('Ciudad'), 'Rosario');
    await userEvent.click(modal.getByRole('button', { name: 'CONTINUAR' }));
    await expect(modal.getByLabelText('Provincia')).toHaveAccessibleDescription(message);
    await expect(modal.getByLabelText('Ciudad')).not.toHaveAttribute('aria-invalid');
    await userEvent.type(modal.getByLabelText('Provincia'), 'Santa Fe');
    await userEvent.click(modal.getByRole('button', { name: 'CONTINUAR' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        street: 'Bv. Oroño',
        number: '1500',
        postalCode: 'S2000',
        city: 'Rosario',
        province: 'Santa Fe',
      }),
    );
  },
};

export const ComplexInputsFromSearch: Story = {
  args: { inputMode: 'complex', defaultTab: 'location', defaultOpen: true, trigger: undefined },
  play: async ({ canvasElement }) => {
    const modal = within(await shownDialog(canvasElement));
    await userEvent.type(modal.getByRole('combobox', { name: 'Buscar dirección' }), 'Rosario');
    await userEvent.click(modal.getByRole('option', { name: /Corrientes 800/ }));
    await expect(modal.getByLabelText('Calle')).toHaveValue('Corrientes');
    await expect(modal.getByLabelText('Número')).toHaveValue('800');
    await expect(modal.getByLabelText('Código postal')).toHaveValue('S2000');
    await expect(modal.getByLabelText('Ciudad')).toHaveValue('Rosario');
    await expect(modal.getByLabelText('Provincia')).toHaveValue('Santa Fe');
  },
};

/** 'Usar mi ubicación actual' reads the device's point and fills street, number, city and postal code from it. */
export const UseCurrentLocation: Story = {
  args: {
    defaultTab: 'location',
    onLocateDevice: fn(async () => ({ lat: -34.5881, lng: -58.4282 })),
    onReverseGeocode: fn(async () => gorriti4700),
  },
  play: async ({ args, canvasElement }) => {
    const modal = await openFromTrigger(canvasElement);
    await openLocationTab(modal);
    await userEvent.click(modal.getByRole('button', { name: 'Usar mi ubicación actual' }));
    await expect(args.onLocateDevice).toHaveBeenCalledOnce();
    await expect(args.onReverseGeocode).toHaveBeenCalledWith({ lat: -34.5881, lng: -58.4282 });
    await expect(modal.getByRole('combobox', { name: 'Buscar dirección' })).toHaveValue(
      'Gorriti 4700, Palermo, Buenos Aires',
    );
    await waitFor(() => expect(modal.getByTitle('Ubicación elegida')).toBeVisible());
    await userEvent.click(modal.getByRole('button', { name: 'CONTINUAR' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        street: 'Gorriti',
        number: '4700',
        city: 'Buenos Aires',
        postalCode: 'C1414',
        lat: -34.5881,
        geocoded: true,
      }),
    );
  },
};

export const Locating: Story = {
  args: {
    defaultTab: 'location',
    defaultOpen: true,
    trigger: undefined,
    onLocateDevice: () => new Promise(() => {}),
  },
  play: async ({ canvasElement }) => {
    const modal = within(await shownDialog(canvasElement));
    const button = modal.getByRole('button', { name: 'Usar mi ubicación actual' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const GeolocationFailed: Story = {
  args: {
    defaultTab: 'location',
    defaultOpen: true,
    trigger: undefined,
    onLocateDevice: () => Promise.reject(new Error('denied')),
  },
  play: async ({ canvasElement }) => {
    const modal = within(await shownDialog(canvasElement));
    await userEvent.click(modal.getByRole('button', { name: 'Usar mi ubicación actual' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent('Error obteniendo coordenadas');
  },
};

/** A click on the map moves the pin and tells the caller. */
export const MapClickMovesThePin: Story = {
  args: { defaultTab: 'location', defaultOpen: true, trigger: undefined },
  play: async ({ args, canvasElement }) => {
    const modal = within(await shownDialog(canvasElement));
    await waitFor(() => expect(modal.getByRole('region', { name: 'Mapa' })).toBeVisible());
    await userEvent.click(leafletContainer(modal));
    await waitFor(() => expect(args.onMapPositionChange).toHaveBeenCalled());
    await waitFor(() => expect(modal.getByTitle('Ubicación elegida')).toBeVisible());
  },
};

/** At most the window height minus 180 px (diner §2). */
export const MaxHeight: Story = {
  args: { defaultOpen: true, trigger: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await shownDialog(canvasElement);
    const window = canvasElement.ownerDocument.defaultView as Window;
    await expect(dialog.style.maxHeight).toBe(`${window.innerHeight - 180}px`);
  },
};

/** Dark: suggestions while typing in 'Mi ubicación' (contrast checked by axe). */
export const SearchOnTheMapDark: Story = { ...SearchOnTheMap, globals: { mode: 'dark' } };

/** Dark: several places found for the typed text. */
export const SeveralPlacesToChooseDark: Story = { ...SeveralPlacesToChoose, globals: { mode: 'dark' } };

/** Dark: nothing found, the diner is asked to place the pin. */
export const NotFoundAsksForThePinDark: Story = { ...NotFoundAsksForThePin, globals: { mode: 'dark' } };

/** Dark: the pin's point being read back. */
export const ReadingThePinDark: Story = { ...ReadingThePin, globals: { mode: 'dark' } };

/** Dark: the device's position read back into the address. */
export const UseCurrentLocationDark: Story = { ...UseCurrentLocation, globals: { mode: 'dark' } };

/** Dark: map tiles unavailable. */
export const TilesUnavailableDark: Story = { ...TilesUnavailable, globals: { mode: 'dark' } };
