import { describe, expect, it } from 'vitest';
import { categoriesWithPlates } from './shown-categories.ts';

describe('categoriesWithPlates (diner §3)', () => {
  it('keeps the categories with plates, in their order', () => {
    const categories = [
      { id: 'a', plates: [1] },
      { id: 'empty', plates: [] },
      { id: 'b', plates: [2, 3] },
    ];
    expect(categoriesWithPlates(categories).map((category) => category.id)).toEqual(['a', 'b']);
  });
});
