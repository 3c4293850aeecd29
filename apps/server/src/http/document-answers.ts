/**
 * A page's first reads answered in its document (the client's side is
 * packages/api/src/client/document-answers.ts). The server asks itself each read the page will make
 * at once (the same route, middleware and view as the browser's request, without the browser's
 * cookies: these are the public catalogue and tracking reads) and writes the answers into the
 * document as JSON, which the page takes instead of a request of its own.
 *
 * A read that does not answer 200 with JSON, or whose answer is larger than
 * `MAX_EMBEDDED_ANSWER_BYTES` (a long menu), is left to the page and started with the document
 * instead (`preload as=fetch`): a 404 is what a page shows its not-found screen from, and a long
 * menu's answer would hold back the document's first bytes.
 */
import { DOCUMENT_ANSWERS_ELEMENT_ID } from '@comanda/api';
import type { Hono } from 'hono';
import type { AppEnv } from './env.ts';

export const MAX_EMBEDDED_ANSWER_BYTES = 64 * 1024;

export interface DocumentAnswers {
  /** Answers by the read's path and query, as the page's client builds them. */
  readonly answers: Readonly<Record<string, unknown>>;
  /** The reads the document does not answer, in their order. */
  readonly unanswered: readonly string[];
}

/**
 * Headers of the page's request a read's answer may depend on (the realtime configuration names the
 * page's host) or that it is counted by (a limited read counts against the page's client).
 */
const FORWARDED_HEADERS = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for'];

/**
 * Asks `app` each read as the page would, from the page's origin, and sorts the answers. `env` is
 * the page request's (its connection), so a read counts against the same client's limits.
 */
export async function answerReads(
  app: Hono<AppEnv>,
  page: { readonly url: string; readonly headers: Headers },
  reads: readonly string[],
  env?: object,
): Promise<DocumentAnswers> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  for (const name of FORWARDED_HEADERS) {
    const value = page.headers.get(name);
    if (value) headers[name] = value;
  }
  const results = await Promise.all(
    reads.map(async (read) => {
      const response = await app.request(new URL(read, page.url).href, { headers }, env);
      const text = await response.text();
      const isJson = response.headers.get('Content-Type')?.startsWith('application/json') ?? false;
      if (response.status !== 200 || !isJson || Buffer.byteLength(text) > MAX_EMBEDDED_ANSWER_BYTES) return { read };
      return { read, answer: JSON.parse(text) as unknown };
    }),
  );
  const answers: Record<string, unknown> = {};
  const unanswered: string[] = [];
  for (const result of results) {
    if ('answer' in result) answers[result.read] = result.answer;
    else unanswered.push(result.read);
  }
  return { answers, unanswered };
}

/**
 * The answers as a JSON data block: never run (no CSP needed), and `<` written `\u003c` so no text
 * in an answer (a plate's name, say) can close the element and start markup of its own.
 */
export function answersElement(answers: Readonly<Record<string, unknown>>): string | null {
  if (Object.keys(answers).length === 0) return null;
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${DOCUMENT_ANSWERS_ELEMENT_ID}">${json}</script>`;
}
