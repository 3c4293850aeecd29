import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ITEM_NOTES_LIMIT,
  DEFAULT_ORDER_NOTES_LIMIT,
  limitNotes,
  notesCounter,
  notesLength,
  notesLimits,
} from './notes.ts';

describe('notesLimits', () => {
  it('defaults to 250 characters for the order and for each item', () => {
    expect([DEFAULT_ORDER_NOTES_LIMIT, DEFAULT_ITEM_NOTES_LIMIT]).toEqual([250, 250]);
    expect(notesLimits(undefined)).toEqual({ order: 250, item: 250 });
    expect(notesLimits([])).toEqual({ order: 250, item: 250 });
    expect(notesLimits([{ resource: 'PROMOTIONAL_BANNER' }])).toEqual({ order: 250, item: 250 });
  });

  it('follows a NOTES_LIMIT customization', () => {
    expect(
      notesLimits([
        { resource: 'DOCUMENT_LABEL' },
        {
          resource: 'NOTES_LIMIT',
          orderNotesLimit: 120,
          hasOrderNotesLimit: true,
          itemNotesLimit: 40,
          hasItemNotesLimit: true,
        },
      ]),
    ).toEqual({ order: 120, item: 40 });
  });

  it('a limit set off means no limit; a limit left on without a value keeps the default', () => {
    expect(notesLimits({ hasOrderNotesLimit: false, hasItemNotesLimit: true })).toEqual({ order: null, item: 250 });
    expect(notesLimits({ hasItemNotesLimit: false, orderNotesLimit: 0 })).toEqual({ order: 250, item: null });
  });

  it('reads the settings from the commands JSON string too', () => {
    const commands = JSON.stringify({ orderNotesLimit: 80, hasItemNotesLimit: false });
    expect(notesLimits([{ resource: 'NOTES_LIMIT', commands }])).toEqual({ order: 80, item: null });
    expect(notesLimits([{ resource: 'NOTES_LIMIT', commands: '{not json', itemNotesLimit: 30 }])).toEqual({
      order: 250,
      item: 30,
    });
    expect(notesLimits([{ resource: 'NOTES_LIMIT', commands: '"text"' }])).toEqual({ order: 250, item: 250 });
  });
});

describe('typing notes', () => {
  it('blocks typing beyond the limit and counts length/limit', () => {
    const typed = 'a'.repeat(260);
    const kept = limitNotes(typed, 250);
    expect(kept).toHaveLength(250);
    expect(notesCounter(kept, 250)).toBe('250/250');
    expect(notesCounter('Sin cebolla', 250)).toBe('11/250');
  });

  it('without a limit keeps everything and shows no counter', () => {
    expect(limitNotes('a'.repeat(400), null)).toHaveLength(400);
    expect(notesCounter('hola', null)).toBeNull();
    expect(limitNotes(undefined, 10)).toBe('');
  });

  it('never splits an emoji', () => {
    expect(limitNotes('ab🍕🍕', 3)).toBe('ab🍕');
    expect(notesLength('ab🍕')).toBe(3);
  });

  it('what is kept is a prefix within the limit, and cutting twice changes nothing (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), fc.integer({ min: 1, max: 300 }), (text, max) => {
        const kept = limitNotes(text, max);
        expect(notesLength(kept)).toBe(Math.min(notesLength(text), max));
        expect(text.startsWith(kept)).toBe(true);
        expect(limitNotes(kept, max)).toBe(kept);
      }),
    );
  });
});
