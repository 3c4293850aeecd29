/** The messenger the configuration asks for (docs/security.md, "Diner identity and points"). */
import type { MessagingConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from '../http/logger.ts';
import { createHttpMessenger } from './http.ts';
import type { Messenger } from './messenger.ts';
import { createSandboxMessenger } from './sandbox.ts';

export type { Messenger } from './messenger.ts';

export function createMessenger(config: MessagingConfig, db: Database, logger: Logger): Messenger {
  switch (config.provider) {
    case 'sandbox':
      return createSandboxMessenger(db, logger);
    case 'http':
      return createHttpMessenger(config);
    default:
      return config satisfies never;
  }
}
