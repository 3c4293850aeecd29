import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type ApiClientOptions, type Caller, createCaller } from '../client/client.ts';
import { type DinerLogContext, type FailureLogger, formatDinerLog } from '../client/policy.ts';
import { logDinerError } from '../contract/diner-read-calls.ts';

export interface ApiContextValue {
  readonly call: Caller;
  readonly log: FailureLogger;
  /** Context added to every logged failure (branch contact, branch, address...). */
  readonly logContext: DinerLogContext;
}

const ApiContext = createContext<ApiContextValue | null>(null);

export interface ApiProviderProps extends ApiClientOptions {
  readonly logContext?: DinerLogContext;
  /** Replaces the default logger (POST /api/diner/log), e.g. to collect logs in tests. */
  readonly log?: FailureLogger;
  /** The page's context at the moment of a failure (which store, where the diner is), read when one is logged. */
  readonly logContextOf?: (() => DinerLogContext) | undefined;
  readonly children: ReactNode;
}

/** Gives the hooks below their client. Nothing reads `window` until a request is made. */
export function ApiProvider({
  baseUrl,
  fetch,
  headers,
  answers,
  logContext,
  log,
  logContextOf,
  children,
}: ApiProviderProps) {
  const value = useMemo<ApiContextValue>(() => {
    const call = createCaller({
      ...(baseUrl !== undefined ? { baseUrl } : {}),
      ...(fetch ? { fetch } : {}),
      ...(headers ? { headers } : {}),
      ...(answers ? { answers } : {}),
    });
    const sendLog: FailureLogger =
      log ??
      ((message, context) => {
        // Logging must never fail the screen: a failed log is dropped.
        call(logDinerError, { body: formatDinerLog(message, { ...logContextOf?.(), ...context }) }).catch(
          () => undefined,
        );
      });
    return { call, log: sendLog, logContext: logContext ?? {} };
  }, [baseUrl, fetch, headers, answers, log, logContext, logContextOf]);
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiContextValue {
  const value = useContext(ApiContext);
  if (!value) throw new Error('useApi must be used inside <ApiProvider>');
  return value;
}
