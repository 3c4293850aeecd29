import { describe, expect, it } from 'vitest';
import * as dinerCalls from './diner-calls.ts';
import { callNameOf, matchPage, pathMatcher } from './pages.ts';

describe('page and call paths', () => {
  it('matches a route with its params, and nothing longer or shorter', () => {
    const match = pathMatcher('/menu/:alias/order/:orderCode');
    expect(match('/menu/palermo-centro/order/AB12C')).toEqual({ alias: 'palermo-centro', orderCode: 'AB12C' });
    expect(match('/menu/palermo-centro/order')).toBeNull();
    expect(match('/menu/palermo-centro/order/AB12C/extra')).toBeNull();
  });

  it('takes the first declared page that matches, as the router does', () => {
    const pages = [
      { path: '/menu/:alias/checkout', module: 'checkout', reads: [] },
      { path: '/menu/:alias/:mode', module: 'menu', reads: [] },
    ];
    expect(matchPage(pages, '/menu/palermo-centro/checkout')?.page.module).toBe('checkout');
    expect(matchPage(pages, '/menu/palermo-centro/delivery')?.params).toEqual({
      alias: 'palermo-centro',
      mode: 'delivery',
    });
    expect(matchPage(pages, '/encuesta/x')).toBeNull();
  });

  it('names the call a request makes, by method and path', () => {
    expect(callNameOf(dinerCalls, 'GET', '/api/diner/palermo-centro')).toBe('getAliasInfo');
    expect(callNameOf(dinerCalls, 'GET', '/api/indicators')).toBe('getIndicators');
    expect(callNameOf(dinerCalls, 'DELETE', '/api/indicators')).toBeNull();
  });
});
