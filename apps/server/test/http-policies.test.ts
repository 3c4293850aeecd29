import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

describe('HTTP policies', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_CODE_VALIDATION: '3/60s', CORS_ORIGINS: 'https://partner.example' });
  });
  afterAll(() => server.close());

  it('sends a strict Content-Security-Policy without inline scripts, and no sniffing or framing', async () => {
    const response = await server.request('/api/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('allows cross-origin calls only from configured origins', async () => {
    const allowed = await server.request('/api/health', { headers: { Origin: 'https://partner.example' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    const other = await server.request('/api/health', { headers: { Origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('limits discount-code validation per client with 429, a Spanish message and Retry-After', async () => {
    const body = {
      code: 'BIENVENIDA',
      paymentId: 'pt-cash',
      phone: '11 5555-0002',
      orderDate: new Date().toISOString(),
      branchId: 'br-palermo',
    };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await server.send('POST', '/api/codediscounts/validate', body)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const limited = await server.send('POST', '/api/codediscounts/validate', body);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { message: string }).message).toBe(
      'Demasiados intentos. Espere unos minutos y vuelva a intentar.',
    );
  });

  it('tags every answer with a request id', async () => {
    const response = await server.request('/api/health', { headers: { 'X-Request-Id': 'abc-123' } });
    expect(response.headers.get('x-request-id')).toBe('abc-123');
  });
});
