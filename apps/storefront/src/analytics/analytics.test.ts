import { analyticsEvents, marketingIdsOf } from '@comanda/domain/analytics';
import { describe, expect, it, vi } from 'vitest';
import { installAnalytics, trackEvent as trackLater } from './analytics.ts';
import { facebookCallOf, googleCallOf, toMajorUnits } from './event-mapping.ts';
import { createTracker, type TrackerEnvironment, type VendorGlobals, vendorScripts } from './tracker.ts';
import { configureAnalytics, detailOf, trackEvent } from './vendors.ts';

function fakeEnvironment() {
  const globals: VendorGlobals = {};
  const scripts: string[] = [];
  const env: TrackerEnvironment = {
    globals,
    loadScript: vi.fn((src: string) => void scripts.push(src)),
    logFailure: vi.fn(),
  };
  return { env, globals, scripts };
}

/** What the fbq stub queued, as [method, name] pairs. */
const fbNames = (globals: VendorGlobals) => (globals.fbq?.queue ?? []).map((args) => [args[0], args[1]]);
/** What gtag queued in the data layer: ['event', name] pairs of the arguments objects. */
const gtagEvents = (globals: VendorGlobals) =>
  (globals.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((args) => args[0] === 'event')
    .map((args) => args[1]);

describe('event mapping', () => {
  const detail = {
    value: 2500,
    currency: 'ARS',
    items: [{ id: 'plate-1', name: 'Napolitana', quantity: 2, price: 1250 }],
  };

  it('maps every spec event for both vendors', () => {
    for (const event of analyticsEvents) {
      const [method, name] = facebookCallOf(event);
      expect(['track', 'trackCustom']).toContain(method);
      expect(name).toBeTruthy();
      expect(googleCallOf(event)[0]).toMatch(/^[a-z_]+$/);
    }
  });

  it.each([
    ['ITEM_VIEW', 'track', 'ViewContent', 'view_item'],
    ['ADD_ITEM', 'track', 'AddToCart', 'add_to_cart'],
    ['DELETE_ITEM', 'trackCustom', 'DELETE_ITEM', 'remove_from_cart'],
    ['VIEW_ORDER_SUMMARY', 'trackCustom', 'VIEW_ORDER_SUMMARY', 'view_cart'],
    ['CONTINUE_TO_CHECKOUT', 'track', 'InitiateCheckout', 'begin_checkout'],
    ['CREATE_ORDER', 'track', 'Purchase', 'purchase'],
    ['PAY_ORDER', 'track', 'AddPaymentInfo', 'add_payment_info'],
    ['ORDER_MODE_SELECT', 'trackCustom', 'ORDER_MODE_SELECT', 'select_order_mode'],
    ['BRANCH_CONTACT_SELECT', 'track', 'FindLocation', 'select_branch_contact'],
    ['LINK_CLICK', 'trackCustom', 'LINK_CLICK', 'link_click'],
  ] as const)('%s → fbq %s %s, gtag %s', (event, method, fbName, gaName) => {
    expect(facebookCallOf(event, detail).slice(0, 2)).toEqual([method, fbName]);
    expect(googleCallOf(event, detail)[0]).toBe(gaName);
  });

  it('carries value, currency and items in each vendor’s words', () => {
    expect(facebookCallOf('ADD_ITEM', detail)[2]).toEqual({
      value: 2500,
      currency: 'ARS',
      content_type: 'product',
      content_ids: ['plate-1'],
      contents: [{ id: 'plate-1', quantity: 2 }],
      num_items: 2,
      content_name: 'Napolitana',
    });
    expect(googleCallOf('CREATE_ORDER', { ...detail, orderCode: 'AB12' })[1]).toEqual({
      value: 2500,
      currency: 'ARS',
      items: [{ item_id: 'plate-1', item_name: 'Napolitana', quantity: 2, price: 1250 }],
      transaction_id: 'AB12',
    });
  });

  it('converts minor units at the country’s scale', () => {
    expect(toMajorUnits(150050, 2)).toBe(1500.5);
    expect(toMajorUnits(1500, 0)).toBe(1500);
    expect(detailOf({ lines: [{ referenceId: 'p', name: 'P', quantity: 3, price: 1000 }] }, 'ARS', 2)).toEqual({
      value: 30,
      currency: 'ARS',
      items: [{ id: 'p', name: 'P', quantity: 3, price: 10 }],
    });
    expect(detailOf({ label: 'delivery' }, 'ARS', 2)).toEqual({ label: 'delivery' });
  });
});

describe('tracker', () => {
  it('loads nothing and defines no globals without ids', () => {
    const { env, globals, scripts } = fakeEnvironment();
    const tracker = createTracker({}, env);
    tracker.pageView();
    tracker.track('ADD_ITEM');
    expect(scripts).toEqual([]);
    expect(globals).toEqual({});
  });

  it('configureAnalytics without ids loads nothing and trackEvent is a no-op', () => {
    const { env, globals, scripts } = fakeEnvironment();
    configureAnalytics(marketingIdsOf({ fbPixelId: '' }), 'ar', env);
    trackEvent('ADD_ITEM', { lines: [{ referenceId: 'p', name: 'P', quantity: 1, price: 100 }] });
    expect(scripts).toEqual([]);
    expect(globals).toEqual({});
  });

  it('loads the Meta pixel and queues init, page view and events', () => {
    const { env, globals, scripts } = fakeEnvironment();
    const tracker = createTracker({ facebookPixel: '1234567890' }, env);
    tracker.pageView();
    tracker.track('ADD_ITEM', { value: 10, currency: 'ARS' });
    expect(scripts).toEqual([vendorScripts.facebook]);
    expect(fbNames(globals)).toEqual([
      ['init', '1234567890'],
      ['track', 'PageView'],
      ['track', 'AddToCart'],
    ]);
    expect(globals.gtag).toBeUndefined();
  });

  it('loads gtag.js and Tag Manager with their ids and queues the events', () => {
    const { env, globals, scripts } = fakeEnvironment();
    const tracker = createTracker({ googleTag: 'G-TEST1234', tagManager: 'GTM-TEST12' }, env);
    tracker.track('CONTINUE_TO_CHECKOUT');
    expect(scripts).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST1234',
      'https://www.googletagmanager.com/gtm.js?id=GTM-TEST12',
    ]);
    expect(gtagEvents(globals)).toEqual(['begin_checkout']);
    expect(globals.dataLayer).toContainEqual({ event: 'CONTINUE_TO_CHECKOUT' });
    expect(globals.fbq).toBeUndefined();
  });

  it('logs a script that cannot load', () => {
    const { env } = fakeEnvironment();
    const failing: TrackerEnvironment = { ...env, loadScript: (_src, onError) => onError() };
    createTracker({ facebookPixel: '1234567890' }, failing);
    expect(env.logFailure).toHaveBeenCalledWith('Pixel 1234567890: fbevents.js no cargó');
  });

  it('configureAnalytics installs a branch once and reports in its currency', () => {
    const { env, globals, scripts } = fakeEnvironment();
    const ids = { facebookPixel: '1234567890' };
    configureAnalytics(ids, 'ar', env);
    configureAnalytics(ids, 'ar', env);
    trackEvent('CREATE_ORDER', { total: 150050, orderCode: 'AB12' });
    expect(scripts).toHaveLength(1);
    expect(globals.fbq?.queue?.at(-1)).toEqual([
      'track',
      'Purchase',
      { value: 1500.5, currency: 'ARS', order_id: 'AB12' },
    ]);
    configureAnalytics({}, 'ar', env);
  });

  it('keeps the events of the first screen until the vendors are installed, in order', async () => {
    const { env, globals } = fakeEnvironment();
    trackLater('ITEM_VIEW', { label: 'Muzzarella' });
    trackLater('ADD_ITEM', { lines: [{ referenceId: 'p', name: 'P', quantity: 1, price: 100 }] });
    expect(globals).toEqual({});
    await installAnalytics({ facebookPixel: '1234567890' }, 'ar', env);
    expect(fbNames(globals).slice(-2)).toEqual([
      ['track', 'ViewContent'],
      ['track', 'AddToCart'],
    ]);
    trackLater('CREATE_ORDER', { total: 100, orderCode: 'AB12' });
    expect(fbNames(globals).at(-1)).toEqual(['track', 'Purchase']);
    await installAnalytics({}, 'ar', env);
    trackLater('ADD_ITEM');
    expect(fbNames(globals).at(-1)).toEqual(['track', 'Purchase']);
  });
});
