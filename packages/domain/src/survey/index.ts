export * from './messages.ts';
export * from './survey.ts';
