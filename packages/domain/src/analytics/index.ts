export * from './analytics.ts';
export * from './analytics-endpoint.ts';
export * from './marketing-ids.ts';
export * from './support-chat.ts';
