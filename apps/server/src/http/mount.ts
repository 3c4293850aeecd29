import type { CallAuth, CallDefinition } from '@comanda/api';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './env.ts';
import { type CallHandler, mountCall } from './route.ts';

type Before = (c: Context<AppEnv>) => Promise<void> | void;

/** Binds `mountCall` to one app and its options, so route files read as a list of calls. */
export type Mount = <D extends CallDefinition>(
  definition: D,
  handler: CallHandler<D>,
  options?: { before?: Before },
) => void;

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
    const before: Before | undefined =
      authenticate || options?.before
        ? async (c) => {
            await authenticate?.(c);
            await options?.before?.(c);
          }
        : undefined;
    mountCall(app, definition, handler, { checkResponses, ...(before ? { before } : {}) });
  };
}
