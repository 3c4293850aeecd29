/**
 * The demo autopilot (`DEMO_AUTOPILOT=1`, on in `npm start`): a person trying the storefront sees
 * the tracker move without a staff member at hand. It does what staff would do through the staff
 * API, with the same services: every new (generated) order is accepted a few seconds after it
 * arrives, which for a Palermo Centro delivery creates the shipment the demo rider can take, and a
 * rider who registers is approved as the venue would. It never moves a shipment: that is the
 * rider's part. Only for the demo: no real venue approves riders it has not seen.
 */
import type { Database } from '../db/client.ts';
import type { Logger } from '../http/logger.ts';
import type { RealtimePublisher } from '../realtime/publisher.ts';
import { listStaffRiders, setRiderApproval } from './riders.ts';
import { publishTracking } from './shipment-views.ts';
import { listStaffOrders, setOrderStatus } from './staff.ts';

/** Decision: an order waits this long before the autopilot accepts it. */
export const AUTOPILOT_ACCEPT_AFTER_MS = 5_000;
/** Decision: how often the autopilot looks for new orders. */
export const AUTOPILOT_INTERVAL_MS = 2_000;

export interface AutopilotDependencies {
  readonly db: Database;
  readonly realtime: RealtimePublisher;
  readonly logger?: Logger;
}

/** One pass: accepts every generated order older than the delay; answers the accepted codes. */
export async function runAutopilotOnce({ db, realtime, logger }: AutopilotDependencies, now: Date): Promise<string[]> {
  const orders = await listStaffOrders(db, { status: 'GENERATED', offset: 0 });
  const accepted: string[] = [];
  for (const order of orders) {
    if (now.getTime() - Date.parse(order.orderedAt) < AUTOPILOT_ACCEPT_AFTER_MS) continue;
    try {
      const change = await setOrderStatus(db, order.code, 'ACCEPTED', new Date());
      await publishTracking(db, realtime, change.orderIds, logger);
      accepted.push(order.code);
    } catch {
      // Staff (or another instance's autopilot) moved it first.
    }
  }
  return accepted;
}

/** One pass: approves every rider registered more than the delay ago; answers their ids. */
export async function approveRidersOnce({ db }: Pick<AutopilotDependencies, 'db'>, now: Date): Promise<string[]> {
  const pending = await listStaffRiders(db, { status: 'PENDING' });
  const approved: string[] = [];
  for (const rider of pending) {
    if (now.getTime() - Date.parse(rider.registeredAt) < AUTOPILOT_ACCEPT_AFTER_MS) continue;
    await setRiderApproval(db, rider.id, true, new Date());
    approved.push(rider.id);
  }
  return approved;
}

export function startDemoAutopilot(dependencies: AutopilotDependencies & { readonly logger: Logger }): () => void {
  const { logger } = dependencies;
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const accepted = await runAutopilotOnce(dependencies, new Date());
      for (const code of accepted) logger.info('autopilot accepted an order', { orderCode: code });
      const approved = await approveRidersOnce(dependencies, new Date());
      for (const riderId of approved) logger.info('autopilot approved a rider', { riderId });
    } catch (error) {
      logger.warn('autopilot pass failed', { error: error instanceof Error ? error.message : String(error) });
    } finally {
      running = false;
    }
  }, AUTOPILOT_INTERVAL_MS);
  timer.unref();
  logger.info('demo autopilot on: new orders and new riders are accepted after a few seconds', {
    acceptAfterMs: AUTOPILOT_ACCEPT_AFTER_MS,
  });
  return () => clearInterval(timer);
}
