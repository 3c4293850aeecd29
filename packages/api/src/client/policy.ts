/**
 * Runs a call under its failure policy (the error catalogue): a `fallback` call never throws
 * and answers its empty value; a `log` call never throws and answers undefined; a `store` call
 * throws the parsed ApiError for the screen to keep. Every failure is logged.
 */
import type { CallDefinition, CallOutput } from '../contract/define.ts';
import { DINER_LOG_MAX_LENGTH } from '../schemas/common.ts';
import { parseError } from './errors.ts';

/** The context fields diner §7 lists for POST /api/diner/log. */
export interface DinerLogContext {
  readonly bcId?: string;
  readonly branchId?: string;
  readonly url?: string;
  readonly lat?: number;
  readonly lng?: number;
  readonly fullAddress?: string;
  readonly addressFromLocalStorage?: boolean;
  readonly component?: string;
  readonly payload?: unknown;
  readonly stack?: string;
}

export type FailureLogger = (message: string, context: DinerLogContext) => void;

export type PolicyOutput<D extends CallDefinition> = D['failure'] extends { kind: 'store' }
  ? CallOutput<D>
  : D['failure'] extends { kind: 'fallback' }
    ? CallOutput<D>
    : CallOutput<D> | undefined;

export async function runWithPolicy<D extends CallDefinition>(
  definition: D,
  run: () => Promise<CallOutput<D>>,
  log: FailureLogger,
  context: DinerLogContext = {},
): Promise<PolicyOutput<D>> {
  try {
    return await run();
  } catch (error) {
    const { message, status } = parseError(error);
    log(`${definition.method} ${definition.path} failed (${status}): ${message}`, {
      ...context,
      stack: error instanceof Error ? error.stack : undefined,
    });
    switch (definition.failure.kind) {
      case 'fallback':
        return definition.failure.value as PolicyOutput<D>;
      case 'log':
        return undefined as PolicyOutput<D>;
      case 'store':
        throw error;
      default:
        return definition.failure satisfies never;
    }
  }
}

/**
 * Sends a failure to POST /api/diner/log as plain text: the message, then the context as JSON, cut
 * to the length the server keeps (a long stack would otherwise lose the whole report).
 */
export function formatDinerLog(message: string, context: DinerLogContext): string {
  return `${message}\n${JSON.stringify(context)}`.slice(0, DINER_LOG_MAX_LENGTH);
}
