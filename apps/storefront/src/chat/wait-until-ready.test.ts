import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitUntilReady } from './wait-until-ready.ts';

describe('waitUntilReady (diner §9: chat and bot retry up to 10 times every 200 ms)', () => {
  afterEach(() => vi.useRealTimers());

  it('checks once, then up to 10 more times 200 ms apart, and gives up after 2 s', async () => {
    vi.useFakeTimers();
    const isReady = vi.fn(() => false);
    const waited = waitUntilReady(isReady);
    await vi.advanceTimersByTimeAsync(1999);
    expect(isReady).toHaveBeenCalledTimes(10);
    await vi.advanceTimersByTimeAsync(1);
    await expect(waited).resolves.toBe(false);
    expect(isReady).toHaveBeenCalledTimes(11);
  });

  it('answers as soon as the provider’s global is ready', async () => {
    vi.useFakeTimers();
    let ready = false;
    const waited = waitUntilReady(() => ready);
    await vi.advanceTimersByTimeAsync(400);
    ready = true;
    await vi.advanceTimersByTimeAsync(200);
    await expect(waited).resolves.toBe(true);
  });
});
