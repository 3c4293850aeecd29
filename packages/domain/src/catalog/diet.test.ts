import { describe, expect, it } from 'vitest';
import { dietChoices, restoreDiet } from './diet.ts';
import { passesDiet } from './passes-diet.ts';

const veggie = { id: 'veggie', name: 'Vegetariano' };
const glutenFree = { id: 'gluten-free', name: 'Sin TACC' };
const spicy = { id: 'spicy', name: 'Picante' };
const vegan = { id: 'vegan', name: 'Vegano' };

const plates = [
  { indicators: ['veggie', 'gluten-free'] },
  { indicators: ['veggie'] },
  { indicators: ['spicy'] },
  { indicators: [] },
  {},
];

describe('passesDiet', () => {
  it('lets every plate through when nothing is chosen', () => {
    expect(plates.every((plate) => passesDiet(plate, []))).toBe(true);
  });

  it('keeps the plates that carry every chosen indicator', () => {
    expect(plates.filter((plate) => passesDiet(plate, ['veggie']))).toEqual([plates[0], plates[1]]);
    expect(plates.filter((plate) => passesDiet(plate, ['veggie', 'gluten-free']))).toEqual([plates[0]]);
    expect(plates.filter((plate) => passesDiet(plate, ['veggie', 'spicy']))).toEqual([]);
  });
});

describe('dietChoices', () => {
  it('offers the indicators some plate carries, in the indicator list order', () => {
    expect(dietChoices([spicy, vegan, glutenFree, veggie], plates)).toEqual([spicy, glutenFree, veggie]);
  });

  it('offers nothing on a menu whose plates carry no indicator', () => {
    expect(dietChoices([veggie, spicy], [{ indicators: [] }, {}])).toEqual([]);
  });
});

describe('restoreDiet', () => {
  it('reads back the stored ids that plates still carry, once each', () => {
    expect(restoreDiet('["veggie","vegan","veggie","spicy"]', plates)).toEqual(['veggie', 'spicy']);
  });

  it('reads nothing stored, broken or of another shape as no choice', () => {
    for (const stored of [null, '', 'not json', '{"veggie":true}', '"veggie"', '[1,null]']) {
      expect(restoreDiet(stored, plates)).toEqual([]);
    }
  });
});
