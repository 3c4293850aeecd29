/**
 * Mounts a call of the contract on the app: its params, query and body are validated with the
 * call's own valibot schemas (400 with the issue list, never a 500), the handler gets the parsed
 * values, and in development and tests the answer is checked against the call's response schema,
 * so the server cannot drift from what docs/api.md and the client promise.
 */
import type { CallDefinition } from '@comanda/api';
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from './env.ts';
import { HttpError } from './errors.ts';

type Out<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

export interface ParsedInput<D extends CallDefinition> {
  readonly params: Out<D['params']>;
  readonly query: Out<D['query']>;
  readonly body: Out<D['body']>;
}

export type CallResult<D extends CallDefinition> = D['response'] extends v.GenericSchema
  ? v.InferInput<D['response']>
  : undefined;

/** Wrap a result to answer 201 Created instead of 200. */
export class Created<T> {
  constructor(readonly body: T) {}
}
export const created = <T>(body: T) => new Created(body);

export type CallHandler<D extends CallDefinition> = (
  input: ParsedInput<D>,
  c: Context<AppEnv>,
) => Promise<CallResult<D> | Created<CallResult<D>> | Response> | CallResult<D> | Response;

function issuesOf(part: string, issues: readonly v.BaseIssue<unknown>[]) {
  return issues.map((issue) => {
    const dotPath = v.getDotPath(issue);
    return { path: dotPath ? `${part}.${dotPath}` : part, message: issue.message };
  });
}

/**
 * The dot path of the first string holding a NUL character: PostgreSQL cannot store one in text
 * or jsonb and would fail the query, so such input is refused before any handler runs.
 */
function nulPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null || depth > 32) return null;
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = key.includes('\u0000') ? path : nulPath(inner, `${path}.${key}`, depth + 1);
    if (innerPath) return innerPath;
  }
  return null;
}

function parsePart(part: string, schema: v.GenericSchema | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = v.safeParse(schema, value);
  if (!result.success) {
    throw new HttpError(400, 'invalid_request', 'Los datos enviados no son válidos', {
      issues: issuesOf(part, result.issues),
    });
  }
  const withNul = nulPath(result.output, part);
  if (withNul) {
    throw new HttpError(400, 'invalid_request', 'Los datos enviados no son válidos', {
      issues: [{ path: withNul, message: 'Contiene caracteres no permitidos' }],
    });
  }
  return result.output;
}

/** Repeated query keys become arrays, single ones strings (`orderModeId=1&orderModeId=2`). */
function queryObject(c: Context): Record<string, string | string[]> {
  const all = c.req.queries();
  return Object.fromEntries(
    Object.entries(all).map(([key, values]) => [key, values.length === 1 ? (values[0] as string) : values]),
  );
}

async function readBody(c: Context, format: CallDefinition['bodyFormat']): Promise<unknown> {
  const text = await c.req.text();
  if (format === 'text') return text;
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'invalid_json', 'El cuerpo de la solicitud no es JSON válido');
  }
}

const methods = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' } as const;

export function mountCall<D extends CallDefinition>(
  app: Hono<AppEnv>,
  definition: D,
  handler: CallHandler<D>,
  options: { readonly checkResponses: boolean; readonly before?: (c: Context<AppEnv>) => Promise<void> | void },
): void {
  app[methods[definition.method]](definition.path, async (c) => {
    await options.before?.(c);
    const input = {
      params: parsePart('params', definition.params, c.req.param()),
      query: parsePart('query', definition.query, queryObject(c)),
      body: definition.body ? parsePart('body', definition.body, await readBody(c, definition.bodyFormat)) : undefined,
    } as ParsedInput<D>;
    const answer = await handler(input, c);
    if (answer instanceof Response) return answer;
    const status = answer instanceof Created ? 201 : 200;
    const result = answer instanceof Created ? answer.body : answer;
    if (definition.response === null) return c.body(null, 204);
    if (options.checkResponses) {
      const checked = v.safeParse(definition.response, result);
      if (!checked.success) {
        throw new Error(
          `response of ${definition.method} ${definition.path} breaks its schema: ${JSON.stringify(issuesOf('response', checked.issues))}`,
        );
      }
    }
    return c.json(result as object, status);
  });
}
