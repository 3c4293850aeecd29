/**
 * The embedded geocoder: a gazetteer of streets with house-number ranges and coordinates, read
 * from a JSON file (docs/geocoding.md "The gazetteer file"). A number between two points of a
 * street is placed by linear interpolation along that stretch; a point is read back as the
 * nearest stretch and the number interpolated on it. No network.
 */
import type { LatLng } from '@comanda/domain/tracking';
import * as v from 'valibot';
import { foldText, readAddress, streetKey } from './address-text.ts';
import { type AddressQuery, GEOCODE_RESULT_LIMIT, type GeocodedPlace, type Geocoder } from './geocoder.ts';

const Text = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200));
/** `[house number, latitude, longitude]`. */
const PointSchema = v.tuple([
  v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99_999)),
  v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
]);
const StreetSchema = v.object({
  name: Text,
  aliases: v.optional(v.array(Text), []),
  postalCode: v.optional(Text),
  points: v.pipe(
    v.array(PointSchema),
    v.minLength(2, 'a street needs two points or more'),
    v.check(
      (points) => points.every((point, i) => i === 0 || point[0] > (points[i - 1] as (typeof points)[number])[0]),
      'the house numbers of a street must grow from one point to the next',
    ),
  ),
});
const AreaSchema = v.object({
  locality: Text,
  city: Text,
  province: v.optional(Text),
  postalCode: v.optional(Text),
  streets: v.array(StreetSchema),
});
export const GazetteerFileSchema = v.object({
  name: v.optional(Text),
  country: v.pipe(v.string(), v.toLowerCase(), v.regex(/^[a-z]{2}$/, 'a two-letter country code')),
  areas: v.pipe(v.array(AreaSchema), v.minLength(1)),
});
export type GazetteerFile = v.InferInput<typeof GazetteerFileSchema>;

type Point = readonly [number, number, number];

interface Street {
  readonly id: string;
  readonly name: string;
  readonly keys: readonly string[];
  readonly points: readonly Point[];
  readonly locality: string;
  readonly city: string;
  readonly province: string | null;
  readonly postalCode: string | null;
  /** Folded locality, city, province and postal code, for the hint of a typed address. */
  readonly areaTerms: readonly string[];
}

/** Decision: a point farther than this from every street has no address. */
export const REVERSE_MAX_DISTANCE_METRES = 200;
const EARTH_RADIUS_METRES = 6_371_000;

/** Parses a gazetteer file's JSON; the error names the file's path to the bad value. */
export function parseGazetteer(json: unknown): v.InferOutput<typeof GazetteerFileSchema> {
  const result = v.safeParse(GazetteerFileSchema, json);
  if (result.success) return result.output;
  const issue = result.issues[0];
  throw new Error(`${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
}

function streetsOf(file: v.InferOutput<typeof GazetteerFileSchema>): Street[] {
  return file.areas.flatMap((area, areaIndex) =>
    area.streets.map((street, streetIndex) => {
      const postalCode = street.postalCode ?? area.postalCode ?? null;
      return {
        id: `${areaIndex}.${streetIndex}`,
        name: street.name,
        keys: [...new Set([street.name, ...street.aliases].map(streetKey))],
        points: street.points,
        locality: area.locality,
        city: area.city,
        province: area.province ?? null,
        postalCode,
        areaTerms: [area.locality, area.city, area.province, postalCode].flatMap((term) =>
          term ? [foldText(term)] : [],
        ),
      };
    }),
  );
}

const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

/** Where a house number lies on a street: interpolated between the two points around it. */
export function positionOnStreet(points: readonly Point[], number: number): LatLng | null {
  for (let i = 1; i < points.length; i++) {
    const [fromNumber, fromLat, fromLng] = points[i - 1] as Point;
    const [toNumber, toLat, toLng] = points[i] as Point;
    if (number < fromNumber || number > toNumber) continue;
    const t = (number - fromNumber) / (toNumber - fromNumber);
    return { lat: lerp(fromLat, toLat, t), lng: lerp(fromLng, toLng, t) };
  }
  return null;
}

/** The nearest point of a street to `at`, its interpolated number and the distance in metres. */
export function nearestOnStreet(points: readonly Point[], at: LatLng): { number: number; distance: number } {
  // An equirectangular plane around `at`: exact enough over a few hundred metres.
  const scaleX = Math.cos((at.lat * Math.PI) / 180) * ((EARTH_RADIUS_METRES * Math.PI) / 180);
  const scaleY = (EARTH_RADIUS_METRES * Math.PI) / 180;
  const plane = ([, lat, lng]: Point) => ({ x: (lng - at.lng) * scaleX, y: (lat - at.lat) * scaleY });
  let best = { number: points[0]?.[0] ?? 0, distance: Number.POSITIVE_INFINITY };
  for (let i = 1; i < points.length; i++) {
    const from = points[i - 1] as Point;
    const to = points[i] as Point;
    const a = plane(from);
    const b = plane(to);
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const length = dx * dx + dy * dy;
    const t = length === 0 ? 0 : Math.min(1, Math.max(0, -(a.x * dx + a.y * dy) / length));
    const distance = Math.hypot(a.x + t * dx, a.y + t * dy);
    if (distance < best.distance) best = { number: Math.round(lerp(from[0], to[0], t)), distance };
  }
  return best;
}

/** Optimal string alignment distance, cut off above `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] as number) + 1);
      current.push(value);
    }
    before = previous;
    previous = current;
  }
  return previous[b.length] as number;
}

