export * from './analytics.ts';
export * from './marketing-ids.ts';
