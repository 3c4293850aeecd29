import { noteWithoutControlCharacters, withoutControlCharacters } from '@comanda/domain/validation';
import * as v from 'valibot';

/** Longest text a person types into any field we accept; longer is refused, not truncated. */
export const MAX_TEXT_LENGTH = 2000;
/** Decision: a client's failure report holds at most this many characters; the client cuts it there. */
export const DINER_LOG_MAX_LENGTH = 4000;

export const IdSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64));
export const AliasSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1),
  v.maxLength(80),
  v.regex(/^[a-z0-9][a-z0-9-]*$/i, 'Alias inválido'),
);
/** A name: one line, its control characters (a forged line break, a terminal escape) removed, trimmed. */
export const NameSchema = v.pipe(v.string(), v.transform(withoutControlCharacters), v.trim(), v.maxLength(200));
/** A line of an address, its control characters removed. */
export const AddressLineSchema = /* @__NO_SIDE_EFFECTS__ */ (max: number) =>
  v.pipe(v.string(), v.transform(withoutControlCharacters), v.maxLength(max));
/** A note a person types: its line breaks kept, every other control character removed. */
export const NoteSchema = /* @__NO_SIDE_EFFECTS__ */ (max: number) =>
  v.pipe(v.string(), v.transform(noteWithoutControlCharacters), v.maxLength(max));
export const TextSchema = NoteSchema(MAX_TEXT_LENGTH);
/**
 * A phone as a person types it (digits, spaces, dashes, parentheses, a leading +). Whether it is
 * a valid number of the branch's country is the domain's rule, with the spec's message.
 */
export const PhoneSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(25),
  v.regex(/^\+?[0-9][0-9 ()-]*$/, 'Teléfono inválido'),
);
export const EmailSchema = v.pipe(v.string(), v.trim(), v.maxLength(254));
/** Money on the wire: an integer number of minor units of the branch's currency. */
export const MoneySchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000_000_00));
export const PercentSchema = v.pipe(v.number(), v.minValue(0), v.maxValue(100));
export const QuantitySchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9_999_999));
export const IsoDateTimeSchema = v.pipe(v.string(), v.isoTimestamp());
export const LatitudeSchema = v.pipe(v.number(), v.minValue(-90), v.maxValue(90));
export const LongitudeSchema = v.pipe(v.number(), v.minValue(-180), v.maxValue(180));
export const HhMmSchema = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Hora inválida'));

/** Query values arrive as strings; these coerce and bound them. */
export const QueryIntSchema = /* @__NO_SIDE_EFFECTS__ */ (min: number, max: number) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/, 'Número entero inválido'))]),
    v.transform(Number),
    v.integer(),
    v.minValue(min),
    v.maxValue(max),
  );
export const QueryNumberSchema = /* @__NO_SIDE_EFFECTS__ */ (min: number, max: number) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/, 'Número inválido'))]),
    v.transform(Number),
    v.minValue(min),
    v.maxValue(max),
  );
export const PositionSchema = v.object({ lat: LatitudeSchema, lng: LongitudeSchema });

/** The body of every 4xx/5xx answer. `issues` lists what was wrong with the input. */
export const ApiErrorBodySchema = v.object({
  error: v.string(),
  message: v.string(),
  issues: v.optional(v.array(v.object({ path: v.string(), message: v.string() }))),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBodySchema>;
