/**
 * Answers the server wrote into a page's document for the reads the page makes first (see
 * apps/server/src/http/document-answers.ts): `<script type="application/json" id="…">` holding
 * `{ [path and query]: answer }`.
 *
 * Why: on a phone's first visit each read was a request of its own, queued behind the page's code
 * on the few connections a browser opens, and the page drew itself once per arriving answer. The
 * document's answers arrive with the document, so the page's first render has its data.
 *
 * Who uses them, and for how long:
 * - the SWR hooks (`useCall`) show an answer in their first render, without a request, while the
 *   page is starting (`RENDER_WINDOW_MS` after navigation, and for as long as React hydrates the
 *   first screen the server drew from them, however late a slow phone starts it): every hook of
 *   that read mounting then;
 * - the typed client's first request of a URL no hook has shown is answered from the document
 *   once (a read made outside a hook: the tracking page's realtime configuration);
 * - after that, or once a hook has shown it and the client is asked again (a revalidation), the
 *   read goes to the API: a document's answers are never served as a refresh.
 * Each answer is parsed and validated with the call's schema like any answer.
 */
export const DOCUMENT_ANSWERS_ELEMENT_ID = 'comanda-document-answers';

/**
 * The attribute on the page's root element when the server rendered its first screen from these
 * answers (apps/server/src/http/first-screens.ts): the app takes over those elements.
 */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/** How long after the navigation the hooks may show the document's answers (its first screen's renders). */
const RENDER_WINDOW_MS = 10_000;

interface DocumentAnswer {
  readonly answer: unknown;
  shown: boolean;
}

let answers: Map<string, DocumentAnswer> | null = null;
const used = new Set<string>();

/** No DOM types here: this package also runs on the server, where there is no document. */
interface PageDocument {
  getElementById(id: string): { textContent: string | null } | null;
  querySelector?(selector: string): unknown;
}

const pageDocument = () => (globalThis as { document?: PageDocument }).document;

function documentAnswers(): Map<string, DocumentAnswer> {
  if (answers) return answers;
  answers = new Map();
  const element = pageDocument()?.getElementById(DOCUMENT_ANSWERS_ELEMENT_ID);
  if (element?.textContent) {
    try {
      const parsed = JSON.parse(element.textContent) as Record<string, unknown>;
      answers = new Map(Object.entries(parsed).map(([url, answer]) => [url, { answer, shown: false }]));
    } catch {
      // A document without usable answers: every read goes to the network.
    }
  }
  return answers;
}

/** The document's answer to a read of `url` (path and query) for a hook's render, while the page is starting. */
export function documentAnswerForRender(url: string): { readonly answer: unknown } | undefined {
  const entry = documentAnswers().get(url);
  if (!entry || (performance.now() > RENDER_WINDOW_MS && !hydratingFirstScreen())) return undefined;
  entry.shown = true;
  used.add(url);
  return { answer: entry.answer };
}

/**
 * Whether the root still carries `FIRST_SCREEN_ATTRIBUTE` (the app removes it once it has hydrated
 * the server's screen): that hydration must render what the server rendered, from the same answers.
 */
function hydratingFirstScreen(): boolean {
  return Boolean(pageDocument()?.querySelector?.(`[${FIRST_SCREEN_ATTRIBUTE}]`));
}

/** The document's answer to the client's request of `url`, once, unless a hook has shown it (then: the API). */
export function takeDocumentAnswer(url: string): { readonly answer: unknown } | undefined {
  const all = documentAnswers();
  const entry = all.get(url);
  if (!entry) return undefined;
  all.delete(url);
  if (entry.shown) return undefined;
  used.add(url);
  return { answer: entry.answer };
}

/** The URLs whose answers the page took from its document (the service worker caches them itself). */
export function documentAnswerUrls(): readonly string[] {
  return [...used];
}
