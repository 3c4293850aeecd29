/** The geocoder the configuration asks for (docs/geocoding.md). */
import { readFileSync } from 'node:fs';
import type { GeocodingConfig } from '../config.ts';
import type { Logger } from '../http/logger.ts';
import { createGazetteerGeocoder } from './gazetteer.ts';
import type { Geocoder } from './geocoder.ts';
import { createNominatimGeocoder } from './nominatim.ts';

export type { Geocoder } from './geocoder.ts';

/** Parsed once per file and process: every app built in a test run shares it. */
const gazetteers = new Map<string, Geocoder>();

/** Reads a gazetteer file; a missing or malformed file stops the start with the file's name and the fault. */
export function loadGazetteer(file: string): Geocoder {
  const known = gazetteers.get(file);
  if (known) return known;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`GAZETTEER_FILE ${file} cannot be read: ${error instanceof Error ? error.message : error}`);
  }
  let geocoder: Geocoder;
  try {
    geocoder = createGazetteerGeocoder(json);
  } catch (error) {
    throw new Error(`GAZETTEER_FILE ${file} is not a gazetteer: ${error instanceof Error ? error.message : error}`);
  }
  gazetteers.set(file, geocoder);
  return geocoder;
}

export function createGeocoder(config: GeocodingConfig, logger: Logger): Geocoder {
  switch (config.provider) {
    case 'gazetteer':
      return loadGazetteer(config.gazetteerFile);
    case 'nominatim':
      return createNominatimGeocoder({ ...config, logger });
    default:
      return config satisfies never;
  }
}
