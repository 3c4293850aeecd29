/**
 * Answers the server wrote into a page's document for the reads the page makes first (issue #9,
 * apps/server/src/http/document-answers.ts): `<script type="application/json" id="…">` holding
 * `{ [path and query]: answer }`. The typed client takes a read's answer from there instead of the
 * network, once: a later read of the same URL (SWR revalidating, a retry) goes to the API.
 *
 * Why: on a phone's first visit each read was a request of its own, queued behind the page's code
 * on the few connections a browser opens, and the page could draw nothing until they were in. The
 * document's answer arrives with the document. It is parsed and validated with the call's schema
 * like any answer, so a stale or malformed one is an error, not trusted data.
 */
export const DOCUMENT_ANSWERS_ELEMENT_ID = 'comanda-document-answers';

let answers: Map<string, unknown> | null = null;
const taken: string[] = [];

function documentAnswers(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  // No DOM types here: this package also runs on the server, where there is no document.
  const page = (globalThis as { document?: { getElementById(id: string): { textContent: string | null } | null } })
    .document;
  const element = page?.getElementById(DOCUMENT_ANSWERS_ELEMENT_ID);
  if (element?.textContent) {
    try {
      answers = new Map(Object.entries(JSON.parse(element.textContent) as Record<string, unknown>));
    } catch {
      // A document without usable answers: every read goes to the network.
    }
  }
  return answers;
}

/** The document's answer to a read of `url` (path and query), if it has one not taken yet. */
export function takeDocumentAnswer(url: string): { readonly answer: unknown } | undefined {
  const all = documentAnswers();
  if (!all.has(url)) return undefined;
  const answer = all.get(url);
  all.delete(url);
  taken.push(url);
  return { answer };
}

/** The URLs whose answers the page took from its document (the service worker caches them itself). */
export function documentAnswerUrls(): readonly string[] {
  return taken;
}
