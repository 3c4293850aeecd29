import type { KeyedMutator } from 'swr';

/**
 * The api hooks' `named` helper types `mutate` as `unknown`; it is SWR's bound mutator of the
 * read's data. (Reported upstream: the helper could carry the type.)
 */
export const boundMutate = <T>(mutate: unknown): KeyedMutator<T> => mutate as KeyedMutator<T>;
