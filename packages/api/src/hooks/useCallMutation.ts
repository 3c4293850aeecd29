import useSWRMutation from 'swr/mutation';
import type { CallDefinition, CallInput, CallOutput } from '../contract/define.ts';
import { useApi } from './ApiProvider.tsx';

/**
 * A write: `trigger(input)` sends it; errors are thrown to the caller and kept in `error`. Apart
 * from the reads (useCall.ts), so that a page that only reads loads none of SWR's mutation code.
 */
export function useCallMutation<D extends CallDefinition>(definition: D) {
  const { call } = useApi();
  return useSWRMutation<CallOutput<D>, Error, readonly [string, string], CallInput<D>>(
    [definition.method, definition.path] as const,
    (_key, { arg }) => call(definition, arg),
  );
}
