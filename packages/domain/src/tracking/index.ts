export * from './eta.ts';
export * from './live.ts';
export * from './map.ts';
export * from './messages.ts';
export * from './route.ts';
export * from './view.ts';
