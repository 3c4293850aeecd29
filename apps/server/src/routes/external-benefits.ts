/** External loyalty benefits (diner §7 `POST /api/external-benefits/{partner}`), asked of the partner's adapter. */
import { dinerCalls as calls } from '@comanda/api';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Executor } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { AppEnv } from '../http/env.ts';
import type { Mount } from '../http/mount.ts';
import {
  bearerTokenOf,
  type ExternalBenefitClaim,
  type ExternalBenefitPlace,
  externalBenefitFor,
} from '../services/external-benefits.ts';

/** Whether the mode is one of the contact's and the contact one of the branch's. */
async function placeExists(db: Executor, place: ExternalBenefitPlace): Promise<boolean> {
  const [row] = await db
    .select({ id: t.orderModes.id })
    .from(t.orderModes)
    .innerJoin(t.branchContacts, eq(t.branchContacts.id, t.orderModes.branchContactId))
    .where(
      and(
        eq(t.orderModes.id, place.orderModeId),
        eq(t.branchContacts.id, place.branchContactId),
        eq(t.branchContacts.branchId, place.branchId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The partner user a request claims to be: the partner, the user and the bearer token. */
export function externalBenefitClaimOf(
  c: Context<AppEnv>,
  partnerName: string | undefined,
  externalUserId: string | undefined,
): ExternalBenefitClaim | null {
  if (!partnerName || !externalUserId) return null;
  return { partnerName, externalUserId, token: bearerTokenOf(c.req.header('authorization')) };
}

export function externalBenefitRoutes(mount: Mount): void {
  mount(calls.getExternalBenefits, async ({ params, body }, c) => {
    const claim = externalBenefitClaimOf(c, params.partner, body.externalUserId);
    if (!claim || !(await placeExists(c.var.db, body))) return { generalDiscounts: [] };
    const benefit = await externalBenefitFor(c.var.partners, claim, body, c.var.logger);
    return {
      generalDiscounts: (benefit?.generalDiscounts ?? []).map(({ id, name, type, value, externalBenefitType }) => ({
        id,
        name,
        type,
        value,
        externalBenefitType,
      })),
    };
  });
}
