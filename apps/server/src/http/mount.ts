import { type CallAuth, type CallDefinition, dinerCalls as diner, logisticsCalls as logistics } from '@comanda/api';
import type { Context, Hono } from 'hono';
import type { RateLimitName } from '../config.ts';
import type { AppEnv } from './env.ts';
import { limitByClient } from './middleware.ts';
import { type CallHandler, mountCall } from './route.ts';

type Before = (c: Context<AppEnv>) => Promise<void> | void;

/** Binds `mountCall` to one app and its options, so route files read as a list of calls. */
export type Mount = <D extends CallDefinition>(
  definition: D,
  handler: CallHandler<D>,
  options?: { before?: Before },
) => void;

/**
 * The calls whose requests count against a per-client rate limit (`RATE_LIMITS`), after the
 * credential and before the input is read, so malformed requests count too. A call's own `before`
 * adds the limits that count by what is looked up.
 */
const CLIENT_LIMITS = new Map<CallDefinition, RateLimitName>([
  [diner.createOrder, 'orderCreation'],
  [diner.getOrder, 'orderLookup'],
  [diner.validateCodeDiscount, 'codeValidation'],
  [diner.getOrderingCustomer, 'phoneLookup'],
  [diner.getLoyaltyHistory, 'phoneLookup'],
  [diner.getDinerOrders, 'phoneLookup'],
  [diner.claimLoyaltyReward, 'rewardClaim'],
  [diner.sendSignInCode, 'signIn'],
  [diner.verifySignIn, 'signInVerify'],
  [diner.saveAbandonedCart, 'cartSave'],
  [diner.logDinerError, 'dinerLog'],
  [diner.getExternalBenefits, 'externalBenefits'],
  [diner.searchAddresses, 'geocode'],
  [diner.reverseGeocode, 'geocode'],
  [logistics.findRiderByPhone, 'phoneLookup'],
  [logistics.createRider, 'riderSignIn'],
  [logistics.updateRider, 'riderSignIn'],
  [logistics.riderSignIn, 'riderSignIn'],
  [logistics.riderSignOut, 'riderSignIn'],
]);

/**
 * Every call is guarded by the authenticator of its contract `auth` (rider, staff) before its
 * own `before` and before its input is read, so a call cannot be mounted unprotected by mistake.
 */
export function createMount(
  app: Hono<AppEnv>,
  checkResponses: boolean,
  authenticators: Partial<Record<CallAuth, Before>> = {},
): Mount {
  return (definition, handler, options) => {
    const authenticate = authenticators[definition.auth];
    if (definition.auth !== 'public' && !authenticate) {
      throw new Error(`no authenticator for ${definition.auth} calls (${definition.method} ${definition.path})`);
    }
    const limit = CLIENT_LIMITS.get(definition);
    const before: Before = async (c) => {
      await authenticate?.(c);
      if (limit) await limitByClient(limit)(c);
      await options?.before?.(c);
    };
    mountCall(app, definition, handler, { checkResponses, before });
  };
}
