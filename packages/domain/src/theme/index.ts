export * from './colors.ts';
export * from './contrast.ts';
