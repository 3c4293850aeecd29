/**
 * Every diner-side call of diner §7 and the diner, order, survey and venue-guide calls of
 * follow-up §7, at the spec's paths. `decision` marks paths the specs leave "not shown".
 *
 * The module is the contract as a whole (`dinerCalls`, a namespace, for what walks every call:
 * the server's routes, the API docs, the mocks); the calls live in two modules because a bundler
 * places a module whole: the reads, which every page's hooks and the failure log name, sit in each
 * app's entry, and the writes load only with the pages that make them.
 */
export * from './diner-read-calls.ts';
export * from './diner-write-calls.ts';
