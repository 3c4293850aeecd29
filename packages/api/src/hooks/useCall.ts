import { useCallback, useEffect, useRef } from 'react';
import useSWR, {
  type KeyedMutator,
  type SWRConfiguration,
  type SWRResponse,
  unstable_serialize,
  useSWRConfig,
} from 'swr';
import { type PolicyOutput, runWithPolicy } from '../client/policy.ts';
import type { CallDefinition, CallInput, CallOutput } from '../contract/define.ts';
import { useApi } from './ApiProvider.tsx';

/** SWR key of a call: its method, path and input. `null` input means "don't fetch yet". */
export function callKey<D extends CallDefinition>(definition: D, input: CallInput<D> | null) {
  return input === null ? null : ([definition.method, definition.path, JSON.stringify(input)] as const);
}

/** How a read treats a failed refresh. */
export interface ReadOptions {
  /**
   * Once the read has answered, a failed refresh (polling, focus, reconnect, `mutate`) answers the
   * last answer again and reports the error here, instead of the call's empty fallback or error:
   * a live page keeps what it shows, and SWR keeps polling (it stops while a key holds an error).
   */
  readonly onRefreshFailed?: (error: unknown) => void;
}

/**
 * Reads a call through SWR under the call's failure policy: fallback calls answer their empty
 * value instead of an error; `store` calls expose the parsed error.
 *
 * A read the page's document answered (client/document-answers.ts) is shown in the hook's first
 * render while the page is starting, without a request and without a render per arriving answer:
 * the page's first screen is drawn once, with its data. SWR's later revalidations (focus,
 * polling, `mutate`) read the API.
 */
export function useCall<D extends CallDefinition>(
  definition: D,
  input: CallInput<D> | null,
  config?: SWRConfiguration,
  options: ReadOptions = {},
) {
  const { call, log, logContext } = useApi();
  const { cache } = useSWRConfig();
  const key = callKey(definition, input);
  // undefined: not looked for yet (no input until now); null: the document has no answer for it.
  const documentAnswer = useRef<{ readonly key: string; readonly data: PolicyOutput<D> } | null | undefined>(undefined);
  if (documentAnswer.current === undefined && input !== null) {
    const answered = call.fromDocument(definition, input);
    documentAnswer.current = answered ? { key: unstable_serialize(key), data: answered.output } : null;
  }
  const answer = documentAnswer.current;
  const fromDocument = Boolean(answer && answer.key === unstable_serialize(key));
  // The document's answer is the hook's first successful read: `onSuccess` hears of it as it would
  // of a fetch's (the tracking page moves its state machine on it).
  const latest = useRef({ answer, config });
  latest.current = { answer, config };
  useEffect(() => {
    const { answer: first, config: current } = latest.current;
    if (fromDocument && first) current?.onSuccess?.(first.data, first.key, current as never);
  }, [fromDocument]);
  const { onRefreshFailed } = options;
  const read = async (): Promise<CallOutput<D>> => {
    try {
      return await call(definition, input as CallInput<D>);
    } catch (error) {
      const last = cache.get(unstable_serialize(key))?.data ?? (fromDocument ? answer?.data : undefined);
      if (!onRefreshFailed || last === undefined) throw error;
      onRefreshFailed(error);
      return last as CallOutput<D>;
    }
  };
  return useSWR<PolicyOutput<D>>(
    key,
    () => runWithPolicy(definition, read, log, logContext),
    fromDocument && answer ? { ...config, fallbackData: answer.data, revalidateOnMount: false } : config,
  );
}

/**
 * A read made on demand rather than by a render (a button pressed, a pin moved): `read(input)`
 * answers under the call's failure policy, like the hooks' reads.
 */
export function useCallRead<D extends CallDefinition>(
  definition: D,
): (input: CallInput<D>) => Promise<PolicyOutput<D>> {
  const { call, log, logContext } = useApi();
  return useCallback(
    (input: CallInput<D>) => runWithPolicy(definition, () => call(definition, input), log, logContext),
    [definition, call, log, logContext],
  );
}

/** A read's SWR result with its data under a name: `{ menu, error, isLoading, isValidating, mutate }`. */
export type Named<T, F extends string> = { readonly [P in F]: T | undefined } & {
  readonly error: unknown;
  readonly isLoading: boolean;
  readonly isValidating: boolean;
  readonly mutate: KeyedMutator<T>;
};

export function named<T, F extends string>(result: SWRResponse<T>, field: F): Named<T, F> {
  const { data, error, isLoading, isValidating, mutate } = result;
  return { [field]: data, error, isLoading, isValidating, mutate } as Named<T, F>;
}

/** Diner §4 "Status for branch order modes, reward info, alias info: starting, loading, fetched, error". */
export const READ_STATUSES = ['starting', 'loading', 'fetched', 'error'] as const;
export type ReadStatus = (typeof READ_STATUSES)[number];

/**
 * Where a read stands: `starting` before it is asked (its input is not known yet), `loading`
 * until its first answer, `fetched` once answered (a failed refresh keeps the answer shown), and
 * `error` when it failed with nothing to show.
 */
export function readStatus(read: Pick<SWRResponse<unknown>, 'data' | 'error' | 'isLoading'>): ReadStatus {
  if (read.data !== undefined) return 'fetched';
  if (read.error) return 'error';
  return read.isLoading ? 'loading' : 'starting';
}

/** `named` with the read's `status` besides, for the reads whose screens follow it. */
export function namedWithStatus<T, F extends string>(
  result: SWRResponse<T>,
  field: F,
): Named<T, F> & { readonly status: ReadStatus } {
  return { ...named(result, field), status: readStatus(result) };
}
