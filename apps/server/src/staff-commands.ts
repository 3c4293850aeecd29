/** The staff commands behind `pnpm staff` (staff-command.ts), over the staff API. */
import {
  type ApiClient,
  createApiClient,
  logisticsCalls,
  type ShipmentOutput,
  type StaffOrderOutput,
  type StaffRiderOutput,
  shipmentStatuses,
  staffOrderTargets,
} from '@comanda/api';
import { formatMinorUnits } from '@comanda/domain/money';
import { orderStatusLabel } from '@comanda/domain/order';
import { shipmentStatusLabel } from '@comanda/domain/shipments';
import { visibleControlCharacters } from '@comanda/domain/validation';

export const USAGE = `Usage: pnpm staff <command>
  orders [alias] [STATUS]                     list orders, newest first
  accept|ready|deliver|cancel <order code>    move an order
  status <order code> <STATUS>                ${staffOrderTargets.join(', ')}
  shipments <alias> [STATUS]                  list shipments of a branch contact
  stack <alias> <shipment id>[:return] ...    group shipments looking for a driver into a stack
  riders [alias] [pending|approved]           list riders, newest first
  approve|unapprove <rider id>                let a rider take shipments, or stop them
  messages <phone> [country]                  demo: the sign-in codes the sandbox "sent" to a phone
  waive-code <shipment id> <reason...>        let the rider deliver without the customer's code
Environment: STAFF_URL (default http://localhost:$PORT, PORT 8080), STAFF_TOKEN.`;

const shortcuts = { accept: 'ACCEPTED', ready: 'READY', deliver: 'DELIVERED', cancel: 'CANCELED' } as const;

export type StaffApi = ApiClient<typeof logisticsCalls>;

/** The staff API of the server at `baseUrl`, with the staff token. */
export function staffApi(baseUrl: string, token: string, fetchImpl?: typeof fetch): StaffApi {
  return createApiClient(logisticsCalls, {
    baseUrl,
    headers: () => ({ Authorization: `Bearer ${token}` }),
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}

/**
 * The lines below show what diners and riders typed (names, addresses): a control character in
 * them is shown as an escape, so no stored text can forge a line or drive the staff's terminal.
 */
function orderLine(order: StaffOrderOutput): string {
  const shipment = order.shipment ? `  envío ${order.shipment.id} (${shipmentStatusLabel(order.shipment.status)})` : '';
  const total = formatMinorUnits(order.total, 'ar');
  return visibleControlCharacters(
    `${order.code}  ${order.branchContactAlias}  ${order.type}  ${orderStatusLabel(order.status)} [${order.status}]  ${total}  ${order.customerName ?? ''}${shipment}`,
  );
}

function shipmentLine(shipment: ShipmentOutput): string {
  const rider = shipment.rider?.name ? `  ${shipment.rider.name}` : '';
  const stack = shipment.stackId ? `  multientrega ${shipment.stackId}` : '';
  return visibleControlCharacters(
    `${shipment.id}  pedido ${shipment.logisticsOrder.code}  ${shipmentStatusLabel(shipment.status)} [${shipment.status}]  ${shipment.customer.address}${rider}${stack}`,
  );
}

function riderLine(rider: StaffRiderOutput): string {
  const approval = rider.approved ? 'aprobado' : 'pendiente de aprobación';
  const shift = rider.active ? 'en turno' : 'fuera de turno';
  return visibleControlCharacters(
    `${rider.id}  ${rider.branchContactAlias}  ${rider.name}  ${rider.phone}  ${approval}, ${shift}`,
  );
}

const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value);

/** `stack <alias> <shipment[:return]>...`: the shipments stacked for one rider. */
async function stackCommand(api: StaffApi, [alias, ...ids]: readonly string[]): Promise<string> {
  if (!alias || ids.length === 0) return USAGE;
  const stack = await api.createShipmentStack({
    body: {
      branchContact: alias,
      shipments: ids.map((id) => {
        const [shipmentId = '', flag] = id.split(':');
        return { shipmentId, returnShipment: flag === 'return' };
      }),
    },
  });
  return [
    visibleControlCharacters(`Multientrega ${stack.code} (${stack.id}): ${shipmentStatusLabel(stack.status)}`),
    ...stack.shipments.map(shipmentLine),
  ].join('\n');
}

/** Runs one command against the staff API; answers what the terminal shows. */
export async function runStaffCommand(api: StaffApi, args: readonly string[]): Promise<string> {
  const [command, ...rest] = args;
  switch (command) {
    case 'orders': {
      const [alias, status] = rest;
      if (status !== undefined && !isOneOf(['UNCONFIRMED', ...staffOrderTargets] as const, status)) return USAGE;
      const { orders } = await api.listStaffOrders({
        query: { ...(alias ? { branchContact: alias } : {}), ...(status ? { status } : {}) },
      });
      return orders.length ? orders.map(orderLine).join('\n') : 'No hay pedidos.';
    }
    case 'accept':
    case 'ready':
    case 'deliver':
    case 'cancel': {
      const [code] = rest;
      if (!code) return USAGE;
      return orderLine(
        await api.setStaffOrderStatus({ params: { orderCode: code }, body: { status: shortcuts[command] } }),
      );
    }
    case 'status': {
      const [code, status] = rest;
      if (!code || !isOneOf(staffOrderTargets, status)) return USAGE;
      return orderLine(await api.setStaffOrderStatus({ params: { orderCode: code }, body: { status } }));
    }
    case 'shipments': {
      const [alias, status] = rest;
      if (!alias || (status !== undefined && !isOneOf(shipmentStatuses, status))) return USAGE;
      const { shipments } = await api.listStaffShipments({
        query: { branchContact: alias, ...(status ? { status } : {}) },
      });
      return shipments.length ? shipments.map(shipmentLine).join('\n') : 'No hay envíos.';
    }
    case 'stack':
      return stackCommand(api, rest);
    case 'riders': {
      const [alias, status] = rest;
      if (status !== undefined && !isOneOf(['pending', 'approved'] as const, status)) return USAGE;
      const { riders } = await api.listStaffRiders({
        query: {
          ...(alias ? { branchContact: alias } : {}),
          ...(status ? { status: status === 'pending' ? ('PENDING' as const) : ('APPROVED' as const) } : {}),
        },
      });
      return riders.length ? riders.map(riderLine).join('\n') : 'No hay repartidores.';
    }
    case 'approve':
    case 'unapprove': {
      const [id] = rest;
      if (!id) return USAGE;
      return riderLine(await api.setStaffRiderApproval({ params: { id }, body: { approved: command === 'approve' } }));
    }
    case 'messages': {
      const [phone, country] = rest;
      if (!phone) return USAGE;
      const { messages } = await api.listSandboxMessages({ query: { phone, ...(country ? { country } : {}) } });
      return messages.length
        ? messages.map((message) => `${message.sentAt}  ${message.to}  ${message.body}`).join('\n')
        : 'No hay mensajes para ese teléfono en la última hora.';
    }
    case 'waive-code': {
      const [id, ...words] = rest;
      if (!id || words.length === 0) return USAGE;
      const shipment = await api.waiveStaffDeliveryCode({ params: { id }, body: { reason: words.join(' ') } });
      return `${shipmentLine(shipment)}\nClave de entrega dispensada: ${shipment.deliveryCode?.waiverReason ?? ''}`;
    }
    default:
      return USAGE;
  }
}
