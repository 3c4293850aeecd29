import { describe, expect, it } from 'vitest';
import { hasMarketingIds, marketingIdsOf } from './marketing-ids.ts';

describe('marketing ids', () => {
  it('keeps the ids that have the vendor’s shape, trimmed', () => {
    const ids = marketingIdsOf({
      fbPixelId: ' 123456789012345 ',
      googleAnalyticsId: 'G-ABC123XYZ',
      googleTagManagerId: 'GTM-AB12CD',
    });
    expect(ids).toEqual({ facebookPixel: '123456789012345', googleTag: 'G-ABC123XYZ', tagManager: 'GTM-AB12CD' });
    expect(hasMarketingIds(ids)).toBe(true);
  });

  it.each([
    [{ fbPixelId: '<script>alert(1)</script>' }],
    [{ fbPixelId: '12' }],
    [{ googleAnalyticsId: 'G-"><x' }],
    [{ googleTagManagerId: 'GTM-' }],
    [{ fbPixelId: '', googleAnalyticsId: '  ', googleTagManagerId: null }],
    [{}],
  ])('ignores %j', (fields) => {
    expect(marketingIdsOf(fields)).toEqual({});
    expect(hasMarketingIds(marketingIdsOf(fields))).toBe(false);
  });

  it('a missing branch has no ids', () => {
    expect(marketingIdsOf(null)).toEqual({});
    expect(marketingIdsOf(undefined)).toEqual({});
  });
});
