/**
 * The sandbox messaging provider of the demo: nothing leaves the machine. Each message is kept
 * in the database (every instance sees it) and logged, and the staff read it with
 * `pnpm staff messages <phone>`, as a diner would read the phone.
 */
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { Logger } from '../http/logger.ts';
import type { Messenger } from './messenger.ts';

/** Decision: the sandbox shows the last hour of messages; older ones are of no use to a demo. */
export const SANDBOX_MESSAGES_WINDOW_MS = 60 * 60 * 1000;
const SANDBOX_MESSAGES_SHOWN = 20;

export function createSandboxMessenger(db: Database, logger: Logger): Messenger {
  return {
    async send(to, body) {
      await db.insert(t.sandboxMessages).values({ to, body });
      logger.info('sandbox message', { to, body });
    },
  };
}

/** The sandbox's recent messages to a phone (E.164), newest first. */
export async function sandboxMessagesTo(db: Database, to: string, now: Date) {
  const rows = await db
    .select()
    .from(t.sandboxMessages)
    .where(
      and(
        eq(t.sandboxMessages.to, to),
        gt(t.sandboxMessages.createdAt, new Date(now.getTime() - SANDBOX_MESSAGES_WINDOW_MS)),
      ),
    )
    .orderBy(desc(t.sandboxMessages.id))
    .limit(SANDBOX_MESSAGES_SHOWN);
  return rows.map((row) => ({ to: row.to, body: row.body, sentAt: row.createdAt.toISOString() }));
}
