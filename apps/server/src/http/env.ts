import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { riders } from '../db/schema.ts';
import type { Geocoder } from '../geocoding/geocoder.ts';
import type { Messenger } from '../messaging/messenger.ts';
import type { Partners } from '../partners/partner.ts';
import type { RealtimePublisher } from '../realtime/publisher.ts';
import type { Logger } from './logger.ts';
import type { ServerMetrics } from './metrics.ts';

/** Who a diner session says the caller is: a phone (E.164) at a branch (`http/diner-session.ts`). */
export interface DinerIdentity {
  readonly branchId: string;
  readonly phone: string;
}

/** What every handler can reach through `c.var`. */
export interface AppEnv {
  Variables: {
    readonly db: Database;
    readonly config: ServerConfig;
    readonly logger: Logger;
    readonly requestId: string;
    readonly realtime: RealtimePublisher;
    /** Turns addresses into points and back (the gazetteer or the configured service). */
    readonly geocoder: Geocoder;
    /** Sends text messages (diners' sign-in codes): the sandbox or the configured provider. */
    readonly messenger: Messenger;
    /** The external loyalty partners, by name (each an adapter; the demo's is the sandbox). */
    readonly partners: Partners;
    /** The diner session a request carries, once read (`dinerSessionOf`); null without one. */
    readonly dinerSession: DinerIdentity | null;
    /** Absent when the app runs without metrics (tests). */
    readonly metrics?: ServerMetrics;
    /** The rider a rider call was authenticated as (set by the rider authenticator). */
    readonly rider: typeof riders.$inferSelect;
  };
}
