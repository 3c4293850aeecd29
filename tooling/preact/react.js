/**
 * `react` for the apps' builds (tooling/preact/aliases.ts): `preact/compat`, plus the React 19
 * hooks it lacks that the libraries we ship import (React Router imports `useOptimistic`).
 * JavaScript, not TypeScript: preact/compat's types are an `export =` namespace, which
 * `export *` cannot re-export; the apps are typed against React's own types.
 */
export * from 'preact/compat';
export { default } from 'preact/compat';

const ignoreOptimisticUpdate = () => {};

/**
 * React 19's `useOptimistic`. An optimistic state shows only while an async transition is
 * pending, and Preact runs `startTransition` at once: no transition is ever pending, so the state
 * shown is always the one passed in.
 *
 * @template State
 * @param {State} passthrough
 * @returns {[State, (action: unknown) => void]}
 */
export function useOptimistic(passthrough) {
  return [passthrough, ignoreOptimisticUpdate];
}
