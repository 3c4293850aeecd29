export * from './diet.ts';
export * from './passes-diet.ts';
export * from './types.ts';
