import { logisticsCalls } from '@comanda/api';
import { useApi, useShipment, useShipmentStack } from '@comanda/api/react';
import type { ShipmentType } from '@comanda/domain/rider';
import type { HeldShipment } from './detail-props.ts';

/** The single shipment or the stack of the detail page; `reload()` fetches it again and answers it. */
export function useHeldShipment(type: ShipmentType, id: string, enabled: boolean) {
  const { call } = useApi();
  const single = useShipment(enabled && type === 'simple' ? { params: { id } } : null);
  const stacked = useShipmentStack(enabled && type === 'stack' ? { params: { id } } : null);
  const held: HeldShipment | null =
    type === 'simple'
      ? single.shipment
        ? { type, shipment: single.shipment }
        : null
      : stacked.stack
        ? { type, stack: stacked.stack }
        : null;
  const source = type === 'simple' ? single : stacked;

  /** Throws when the load fails; the page shows 'Hubo un error buscando el envío…'. */
  async function reload(): Promise<HeldShipment> {
    if (type === 'simple') {
      const shipment = await call(logisticsCalls.getShipment, { params: { id } });
      await single.mutate(shipment, { revalidate: false });
      return { type, shipment };
    }
    const stack = await call(logisticsCalls.getShipmentStack, { params: { id } });
    await stacked.mutate(stack, { revalidate: false });
    return { type, stack };
  }

  return {
    held,
    error: source.error,
    isLoading: source.isLoading,
    isValidating: source.isValidating,
    refresh: () => void source.mutate(),
    reload,
  };
}
