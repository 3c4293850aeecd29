/**
 * Every diner-side call of diner §7 and the diner, order, survey and venue-guide calls of
 * follow-up §7, at the spec's paths. `decision` marks paths the specs leave "not shown".
 *
 * The module is the contract as a whole (`dinerCalls`, a namespace, for what walks every call:
 * the server's routes, the API docs, the mocks); the calls live in three modules because a bundler
 * places a module whole: the menu's reads and the failure log sit in each app's entry, and the
 * other pages' reads and the writes load only with the pages that make them.
 */
export * from './diner-page-calls.ts';
export * from './diner-read-calls.ts';
export * from './diner-write-calls.ts';
