import { describe, expect, it } from 'vitest';
import { promotionalBannerText } from './promotional-banner.ts';

const banner = (commands: unknown) => ({
  resource: 'PROMOTIONAL_BANNER',
  commands: typeof commands === 'string' ? commands : JSON.stringify(commands),
});

describe('promotionalBannerText', () => {
  it('shows a banner for ALL modes in any mode', () => {
    const list = [banner({ text: 'Envío gratis desde $ 30.000', orderModeType: 'ALL' })];
    expect(promotionalBannerText(list, 'DELIVERY')).toBe('Envío gratis desde $ 30.000');
    expect(promotionalBannerText(list, 'TAKE_AWAY')).toBe('Envío gratis desde $ 30.000');
    expect(promotionalBannerText(list, null)).toBe('Envío gratis desde $ 30.000');
  });

  it('shows a banner of one mode only in that mode', () => {
    const list = [banner({ text: 'Solo delivery', orderModeType: 'delivery' })];
    expect(promotionalBannerText(list, 'DELIVERY')).toBe('Solo delivery');
    expect(promotionalBannerText(list, 'TAKE_AWAY')).toBeNull();
  });

  it('picks the first banner that applies and ignores other resources', () => {
    const list = [
      { resource: 'NOTES_LIMIT', commands: JSON.stringify({ text: 'no' }) },
      banner({ text: 'Take away', orderModeType: 'TAKE_AWAY' }),
      banner({ text: 'Todos' }),
    ];
    expect(promotionalBannerText(list, 'TAKE_AWAY')).toBe('Take away');
    expect(promotionalBannerText(list, 'DELIVERY')).toBe('Todos');
  });

  it('answers null for no list, blank texts and corrupt commands', () => {
    expect(promotionalBannerText(undefined, 'DELIVERY')).toBeNull();
    expect(promotionalBannerText([], 'DELIVERY')).toBeNull();
    expect(promotionalBannerText([banner({ text: '  ', orderModeType: 'ALL' })], 'DELIVERY')).toBeNull();
    expect(promotionalBannerText([banner('{not json')], 'DELIVERY')).toBeNull();
    expect(promotionalBannerText([banner('null')], 'DELIVERY')).toBeNull();
    expect(promotionalBannerText([{ resource: 'PROMOTIONAL_BANNER' }], 'DELIVERY')).toBeNull();
  });
});
