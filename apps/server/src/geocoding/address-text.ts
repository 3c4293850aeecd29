/**
 * Reading an address as a diner types it: accents, case, punctuation, 'Av.'/'Avenida' and the
 * usual abbreviations are forgiven, and the house number may come before or after the street.
 */

/** Lower case, no accents, letters and digits separated by single spaces. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Words that name the kind of street, not the street: dropped when something else is left. */
const STREET_KINDS = new Set([
  'av',
  'avda',
  'avenida',
  'calle',
  'pje',
  'psje',
  'pasaje',
  'bv',
  'bvd',
  'bvard',
  'boulevard',
  'bulevar',
]);

const ABBREVIATIONS: Readonly<Record<string, string>> = {
  gral: 'general',
  cnel: 'coronel',
  tte: 'teniente',
  dr: 'doctor',
  pte: 'presidente',
  ing: 'ingeniero',
  prof: 'profesor',
  sta: 'santa',
  sto: 'santo',
  pres: 'presidente',
};

/** Words that announce a house number ('N° 4700', 'nro 4700', 'al 4700'). */
const NUMBER_MARKERS = new Set(['n', 'no', 'nro', 'num', 'numero', 'al', 'altura']);

/** Words after which the rest is about the door, not the place ('piso 3', 'depto B'). */
const DOOR_MARKERS = new Set(['piso', 'depto', 'dpto', 'dto', 'departamento', 'timbre', 'pb', 'unidad', 'uf', 'casa']);

const HOUSE_NUMBER = /^\d{1,5}$/;

function expand(words: readonly string[]): string[] {
  return words.map((word) => ABBREVIATIONS[word] ?? word);
}

/** The words of a street name as the gazetteer keys it ('Av. Gral. Paz' → 'general paz'). */
export function streetKey(name: string): string {
  const words = expand(foldText(name).split(' ').filter(Boolean));
  const named = words.filter((word) => !STREET_KINDS.has(word));
  return (named.length > 0 ? named : words).join(' ');
}

/** One way to read a typed address: which words are the street, the number, and what else was said. */
export interface AddressReading {
  readonly street: string;
  readonly number: number | null;
  /** Other words (a locality, a city, a postal code), folded. */
  readonly hint: string;
}

function withoutDoor(words: readonly string[]): string[] {
  const door = words.findIndex((word) => DOOR_MARKERS.has(word));
  return door < 0 ? [...words] : words.slice(0, door);
}

/**
 * Every plausible reading of a typed address, most likely first: for each house number in the
 * first part (before a comma), the street is a run of words right before it or right after it;
 * the words left over and whatever follows the first comma are the hint. A reading without a
 * number takes the whole first part as the street.
 */
export function readAddress(text: string): AddressReading[] {
  const [head = '', ...tail] = text.split(',');
  const words = withoutDoor(expand(foldText(head).split(' ').filter(Boolean)));
  const tailHint = withoutDoor(foldText(tail.join(' ')).split(' ').filter(Boolean));
  const readings: AddressReading[] = [];
  const add = (street: readonly string[], number: number | null, rest: readonly string[]) => {
    const named = street.filter((word) => !NUMBER_MARKERS.has(word));
    if (named.length === 0) return;
    const hint = [...rest.filter((word) => !NUMBER_MARKERS.has(word)), ...tailHint];
    readings.push({ street: streetKey(named.join(' ')), number, hint: hint.join(' ') });
  };
  words.forEach((word, index) => {
    if (!HOUSE_NUMBER.test(word)) return;
    const number = Number(word);
    const before = words.slice(0, index);
    const after = words.slice(index + 1);
    // Longest runs first: 'gorriti 4700 palermo' reads 'gorriti' + hint 'palermo'.
    for (let start = 0; start < before.length; start++)
      add(before.slice(start), number, [...before.slice(0, start), ...after]);
    for (let end = after.length; end > 0; end--) add(after.slice(0, end), number, [...before, ...after.slice(end)]);
  });
  add(words, null, []);
  return readings;
}

/** The house number the text gives, if any (the last number of its first part). */
export function typedNumber(text: string): number | null {
  const numbers = readAddress(text).flatMap((reading) => (reading.number === null ? [] : [reading.number]));
  return numbers.at(-1) ?? null;
}
