/**
 * The typed client: one function per call of the contract, each validating its input with the
 * call's schemas before sending and parsing the answer before returning it.
 */
import * as v from 'valibot';
import { buildPath, buildQuery, type CallDefinition, type CallInput, type CallOutput } from '../contract/define.ts';
import { documentAnswerForRender, takeDocumentAnswer } from './document-answers.ts';
import { ApiError, CONTRACT_ERROR_MESSAGE, errorFromResponse, NETWORK_ERROR_MESSAGE } from './errors.ts';

export interface ApiClientOptions {
  /** Prefix of every path, e.g. `https://pedidos.example.com`; empty for same-origin. */
  readonly baseUrl?: string;
  /** Injected for tests and server-side use; defaults to the global fetch at call time. */
  readonly fetch?: typeof fetch;
  /** Extra headers for every request (e.g. an external-benefit bearer token). */
  readonly headers?: () => Record<string, string>;
  /**
   * The answers a render without a document reads its first screen from, by path and query: the
   * server's render of a page's first screen, given the answers it writes into that page's
   * document (client/document-answers.ts). In a browser the document is read instead.
   */
  readonly answers?: Readonly<Record<string, unknown>>;
}

export type CallFunction<D extends CallDefinition> = (
  input: CallInput<D>,
  init?: { signal?: AbortSignal },
) => Promise<CallOutput<D>>;

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues.map((issue) => `${v.getDotPath(issue) ?? '(raíz)'}: ${issue.message}`).join('; ');
}

function callUrl<D extends CallDefinition>(baseUrl: string, definition: D, input: CallInput<D>): string {
  const parts = input as { params?: unknown; query?: unknown };
  return `${baseUrl}${buildPath(definition.path, parts.params as Record<string, unknown>)}${buildQuery(parts.query as Record<string, unknown>)}`;
}

export function createCaller(options: ApiClientOptions = {}) {
  const baseUrl = (options.baseUrl ?? '').replace(/\/$/, '');

  /**
   * The page's document's answer to a read (document-answers.ts), parsed: for the SWR hooks, which
   * show it in their first render instead of asking for it. None for a write, a read the document
   * does not answer, or an answer that does not match the call's schema.
   */
  function fromDocument<D extends CallDefinition>(
    definition: D,
    input: CallInput<D>,
  ): { readonly output: CallOutput<D> } | undefined {
    if (definition.method !== 'GET' || !definition.response) return undefined;
    const url = callUrl(baseUrl, definition, input);
    const found = options.answers ? answerIn(options.answers, url) : documentAnswerForRender(url);
    if (!found) return undefined;
    const parsed = v.safeParse(definition.response, found.answer);
    return parsed.success ? { output: parsed.output as CallOutput<D> } : undefined;
  }

  async function call<D extends CallDefinition>(
    definition: D,
    input: CallInput<D>,
    init: { signal?: AbortSignal } = {},
  ): Promise<CallOutput<D>> {
    const parts = input as { params?: unknown; query?: unknown; body?: unknown; bearer?: string };
    // Validate what we send with the same schemas the server uses: a bad input never leaves the browser.
    for (const [part, schema] of [
      ['params', definition.params],
      ['query', definition.query],
      ['body', definition.body],
    ] as const) {
      if (!schema) continue;
      const result = v.safeParse(schema, parts[part]);
      if (!result.success) throw new ApiError('contract', 0, describeIssues(result.issues));
    }
    const url = callUrl(baseUrl, definition, input);
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers?.() };
    if (parts.bearer) headers.Authorization = `Bearer ${parts.bearer}`;
    let body: string | undefined;
    if (definition.body) {
      const isText = definition.bodyFormat === 'text';
      headers['Content-Type'] = isText ? 'text/plain; charset=utf-8' : 'application/json';
      body = isText ? String(parts.body) : JSON.stringify(parts.body);
    }
    if (definition.method === 'GET' && definition.response !== null) {
      // The page's first read of this path may be answered in its document already (document-answers.ts;
      // a client of another origin builds absolute URLs, which no document answers).
      const fromDocument = takeDocumentAnswer(url);
      if (fromDocument) return parseAnswer(definition, 200, fromDocument.answer);
    }
    const doFetch = options.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await doFetch(url, {
        method: definition.method,
        headers,
        body,
        credentials: 'same-origin',
        ...(init.signal ? { signal: init.signal } : {}),
      });
    } catch (error) {
      if ((error as { name?: string }).name === 'AbortError') throw error;
      throw new ApiError('network', 0, NETWORK_ERROR_MESSAGE);
    }
    const text = await response.text();
    if (!response.ok) throw errorFromResponse(response.status, text);
    if (definition.response === null) return undefined as CallOutput<D>;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ApiError('contract', response.status, CONTRACT_ERROR_MESSAGE, text);
    }
    return parseAnswer(definition, response.status, json);
  }

  return Object.assign(call, { fromDocument });
}

function answerIn(answers: Readonly<Record<string, unknown>>, url: string): { readonly answer: unknown } | undefined {
  return Object.hasOwn(answers, url) ? { answer: answers[url] } : undefined;
}

/** An answer checked against the call's response schema: one that does not match is an error. */
function parseAnswer<D extends CallDefinition>(definition: D, status: number, json: unknown): CallOutput<D> {
  if (!definition.response) return undefined as CallOutput<D>;
  const parsed = v.safeParse(definition.response, json);
  if (!parsed.success) {
    throw new ApiError('contract', status, `${CONTRACT_ERROR_MESSAGE} ${describeIssues(parsed.issues)}`, json);
  }
  return parsed.output as CallOutput<D>;
}

export type Caller = ReturnType<typeof createCaller>;

/** `{ getMenu(input), createOrder(input), ... }` for a table of calls. */
export type ApiClient<T extends Record<string, CallDefinition>> = { readonly [K in keyof T]: CallFunction<T[K]> };

export function createApiClient<T extends Record<string, CallDefinition>>(
  calls: T,
  options: ApiClientOptions = {},
): ApiClient<T> {
  const call = createCaller(options);
  const entries = Object.entries(calls).map(([name, definition]) => [
    name,
    (input: CallInput<CallDefinition>, init?: { signal?: AbortSignal }) => call(definition, input, init),
  ]);
  return Object.fromEntries(entries) as unknown as ApiClient<T>;
}
