/**
 * The four-step status tracker of the order follow-up page (follow-up §2, §4).
 */
import { orderMessages } from './messages.ts';
import { type OrderStatus, parseOrderStatus } from './status.ts';

export const TRACKER_NODES = ['GENERATED', 'ACCEPTED', 'READY', 'DELIVERED'] as const satisfies readonly OrderStatus[];
export type TrackerNodeId = (typeof TRACKER_NODES)[number];

/** done: passed; current: where the order is; pending: still ahead; canceled: every node of a canceled order (shown red). */
export type TrackerNodeState = 'done' | 'current' | 'pending' | 'canceled';

export interface TrackerNode {
  readonly id: TrackerNodeId;
  readonly label: string;
  readonly state: TrackerNodeState;
}

/**
 * Nodes for a status. An unconfirmed (unpaid) order has every node pending; delivered has every
 * node done; a canceled order turns all nodes canceled and the last node reads 'Cancelado'.
 * An unknown status is treated as unconfirmed.
 */
export function orderTracker(status: string | null | undefined): TrackerNode[] {
  const parsed = parseOrderStatus(status) ?? 'UNCONFIRMED';
  const reached = TRACKER_NODES.indexOf(parsed as TrackerNodeId);
  return TRACKER_NODES.map((id, index) => {
    if (parsed === 'CANCELED') {
      const label =
        index === TRACKER_NODES.length - 1 ? orderMessages.statusLabels.CANCELED : orderMessages.statusLabels[id];
      return { id, label, state: 'canceled' };
    }
    const state: TrackerNodeState =
      reached < 0 || index > reached ? 'pending' : index < reached || parsed === 'DELIVERED' ? 'done' : 'current';
    return { id, label: orderMessages.statusLabels[id], state };
  });
}
