import { describe, expect, it } from 'vitest';
import { addressModalMaxHeight, pageWidthPercent } from './layout.ts';

describe('page width', () => {
  it.each([
    [1920, 50],
    [1026, 50],
    [1025, 80],
    [900, 80],
    [800, 80],
    [799, 100],
    [360, 100],
  ])('%i px → %i %%', (width, percent) => {
    expect(pageWidthPercent(width)).toBe(percent);
  });
});

describe('address modal', () => {
  it('is the window height minus 180 px, never negative', () => {
    expect(addressModalMaxHeight(800)).toBe(620);
    expect(addressModalMaxHeight(100)).toBe(0);
  });
});
