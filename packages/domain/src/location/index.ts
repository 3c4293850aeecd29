export * from './geocoding.ts';