/** How a typed street name fits a street: 3 its name, 2 a typo of it, 1 the start of it, 0 not at all. */
function nameFit(street: Street, typed: string): number {
  if (street.keys.includes(typed)) return 3;
  const tolerance = typed.length >= 10 ? 2 : typed.length >= 5 ? 1 : 0;
  if (tolerance > 0 && street.keys.some((key) => editDistance(key, typed, tolerance) <= tolerance)) return 2;
  if (typed.length >= 3 && street.keys.some((key) => key.startsWith(typed))) return 1;
  return 0;
}

/** Whether what else the diner wrote names this street's area: yes, no, or nothing was said. */
function hintFit(street: Street, hint: string): 'none' | 'matches' | 'unknown' {
  // One or two characters left over ('3', 'b', '3b') are a door, not a place.
  const words = hint.split(' ').filter((word) => word.length > 2 || /^\d{4}$/.test(word));
  if (words.length === 0) return 'none';
  const said = words.join(' ');
  const named = street.areaTerms.some((term) => ` ${term} `.includes(` ${said} `) || ` ${said} `.includes(` ${term} `));
  return named ? 'matches' : 'unknown';
}

interface Candidate {
  readonly place: GeocodedPlace;
  /** `nameFit` of the typed street. */
  readonly fit: number;
  /** Whether the typed number is on the street, and the hint named its area. */
  readonly numbered: boolean;
  readonly hinted: boolean;
  /** From the point the search is near (0 without one). */
  readonly distance: number;
}

/** Exact places first, then the better name, a number found, the area named, the nearer. */
function compareCandidates(a: Candidate, b: Candidate): number {
  const exact = Number(b.place.match === 'exact') - Number(a.place.match === 'exact');
  return (
    exact ||
    b.fit - a.fit ||
    Number(b.numbered) - Number(a.numbered) ||
    Number(b.hinted) - Number(a.hinted) ||
    a.distance - b.distance ||
    a.place.label.localeCompare(b.place.label)
  );
}

function placeOf(street: Street, number: number | null, at: LatLng, exact: boolean, country: string): GeocodedPlace {
  const label = number === null ? street.name : `${street.name} ${number}`;
  return {
    id: `gazetteer:${street.id}:${number ?? ''}`,
    label,
    description: [street.locality, street.city].join(', '),
    match: exact ? 'exact' : 'partial',
    street: street.name,
    number: number === null ? null : String(number),
    locality: street.locality,
    city: street.city,
    province: street.province,
    postalCode: street.postalCode,
    country,
    lat: at.lat,
    lng: at.lng,
  };
}

const middleOf = (points: readonly Point[]): LatLng => {
  const first = points[0] as Point;
  const last = points.at(-1) as Point;
  return positionOnStreet(points, Math.round((first[0] + last[0]) / 2)) ?? { lat: first[1], lng: first[2] };
};

const roughDistance = (a: LatLng, b: LatLng | undefined) =>
  b ? Math.hypot(a.lat - b.lat, (a.lng - b.lng) * Math.cos((a.lat * Math.PI) / 180)) : 0;

export interface GazetteerGeocoder extends Geocoder {
  readonly streetCount: number;
}

/** A geocoder over a parsed gazetteer file. */
export function createGazetteerGeocoder(json: unknown, source = 'gazetteer'): GazetteerGeocoder {
  const file = parseGazetteer(json);
  const streets = streetsOf(file);
  const country = file.country;

  function candidatesOf(street: Street, query: AddressQuery): Candidate[] {
    const found: Candidate[] = [];
    for (const reading of readAddress(query.text)) {
      const fit = nameFit(street, reading.street);
      if (fit === 0) continue;
      const hint = hintFit(street, reading.hint);
      const at = reading.number === null ? null : positionOnStreet(street.points, reading.number);
      const number = at ? reading.number : null;
      const position = at ?? middleOf(street.points);
      const exact = fit === 3 && number !== null && hint !== 'unknown';
      found.push({
        place: placeOf(street, number, position, exact, country),
        fit,
        numbered: number !== null,
        hinted: hint === 'matches',
        distance: roughDistance(position, query.near),
      });
    }
    return found;
  }

  async function search(query: AddressQuery): Promise<GeocodedPlace[]> {
    if (query.country && query.country !== country) return [];
    const best = new Map<string, Candidate>();
    for (const street of streets) {
      for (const candidate of candidatesOf(street, query)) {
        const known = best.get(candidate.place.id);
        if (!known || compareCandidates(candidate, known) < 0) best.set(candidate.place.id, candidate);
      }
    }
    const ranked = [...best.values()];
    // A street named in full leaves out the streets that only start like it.
    const namedInFull = ranked.some((candidate) => candidate.fit === 3);
    return ranked
      .filter((candidate) => !namedInFull || candidate.fit >= 2)
      .sort(compareCandidates)
      .slice(0, GEOCODE_RESULT_LIMIT)
      .map((candidate) => candidate.place);
  }

  async function reverse(at: LatLng): Promise<GeocodedPlace[]> {
    let best: { street: Street; number: number; distance: number } | null = null;
    for (const street of streets) {
      const nearest = nearestOnStreet(street.points, at);
      if (!best || nearest.distance < best.distance) best = { street, ...nearest };
    }
    if (!best || best.distance > REVERSE_MAX_DISTANCE_METRES) return [];
    return [placeOf(best.street, best.number, at, true, country)];
  }

  return {
    search,
    reverse,
    streetCount: streets.length,
    description: `${source}${file.name ? ` '${file.name}'` : ''} (${streets.length} streets)`,
  };
}
