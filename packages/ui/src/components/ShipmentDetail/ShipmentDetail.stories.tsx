import { riderShipmentListPath } from '@comanda/domain/rider';
import { chooseStackShipment, shipmentMessages } from '@comanda/domain/shipments';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShipmentDetail, type ShipmentDetailDrop } from './ShipmentDetail.tsx';

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const me = { id: 'rider-1' };
const otherRider = { id: 'rider-2' };

const simpleDrop: ShipmentDetailDrop = {
  id: '101',
  status: 'ON_ROUTE_TO_DROPOFF',
  stackingOrder: 0,
  address: 'Av. Santa Fe 3200, CABA',
  customer: { name: 'María González', phone: '+54 9 11 5555-4444' },
};

const meta = {
  title: 'Logistics/ShipmentDetail',
  component: ShipmentDetail,
  args: {
    type: 'simple',
    id: '101',
    code: 'A1B2C3',
    date: '2025-04-12T00:30:00Z',
    status: 'LOOKING_FOR_DRIVER',
    holder: null,
    riderId: me.id,
    pickupAddress: 'Av. Corrientes 1234, CABA',
    drops: [{ ...simpleDrop, status: 'LOOKING_FOR_DRIVER' }],
    mapHref: 'https://www.google.com/maps/dir/?api=1&destination=-34.5886,-58.4109',
    listHref: riderShipmentListPath('la-esquina'),
    onRefresh: fn(),
    onCancel: fn(),
    onChooseCurrent: fn(),
    onStep: fn(),
    vibrate: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShipmentDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Offered to riders: slide to accept; nothing to cancel yet; no customer details. */
export const LookingForDriver: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pedido A1B2C3' })).toBeVisible();
    await expect(canvas.getByText('11/04/2025 · 21:30 hs')).toBeVisible();
    await expect(canvas.getByText('Buscando repartidor')).toBeVisible();
    const stops = within(canvas.getByRole('list', { name: 'Direcciones' })).getAllByRole('listitem');
    await expect(stops.map((stop) => stop.textContent)).toEqual([
      'A: Av. Corrientes 1234, CABA',
      'B: Av. Santa Fe 3200, CABA',
    ]);
    await expect(canvas.getByRole('link', { name: 'Ver en mapa' })).toHaveAttribute('href', args.mapHref);
    await expect(canvas.queryByRole('heading', { name: 'Recibe' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Cancelar/ })).not.toBeInTheDocument();
    const slider = canvas.getByRole('slider', { name: 'Aceptar envío' });
    slider.focus();
    await userEvent.keyboard('{ArrowRight>6/}');
    await expect(args.onStep).toHaveBeenCalledWith({ next: 'ON_ROUTE_TO_PICKUP', label: 'Aceptar envío' });
    await expect(canvas.getByRole('link', { name: 'Ver envíos' })).toHaveAttribute(
      'href',
      '/logistics/la-esquina/shipments',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Actualizar' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** Accepted: 'En el local' next, and the shipment can be canceled, once confirmed. */
export const OnRouteToPickup: Story = {
  args: { status: 'ON_ROUTE_TO_PICKUP', holder: me, drops: [{ ...simpleDrop, status: 'ON_ROUTE_TO_PICKUP' }] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    await expect(canvas.getByRole('slider', { name: 'En el local' })).toBeVisible();
    const cancel = canvas.getByRole('button', { name: 'Cancelar envío en curso' });
    await userEvent.click(cancel);
    const dialog = await body.findByRole('dialog', { name: '¿Cancelar el envío en curso?' });
    await expect(dialog).toHaveAccessibleDescription('El envío dejará de estar a tu cargo. No se puede deshacer.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(cancel).toHaveFocus();
    await userEvent.click(cancel);
    await userEvent.click(within(await body.findByRole('dialog')).getByRole('button', { name: 'Sí, cancelar' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const InStore: Story = {
  args: { status: 'IN_STORE', holder: me, drops: [{ ...simpleDrop, status: 'IN_STORE' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('slider', { name: 'En camino al cliente' })).toBeVisible();
  },
};

function SteppingShipment(props: ComponentProps<typeof ShipmentDetail>) {
  const [status, setStatus] = useState(props.status);
  const drops = props.drops.map((drop) => ({ ...drop, status }));
  return <ShipmentDetail {...props} status={status} drops={drops} onStep={(step) => setStatus(step.next)} />;
}

/** The slider says what it will do by its name; once confirmed, the status badge, a polite live region, says the new status. */
export const AnnouncesTheNewStatus: Story = {
  args: { status: 'ON_ROUTE_TO_PICKUP', holder: me, drops: [{ ...simpleDrop, status: 'ON_ROUTE_TO_PICKUP' }] },
  render: (args) => <SteppingShipment {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const change = canvas.getByRole('status');
    await expect(change).toHaveTextContent('En camino al local');
    canvas.getByRole('slider', { name: 'En el local' }).focus();
    for (let press = 0; press < 6; press += 1) await userEvent.keyboard('{ArrowRight}');
    await expect(change).toHaveTextContent('En el local');
    await expect(canvas.getByRole('slider', { name: 'En camino al cliente' })).toBeVisible();
    canvas.getByRole('slider', { name: 'En camino al cliente' }).focus();
    for (let press = 0; press < 6; press += 1) await userEvent.keyboard('{ArrowRight}');
    await expect(change).toHaveTextContent('En camino al cliente');
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
  },
};

/** On the way to the customer: the 'Recibe' card with name and a WhatsApp link. */
export const OnRouteToDropoff: Story = {
  args: { status: 'ON_ROUTE_TO_DROPOFF', holder: me, drops: [simpleDrop] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(canvas.getByRole('region', { name: 'Recibe' }));
    await expect(card.getByText('Nombre')).toBeVisible();
    await expect(card.getByText('María González')).toBeVisible();
    await expect(card.getByText('Teléfono')).toBeVisible();
    await expect(card.getByRole('link', { name: '+54 9 11 5555-4444' })).toHaveAttribute(
      'href',
      'https://wa.me/5491155554444',
    );
    // The slider waits for the customer's four digits.
    const slider = canvas.getByRole('slider', { name: 'Entregado' });
    await expect(slider).toHaveAttribute('aria-disabled', 'true');
    const code = canvas.getByRole('textbox', { name: 'Clave de entrega' });
    await expect(code).toHaveAccessibleDescription('Pide al cliente la clave de 4 números que ve en su seguimiento');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(code, '48-2a1 9');
    await expect(code).toHaveValue('4821');
    slider.focus();
    await userEvent.keyboard('{Enter>6/}');
    await expect(args.onStep).toHaveBeenCalledWith({ next: 'DELIVERED', label: 'Entregado' }, '4821');
  },
};

/** The server refused the code: its message by the field, which stays editable. */
export const DeliveryCodeWrong: Story = {
  args: {
    status: 'ON_ROUTE_TO_DROPOFF',
    holder: me,
    drops: [{ ...simpleDrop, deliveryCode: { attemptsLeft: 4, waived: false } }],
    deliveryCodeError: 'La clave de entrega no es correcta. Te quedan 4 intentos.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByRole('textbox', { name: 'Clave de entrega' });
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(code).toHaveAccessibleDescription('La clave de entrega no es correcta. Te quedan 4 intentos.');
    await userEvent.type(code, '1234');
    await expect(canvas.getByRole('slider', { name: 'Entregado' })).not.toHaveAttribute('aria-disabled', 'true');
  },
};

/** Five wrong codes: no field and no slider, the rider calls the venue. */
export const DeliveryCodeLocked: Story = {
  args: {
    status: 'ON_ROUTE_TO_DROPOFF',
    holder: me,
    drops: [{ ...simpleDrop, deliveryCode: { attemptsLeft: 0, waived: false } }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Superaste los intentos de la clave de entrega. Llama al local para que confirme la entrega.',
    );
    await expect(canvas.queryByRole('textbox', { name: 'Clave de entrega' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('slider')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Actualizar' })).toBeEnabled();
  },
};

/** Staff waived the code: the rider slides without it. */
export const DeliveryCodeWaived: Story = {
  args: {
    status: 'ON_ROUTE_TO_DROPOFF',
    holder: me,
    drops: [{ ...simpleDrop, deliveryCode: { attemptsLeft: 0, waived: true } }],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('El local confirmó la entrega sin clave')).toHaveAttribute('role', 'status');
    const slider = canvas.getByRole('slider', { name: 'Entregado' });
    slider.focus();
    await userEvent.keyboard('{ArrowRight>6/}');
    await expect(args.onStep).toHaveBeenCalledWith({ next: 'DELIVERED', label: 'Entregado' });
  },
};

/** The update is running: the slider waits. */
export const Updating: Story = {
  args: { status: 'ON_ROUTE_TO_DROPOFF', holder: me, drops: [simpleDrop], updating: true, canceling: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('slider', { name: 'Entregado' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A return shipment, delivered: back to the venue. */
export const ReturnShipment: Story = {
  args: { status: 'DELIVERED', holder: me, drops: [{ ...simpleDrop, status: 'DELIVERED', returnShipment: true }] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Regreso al local').length).toBeGreaterThan(0);
    const slider = canvas.getByRole('slider', { name: 'Regreso al local' });
    slider.focus();
    await userEvent.keyboard('{ArrowRight>6/}');
    await expect(args.onStep).toHaveBeenCalledWith({ next: 'RETURNED', label: 'Regreso al local' });
  },
};

/** Delivered: nothing left to do. */
export const Delivered: Story = {
  args: { status: 'DELIVERED', holder: me, drops: [{ ...simpleDrop, status: 'DELIVERED' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Entregado')).toBeVisible();
    await expect(canvas.queryByRole('slider')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Cancelar/ })).not.toBeInTheDocument();
  },
};

/** Another rider took it: the expired-by-other label, and no actions. */
export const ExpiredByOther: Story = {
  args: { status: 'ON_ROUTE_TO_PICKUP', holder: otherRider, drops: [{ ...simpleDrop, status: 'ON_ROUTE_TO_PICKUP' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(shipmentMessages.expiredByOther)).toBeVisible();
    await expect(canvas.queryByText('En camino al local')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('slider')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Cancelar/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Ver envíos' })).toBeVisible();
  },
};

const stackDrops: ShipmentDetailDrop[] = [
  {
    id: 's1',
    code: 'A1B2C3',
    status: 'ON_ROUTE_TO_DROPOFF',
    stackingOrder: 1,
    address: 'Uriburu 1010, CABA',
    customer: { name: 'Ana Ruiz', phone: '+54 9 11 4444-1111' },
  },
  {
    id: 's2',
    code: 'D4E5F6',
    status: 'DELIVERED',
    stackingOrder: 2,
    address: 'Paraguay 2050, CABA',
    customer: { name: 'Luis Gómez', phone: '+54 9 11 4444-2222' },
  },
  {
    id: 's3',
    code: 'G7H8I9',
    status: 'DRIVER_CANCELED',
    stackingOrder: 0,
    address: 'Billinghurst 900, CABA',
  },
  {
    id: 's4',
    code: 'J1K2L3',
    status: 'ON_ROUTE_TO_DROPOFF',
    stackingOrder: 3,
    returnShipment: true,
    address: 'Av. Córdoba 3500, CABA',
    customer: { name: 'Eva Díaz', phone: '+54 9 11 4444-3333' },
  },
];

const stackArgs = {
  type: 'stack',
  id: '7',
  code: 'M-0007',
  status: 'ON_ROUTE_TO_DROPOFF',
  holder: me,
  drops: stackDrops,
} as const;

/** A stack offered to riders: the whole stack is accepted at once. */
export const StackLookingForDriver: Story = {
  args: {
    ...stackArgs,
    status: 'LOOKING_FOR_DRIVER',
    holder: null,
    drops: stackDrops.map((drop) => ({ ...drop, status: 'LOOKING_FOR_DRIVER' })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Aceptar envío' });
    slider.focus();
    await userEvent.keyboard('{ArrowRight>6/}');
    await expect(args.onStep).toHaveBeenCalledWith({
      kind: 'stack',
      stackId: '7',
      next: 'ON_ROUTE_TO_PICKUP',
      label: 'Aceptar envío',
    });
    await expect(canvas.getAllByRole('button', { name: /Entregar este primero/ })).toHaveLength(3);
  },
};

/**
 * Dropping off a stack: delivered first, canceled last, the rest by stacking order; the current
 * drop-off is marked and its customer shows; another can be chosen as current.
 */
export const StackDropoff: Story = {
  args: stackArgs,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const stops = within(canvas.getByRole('list', { name: 'Direcciones' })).getAllByRole('listitem');
    await expect(stops.map((stop) => stop.textContent?.slice(0, 3))).toEqual(['A: ', 'B: ', 'C: ', 'D: ', 'E: ']);
    await expect(stops[1]).toHaveTextContent('Paraguay 2050');
    await expect(stops[1]).toHaveTextContent('Entregado');
    await expect(stops[2]).toHaveAttribute('aria-current', 'step');
    await expect(stops[2]).toHaveTextContent('Uriburu 1010');
    await expect(stops[2]).toHaveTextContent('Próxima entrega');
    await expect(stops[3]).toHaveTextContent('Regreso al local');
    await expect(stops[4]).toHaveTextContent('Cancelado');
    await expect(within(canvas.getByRole('region', { name: 'Recibe' })).getByText('Ana Ruiz')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Entregar este primero: Av. Córdoba 3500, CABA' }));
    await expect(args.onChooseCurrent).toHaveBeenCalledWith('s4');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar multientrega' }));
    const dialog = await bodyOf(canvasElement).findByRole('dialog', { name: '¿Cancelar la multientrega?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, cancelar' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.type(canvas.getByRole('textbox', { name: 'Clave de entrega' }), '0917');
    const slider = canvas.getByRole('slider', { name: 'Entregado' });
    slider.focus();
    await userEvent.keyboard('{ArrowRight>6/}');
    await expect(args.onStep).toHaveBeenCalledWith(
      { kind: 'deliver', shipmentId: 's1', next: 'DELIVERED', label: 'Entregado' },
      '0917',
    );
  },
};

function ChoosableStack(props: Parameters<typeof ShipmentDetail>[0]) {
  const [drops, setDrops] = useState(props.drops);
  return <ShipmentDetail {...props} drops={drops} onChooseCurrent={(id) => setDrops(chooseStackShipment(drops, id))} />;
}

/** Choosing a drop-off moves it to the current position (the app applies the domain's `chooseStackShipment`). */
export const StackChooseCurrent: Story = {
  args: stackArgs,
  render: (args) => <ChoosableStack {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Entregar este primero.*Av\. Córdoba/ }));
    const current = canvasElement.querySelector('[aria-current="step"]');
    await expect(current).toHaveTextContent('Av. Córdoba 3500');
    await expect(current?.textContent?.slice(0, 3)).toBe('C: ');
    await expect(within(canvas.getByRole('region', { name: 'Recibe' })).getByText('Eva Díaz')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Cargando' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver envíos' })).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { error: shipmentMessages.loadFailed },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Hubo un error buscando el envío, vuelva a intentarlo en unos minutos',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Actualizar' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};
