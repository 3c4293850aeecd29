export * from './diet.ts';
export * from './passes-diet.ts';
export * from './shown-categories.ts';
export * from './types.ts';
