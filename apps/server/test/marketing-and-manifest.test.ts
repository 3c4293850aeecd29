import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind, startTestServer, type TestServer } from './harness.ts';

const scriptSrc = (csp: string) => /script-src ([^;]*)/.exec(csp)?.[1] ?? '';

describe(`branch pages: marketing CSP and web manifest on ${databaseKind}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each([
    ['/menu/palermo-centro', "'self'"],
    ['/menu/palermo-centro/checkout', "'self'"],
    ['/', "'self'"],
    ['/menu/no-existe', "'self'"],
    ['/menu/belgrano', "'self' https://connect.facebook.net https://www.googletagmanager.com"],
    ['/menu/belgrano/preview', "'self' https://connect.facebook.net https://www.googletagmanager.com"],
    ['/menu/sabores-belgrano', "'self' https://connect.facebook.net https://www.googletagmanager.com"],
    // A company page may lead to any of its branches: the union of their vendors.
    ['/menu/sabores', "'self' https://connect.facebook.net https://www.googletagmanager.com"],
  ])('%s allows scripts from %s', async (path, expected) => {
    const response = await server.request(path);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(scriptSrc(csp)).toBe(expected);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('the vendors’ collection origins are allowed only with the ids', async () => {
    const belgrano = (await server.request('/menu/belgrano')).headers.get('content-security-policy') ?? '';
    expect(belgrano).toMatch(/connect-src [^;]*https:\/\/www\.facebook\.com/);
    expect(belgrano).toMatch(/img-src [^;]*https:\/\/\*\.google-analytics\.com/);
    const palermo = (await server.request('/menu/palermo-centro')).headers.get('content-security-policy') ?? '';
    expect(palermo).not.toContain('facebook');
    expect(palermo).not.toContain('google');
  });

  it('serves the manifest of a branch contact with its name, colours and logo', async () => {
    const response = await server.request('/api/diner/palermo-centro/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    expect(await response.json()).toEqual({
      id: '/menu/palermo-centro',
      name: 'Sabores Palermo Centro',
      short_name: 'Sabores Palermo Centro',
      lang: 'es',
      dir: 'ltr',
      start_url: '/menu/palermo-centro',
      scope: '/menu/palermo-centro',
      display: 'standalone',
      background_color: '#f5f5f5',
      theme_color: '#c2410c',
      icons: [
        { src: '/api/diner/files/logo-sabores.svg', sizes: 'any', purpose: 'any', type: 'image/svg+xml' },
        { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    });
  });

  it('a company alias installs with the company name; an unknown alias is a JSON 404', async () => {
    expect(await (await server.request('/api/diner/sabores/manifest.webmanifest')).json()).toMatchObject({
      name: 'Sabores',
      start_url: '/menu/sabores',
    });
    const missing = await server.request('/api/diner/no-existe/manifest.webmanifest');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'not_found', message: 'Alias no encontrado' });
  });
});
