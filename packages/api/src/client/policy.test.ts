/**
 * Diner §8's quiet failures, as the client answers them to the screens: a failed menu-hash read
 * answers an empty list; a failed schedule, country, menu or discounts read answers nothing and
 * only logs (no error to show); failed orders, loyalty program, history and customisation reads
 * answer their empty values. The answer is a server's 500 with its Spanish message.
 */
import { describe, expect, it, vi } from 'vitest';
import * as dinerCalls from '../contract/diner-calls.ts';
import { createCaller } from './client.ts';
import { parseError } from './errors.ts';
import { runWithPolicy } from './policy.ts';

const failing = vi.fn(async () =>
  Response.json({ error: 'internal', message: 'Hubo un error, vuélvalo a intentar en unos minutos' }, { status: 500 }),
);
const call = createCaller({ fetch: failing as unknown as typeof fetch });

async function failedRead<D extends (typeof dinerCalls)[keyof typeof dinerCalls]>(definition: D, input: unknown) {
  const log = vi.fn();
  const answer = await runWithPolicy(definition, () => call(definition, input as never), log, { component: 'menu' });
  return { answer, log };
}

describe('reads whose failure is logged only (diner §8)', () => {
  it('a failed menu-hash read answers an empty list, and is logged', async () => {
    const { answer, log } = await failedRead(dinerCalls.getMenuHashes, {
      params: { alias: 'palermo-centro' },
      query: { orderModeId: 'om-pc-delivery' },
    });
    expect(answer).toEqual({ menuHashes: [] });
    expect(log).toHaveBeenCalledWith(
      'GET /api/diner/menu/:alias/hash failed (500): Hubo un error, vuélvalo a intentar en unos minutos',
      expect.objectContaining({ component: 'menu' }),
    );
  });

  it.each([
    ['schedule', dinerCalls.getSchedule, { params: { orderModeId: 'om-pc-delivery' } }],
    ['country', dinerCalls.getCountry, { params: { country: 'ar' } }],
    ['menu', dinerCalls.getMenu, { params: { branchContactAlias: 'palermo-centro', orderModeId: 'om-pc-delivery' } }],
    ['discounts', dinerCalls.getBranchDiscounts, { params: { branchId: 'br-palermo' } }],
  ] as const)('a failed %s read throws nothing and answers nothing; it is logged', async (_name, definition, input) => {
    const { answer, log } = await failedRead(definition, input);
    expect(answer).toBeUndefined();
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]?.[0]).toBe(
      `GET ${definition.path} failed (500): Hubo un error, vuélvalo a intentar en unos minutos`,
    );
  });

  it.each([
    [
      'orders',
      dinerCalls.getDinerOrders,
      { query: { phone: '+5491155550001', branchContactId: 'bc-palermo-centro', offset: 0 } },
      { dinerOrders: { orders: [], hasMore: false } },
    ],
    ['loyalty program', dinerCalls.getLoyaltyProgram, { params: { id: 'br-palermo' } }, {}],
    [
      'loyalty history',
      dinerCalls.getLoyaltyHistory,
      { params: { branchId: 'br-palermo', customerPhone: '+5491155550001' }, query: { offset: 0 } },
      { history: [], hasMore: false },
    ],
    ['customizations', dinerCalls.getMenuCustomizations, { params: { branchId: 'br-palermo' } }, []],
  ] as const)('a failed %s read answers its empty value, and is logged', async (_name, definition, input, empty) => {
    const { answer, log } = await failedRead(definition, input);
    expect(answer).toEqual(empty);
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]?.[0]).toBe(
      `${definition.method} ${definition.path} failed (500): Hubo un error, vuélvalo a intentar en unos minutos`,
    );
  });

  it.each([
    ['branch order modes', dinerCalls.getBranchOrderModes, { params: { branchId: 'br-palermo' } }],
    ['company', dinerCalls.getCompany, { params: { companyId: 'co-sabores' } }],
    ['company branches', dinerCalls.getCompanyBranches, { params: { companyId: 'co-sabores' }, query: { offset: 0 } }],
    ['branch contact', dinerCalls.getBranchContact, { params: { id: 'bc-palermo-centro' } }],
    [
      'delivery fee',
      dinerCalls.getDeliveryFee,
      { params: { id: 'bc-palermo-centro' }, query: { lat: -34.5881, lng: -58.4282 } },
    ],
  ] as const)(
    'a failed %s read throws the parsed error for the screen to keep, and is logged',
    async (_name, definition, input) => {
      const log = vi.fn();
      const failure = await runWithPolicy(definition, () => call(definition, input as never), log).catch(
        (error: unknown) => error,
      );
      expect(parseError(failure)).toEqual({
        status: 500,
        message: 'Hubo un error, vuélvalo a intentar en unos minutos',
        kind: 'http',
      });
      expect(log).toHaveBeenCalledOnce();
    },
  );
});
