/** docs/api.md, rendered from the call table: every call with its method, path, schemas and failure behaviour. */
import type { CallDefinition } from '../contract/define.ts';
import { describeSchema } from './describe.ts';

const failureText: Record<CallDefinition['failure']['kind'], string> = {
  fallback: 'falls back to an empty value (shown below) and the failure is logged to `POST /api/diner/log`',
  store: 'the error is parsed by the shared parser (`parseError`) and kept for the screen to show',
  log: 'only logged to `POST /api/diner/log`; the caller gets nothing',
};

function block(title: string, schema: CallDefinition['params']): string[] {
  return schema ? [`${title}:`, '', '```ts', describeSchema(schema), '```', ''] : [];
}

/**
 * Calls by path, then method: the order of a module namespace's keys depends on the loader
 * (Node's is alphabetical, Vite's is the declaration order), so the script and the test that
 * checks its output would disagree.
 */
function byPath(calls: Readonly<Record<string, CallDefinition>>): [string, CallDefinition][] {
  const key = (call: CallDefinition) => `${call.path} ${call.method}`;
  return Object.entries(calls).sort(([, a], [, b]) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

export function renderApiDocs(groups: readonly { title: string; calls: Record<string, CallDefinition> }[]): string {
  const lines = [
    '# API',
    '',
    '<!-- Generated from packages/api/src/contract by `pnpm api:docs`; a test fails when it is stale. -->',
    '',
    'Every call of the specs, as `packages/api` defines it and `apps/server` answers it. Money is an integer',
    'number of minor units of the branch currency (ARS 1.500,50 = `150050`). Bad input answers **400** with',
    '`{ error, message, issues: [{ path, message }] }`; a missing resource **404**; a conflict **409**; a client',
    'over a rate limit **429** with `Retry-After`; the database unreachable **503**. Messages are in Spanish.',
    '',
  ];
  for (const group of groups) {
    const calls = byPath(group.calls);
    lines.push(`## ${group.title}`, '', '| call | method | path |', '| --- | --- | --- |');
    for (const [name, call] of calls)
      lines.push(`| [${name}](#${name.toLowerCase()}) | ${call.method} | \`${call.path}\` |`);
    lines.push('');
    for (const [name, call] of calls) {
      lines.push(`### ${name}`, '', `\`${call.method} ${call.path}\` — ${call.summary}`, '');
      if (call.decision) lines.push(`> Decision: ${call.decision}`, '');
      lines.push(`Auth: ${call.auth}. On failure the apps: ${failureText[call.failure.kind]}.`, '');
      if (call.failure.kind === 'fallback' && call.failure.value !== undefined)
        lines.push(`Fallback: \`${JSON.stringify(call.failure.value)}\``, '');
      lines.push(...block('Path parameters', call.params), ...block('Query', call.query));
      if (call.body) lines.push(...block(call.bodyFormat === 'text' ? 'Body (text/plain)' : 'Body', call.body));
      lines.push(...(call.response ? block('Response', call.response) : ['Response: 204, no body.', '']));
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
