import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanEntryPhone,
  followUpAttribution,
  isEmptyEntry,
  orderAttribution,
  readEntryParameters,
} from './entry-parameters.ts';

const read = (query: string) => readEntryParameters(new URLSearchParams(query));

describe('readEntryParameters', () => {
  it('reads every parameter of a campaign link', () => {
    expect(
      read('campaignId=promo-verano&source=INSTAGRAM&phone=%2B54%209%2011%205555-0001&name=Luc%C3%ADa&menu=a&menu=b'),
    ).toEqual({
      campaignId: 'promo-verano',
      source: 'INSTAGRAM',
      phone: '+5491155550001',
      name: 'Lucía',
      menus: ['a', 'b'],
    });
  });

  it('reads a plain link as empty', () => {
    const entry = read('');
    expect(entry).toEqual({ campaignId: null, source: null, phone: null, name: null, menus: [] });
    expect(isEmptyEntry(entry)).toBe(true);
    expect(isEmptyEntry(read('menu=a'))).toBe(false);
  });

  it('drops blank, oversized and control-character values', () => {
    expect(read(`source=${'x'.repeat(41)}`).source).toBeNull();
    expect(read('name=%20%20').name).toBeNull();
    expect(read('name=Ana%00%1F').name).toBe('Ana');
    expect(read('menu=a&menu=a&menu=').menus).toEqual(['a']);
  });

  it('never keeps more than 20 menus, nor anything longer than the order fields allow', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('campaignId', 'source', 'name', 'menu', 'phone'), fc.string())),
        (pairs) => {
          const entry = readEntryParameters(new URLSearchParams(pairs));
          expect(entry.menus.length).toBeLessThanOrEqual(20);
          expect(entry.source?.length ?? 0).toBeLessThanOrEqual(40);
          expect(entry.campaignId?.length ?? 0).toBeLessThanOrEqual(80);
          expect(entry.name?.length ?? 0).toBeLessThanOrEqual(60);
          if (entry.phone !== null) expect(entry.phone).toMatch(/^\+?\d{6,20}$/);
        },
      ),
    );
  });
});

describe('cleanEntryPhone', () => {
  it('keeps digits and a leading plus', () => {
    expect(cleanEntryPhone('11 5555-0001')).toBe('1155550001');
    expect(cleanEntryPhone(' +54 (11) 5555.0001 ')).toBe('+541155550001');
  });

  it('refuses what cannot be a phone', () => {
    expect(cleanEntryPhone(null)).toBeNull();
    expect(cleanEntryPhone('abc')).toBeNull();
    expect(cleanEntryPhone('123')).toBeNull();
    expect(cleanEntryPhone('1'.repeat(21))).toBeNull();
  });
});

describe('orderAttribution', () => {
  it('sends DIRECT without a link source, and the campaign as the acquisition channel', () => {
    expect(orderAttribution(null)).toEqual({ source: 'DIRECT' });
    expect(orderAttribution(read('source=QR&campaignId=mesa-12'))).toEqual({
      source: 'QR',
      acquisitionChannel: 'mesa-12',
    });
  });
});

describe('followUpAttribution', () => {
  it("carries the campaign and source to the follow-up page, never the diner's phone or name", () => {
    expect(followUpAttribution(read('campaignId=primavera&source=qr&phone=1155550001&name=Ana&menu=m1'))).toEqual({
      campaignId: 'primavera',
      source: 'qr',
    });
    expect(followUpAttribution(read('phone=1155550001'))).toEqual({});
    expect(followUpAttribution(null)).toEqual({});
  });
});
