import type { UserLocation } from '@comanda/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { addressSuggestions } from '../AddressSearch/AddressSearch.fixtures.ts';
import { Button } from '../Button/Button.tsx';
import { AddressModal, type AddressModalProps } from './AddressModal.tsx';

/** A 1×1 transparent PNG: the map's tiles never need the network in stories. */
const blankTile =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const savedLocation: UserLocation = {
  fullAddress: 'Av. Santa Fe 3253, Palermo',
  betweenStreets: 'Coronel Díaz y Billinghurst',
  details: 'Piso 4 B',
  geocoded: false,
  fromLocalStorage: true,
};

const meta = {
  title: 'Address/AddressModal',
  component: AddressModal,
  args: {
    trigger: <Button tone="bordered">Cambiar dirección</Button>,
    tileUrl: blankTile,
    tileAttribution: '© OpenStreetMap',
    suggestions: addressSuggestions,
    onSearch: fn(),
    onSubmit: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
    onUseCurrentLocation: fn(),
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

/** Open → 'Mi dirección' → CONTINUAR asks for the address → free text, cross streets, clarifications → sent. */
export const FreeTextAddress: Story = {
  play: async ({ args, canvasElement }) => {
    const modal = await openFromTrigger(canvasElement);
    await expect(modal.getByRole('tab', { name: 'Mi dirección' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(modal.getByRole('button', { name: 'CONTINUAR' }));
    const address = modal.getByLabelText('Dirección');
    await expect(modal.getByRole('alert')).toHaveTextContent('Ingrese una dirección');
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(address).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(address, 'Av. Corrientes 1234');
    await expect(modal.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(modal.getByLabelText('Entrecalles (opcional)'), 'Uruguay y Talcahuano');
    await userEvent.type(modal.getByLabelText('Aclaraciones (opcional)'), 'Piso 3');
    await userEvent.click(modal.getByRole('button', { name: 'CONTINUAR' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      fullAddress: 'Av. Corrientes 1234',
      betweenStreets: 'Uruguay y Talcahuano',
      details: 'Piso 3',
      geocoded: false,
      fromLocalStorage: false,
    });
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onCancel).not.toHaveBeenCalled();
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
    await expect(search).toHaveValue('Av. Corrientes 1234');
    await expect(modal.getByRole('region', { name: 'Mapa' })).toHaveAttribute('data-state', 'chosen');
    await waitFor(() => expect(modal.getByTitle('Ubicación elegida')).toBeVisible());
    await userEvent.type(modal.getByLabelText('Aclaraciones (opcional)'), 'Timbre 2');
    await userEvent.click(modal.getByRole('button', { name: 'CONTINUAR' }));
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
    await expect(modal.getByRole('alert')).toHaveTextContent(message);
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

/** 'Usar mi ubicación actual' asks the caller for the device's coordinates. */
export const UseCurrentLocation: Story = {
  args: { defaultTab: 'location' },
  play: async ({ args, canvasElement }) => {
    const modal = await openFromTrigger(canvasElement);
    await userEvent.click(modal.getByRole('button', { name: 'Usar mi ubicación actual' }));
    await expect(args.onUseCurrentLocation).toHaveBeenCalledOnce();
  },
};

export const Locating: Story = {
  args: { defaultTab: 'location', defaultOpen: true, trigger: undefined, locating: true },
  play: async ({ canvasElement }) => {
    const modal = within(await shownDialog(canvasElement));
    await expect(modal.getByRole('button', { name: 'Usar mi ubicación actual' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const GeolocationFailed: Story = {
  args: { defaultTab: 'location', defaultOpen: true, trigger: undefined, geolocationFailed: true },
  play: async ({ canvasElement }) => {
    const modal = within(await shownDialog(canvasElement));
    await expect(modal.getByRole('alert')).toHaveTextContent('Error obteniendo coordenadas');
  },
};

function WithDeviceLocation(props: AddressModalProps) {
  const [resolved, setResolved] = useState<UserLocation | null>(null);
  return (
    <AddressModal
      {...props}
      resolvedLocation={resolved}
      onUseCurrentLocation={() => {
        props.onUseCurrentLocation?.();
        setResolved(addressSuggestions[0]?.location ?? null);
      }}
    />
  );
}

/** The caller answers the button with a place: the form and the map take it. */
export const ResolvedFromDevice: Story = {
  args: { defaultTab: 'location' },
  render: (args) => <WithDeviceLocation {...args} />,
  play: async ({ args, canvasElement }) => {
    const modal = await openFromTrigger(canvasElement);
    await openLocationTab(modal);
    await userEvent.click(modal.getByRole('button', { name: 'Usar mi ubicación actual' }));
    await expect(modal.getByRole('combobox', { name: 'Buscar dirección' })).toHaveValue(
      'Av. Corrientes 1234, San Nicolás, Buenos Aires',
    );
    await waitFor(() => expect(modal.getByTitle('Ubicación elegida')).toBeVisible());
    await userEvent.click(modal.getByRole('button', { name: 'CONTINUAR' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ lat: -34.6037, geocoded: true }));
  },
};

/** A click on the map moves the pin and tells the caller. */
export const MapClickMovesThePin: Story = {
  args: { defaultTab: 'location', defaultOpen: true, trigger: undefined },
  play: async ({ args, canvasElement }) => {
    const modal = within(await shownDialog(canvasElement));
    await waitFor(() => expect(modal.getByRole('region', { name: 'Mapa' })).toBeVisible());
    const container = modal.getByRole('region', { name: 'Mapa' }).querySelector('.leaflet-container') as HTMLElement;
    await userEvent.click(container);
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
