/** The list rows of follow-up §2 'Envíos' from the wire shapes: single shipments, then stacks. */
import type { ShipmentOutput, ShipmentStackOutput } from '@comanda/api';
import { riderShipmentDetailPath } from '@comanda/domain/rider';
import { sortStackShipments } from '@comanda/domain/shipments';
import type { ShipmentListItem } from '@comanda/ui';

export function shipmentItems(
  alias: string,
  shipments: readonly ShipmentOutput[],
  stacks: readonly ShipmentStackOutput[],
): ShipmentListItem[] {
  const singles = shipments
    // A shipment travelling in a stack is offered through its stack.
    .filter((shipment) => !shipment.stackId)
    .map<ShipmentListItem>((shipment) => ({
      type: 'simple',
      id: shipment.id,
      code: shipment.logisticsOrder.code,
      status: shipment.status,
      addresses: [shipment.pickup.address, shipment.customer.address],
      href: riderShipmentDetailPath(alias, 'simple', shipment.id),
    }));
  const grouped = stacks.map<ShipmentListItem>((stack) => {
    const sorted = sortStackShipments(stack.shipments);
    return {
      type: 'stack',
      id: stack.id,
      code: stack.code,
      status: stack.status,
      addresses: [...(sorted[0] ? [sorted[0].pickup.address] : []), ...sorted.map((s) => s.customer.address)],
      href: riderShipmentDetailPath(alias, 'stack', stack.id),
    };
  });
  return [...singles, ...grouped];
}
