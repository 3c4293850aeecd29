/**
 * `pnpm staff <command>`: the staff API of a running server, from a terminal.
 *
 *   pnpm staff orders [alias] [STATUS]          orders, newest first
 *   pnpm staff accept|ready|deliver|cancel <order code>
 *   pnpm staff status <order code> <STATUS>     GENERATED, ACCEPTED, READY, DELIVERED or CANCELED
 *   pnpm staff shipments <alias> [STATUS]       shipments of a branch contact
 *   pnpm staff stack <alias> <shipment id>[:return] ...   groups shipments into a stack
 *
 * The server is STAFF_URL (default http://localhost:$PORT, PORT 8080); the token STAFF_TOKEN
 * (default the development token).
 */
import {
  ApiError,
  createApiClient,
  logisticsCalls,
  type ShipmentOutput,
  type StaffOrderOutput,
  shipmentStatuses,
  staffOrderTargets,
} from '@comanda/api';
import { formatMinorUnits, orderStatusLabel, shipmentStatusLabel } from '@comanda/domain';
import { DEFAULT_PORT, DEVELOPMENT_STAFF_TOKEN } from './config.ts';

const USAGE = `Usage: pnpm staff <command>
  orders [alias] [STATUS]                     list orders, newest first
  accept|ready|deliver|cancel <order code>    move an order
  status <order code> <STATUS>                ${staffOrderTargets.join(', ')}
  shipments <alias> [STATUS]                  list shipments of a branch contact
  stack <alias> <shipment id>[:return] ...    group shipments looking for a driver into a stack
Environment: STAFF_URL (default http://localhost:${process.env.PORT || DEFAULT_PORT}), STAFF_TOKEN.`;

const shortcuts = { accept: 'ACCEPTED', ready: 'READY', deliver: 'DELIVERED', cancel: 'CANCELED' } as const;

const api = createApiClient(logisticsCalls, {
  baseUrl: process.env.STAFF_URL || `http://localhost:${process.env.PORT || DEFAULT_PORT}`,
  headers: () => ({ Authorization: `Bearer ${process.env.STAFF_TOKEN || DEVELOPMENT_STAFF_TOKEN}` }),
});

function orderLine(order: StaffOrderOutput): string {
  const shipment = order.shipment ? `  envío ${order.shipment.id} (${shipmentStatusLabel(order.shipment.status)})` : '';
  const total = formatMinorUnits(order.total, 'ar');
  return `${order.code}  ${order.branchContactAlias}  ${order.type}  ${orderStatusLabel(order.status)} [${order.status}]  ${total}  ${order.customerName ?? ''}${shipment}`;
}

function shipmentLine(shipment: ShipmentOutput): string {
  const rider = shipment.rider?.name ? `  ${shipment.rider.name}` : '';
  const stack = shipment.stackId ? `  multientrega ${shipment.stackId}` : '';
  return `${shipment.id}  pedido ${shipment.logisticsOrder.code}  ${shipmentStatusLabel(shipment.status)} [${shipment.status}]  ${shipment.customer.address}${rider}${stack}`;
}

const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value);

async function run(args: readonly string[]): Promise<string> {
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
    case 'stack': {
      const [alias, ...ids] = rest;
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
        `Multientrega ${stack.code} (${stack.id}): ${shipmentStatusLabel(stack.status)}`,
        ...stack.shipments.map(shipmentLine),
      ].join('\n');
    }
    default:
      return USAGE;
  }
}

try {
  console.log(await run(process.argv.slice(2)));
} catch (error) {
  const message = error instanceof ApiError ? `${error.status || ''} ${error.message}`.trim() : String(error);
  console.error(`No se pudo: ${message}`);
  process.exitCode = 1;
}
