import { describe, expect, it } from 'vitest';
import { entryModeOf } from './entry-mode.ts';

const delivery = { id: 'd', type: 'DELIVERY' };
const takeAway = { id: 't', type: 'TAKE_AWAY' };

describe('the order mode on entering a store at its own alias', () => {
  it('asks when there are several modes and no hash', () => {
    expect(entryModeOf({ modes: [delivery, takeAway], hash: '', modeFromHash: true })).toBeNull();
  });

  it('takes the hash mode when the branch turns that on', () => {
    expect(entryModeOf({ modes: [delivery, takeAway], hash: '#take_away', modeFromHash: true })).toBe(takeAway);
    expect(entryModeOf({ modes: [delivery, takeAway], hash: 'TAKE_AWAY', modeFromHash: true })).toBe(takeAway);
  });

  it('ignores the hash when the branch leaves it off', () => {
    expect(entryModeOf({ modes: [delivery, takeAway], hash: '#take_away', modeFromHash: false })).toBeNull();
  });

  it('asks when the hash names no mode of the store, or cannot be read', () => {
    expect(entryModeOf({ modes: [delivery, takeAway], hash: '#table', modeFromHash: true })).toBeNull();
    expect(entryModeOf({ modes: [delivery, takeAway], hash: '#%', modeFromHash: true })).toBeNull();
  });

  it('takes the only mode at once, hash or not', () => {
    expect(entryModeOf({ modes: [takeAway], hash: '', modeFromHash: false })).toBe(takeAway);
    expect(entryModeOf({ modes: [takeAway], hash: '#delivery', modeFromHash: true })).toBe(takeAway);
  });

  it('has nothing to take from a store without modes', () => {
    expect(entryModeOf({ modes: [], hash: '#delivery', modeFromHash: true })).toBeNull();
  });
});
