import { describe, expect, it } from 'vitest';
import { analyticsEndpointOf } from './analytics-endpoint.ts';
import { CHAT_RETRY_ATTEMPTS, CHAT_RETRY_INTERVAL_MS, supportChatOf } from './support-chat.ts';

describe('supportChatOf', () => {
  it('keeps the built-in chat and a Crisp website id of the right shape', () => {
    expect(supportChatOf({ supportChat: { provider: 'comanda' } })).toEqual({ provider: 'comanda' });
    expect(
      supportChatOf({ supportChat: { provider: 'crisp', accountId: ' 3f2b8a10-1c2d-4e5f-8a9b-0c1d2e3f4a5b ' } }),
    ).toEqual({ provider: 'crisp', accountId: '3f2b8a10-1c2d-4e5f-8a9b-0c1d2e3f4a5b' });
  });

  it.each([
    [null],
    [{}],
    [{ supportChat: null }],
    [{ supportChat: { provider: 'crisp' } }],
    [{ supportChat: { provider: 'crisp', accountId: '"><script>alert(1)</script>' } }],
    [{ supportChat: { provider: 'intercom', accountId: 'abc' } }],
  ])('means no chat for %j', (branch) => {
    expect(supportChatOf(branch)).toBeNull();
  });

  it('waits for a provider 10 times, 200 ms apart (diner §9)', () => {
    expect([CHAT_RETRY_ATTEMPTS, CHAT_RETRY_INTERVAL_MS]).toEqual([10, 200]);
  });
});

describe('analyticsEndpointOf', () => {
  it('keeps an https endpoint', () => {
    expect(analyticsEndpointOf({ analyticsEndpoint: ' https://collect.example.com/v1/events ' })?.href).toBe(
      'https://collect.example.com/v1/events',
    );
  });

  it.each([
    [null],
    [{}],
    [{ analyticsEndpoint: 'http://collect.example.com' }],
    [{ analyticsEndpoint: 'javascript:alert(1)' }],
    [{ analyticsEndpoint: 'https://user:secret@collect.example.com' }],
    [{ analyticsEndpoint: 'not a url' }],
  ])('means our own collector for %j', (branch) => {
    expect(analyticsEndpointOf(branch)).toBeNull();
  });
});
