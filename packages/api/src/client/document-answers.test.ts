import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as dinerCalls from '../contract/diner-calls.ts';
import { createCaller } from './client.ts';
import { DOCUMENT_ANSWERS_ELEMENT_ID, documentAnswerUrls, FIRST_SCREEN_ATTRIBUTE } from './document-answers.ts';
import { ApiError } from './errors.ts';

const vegan = { id: 'ind-vegan', name: 'Vegano', shortName: 'V', icon: 'leaf' };
const fileUrl = (id: string) => `/api/diner/file/${id}/url?type=plate`;

describe("the page's first reads answered in its document", () => {
  const network = vi.fn(async (url: string) =>
    url.includes('/file/')
      ? Response.json({ url: 'de-la-red.svg' })
      : Response.json([{ ...vegan, name: 'Vegano (de la red)' }]),
  );
  const call = createCaller({ fetch: network as unknown as typeof fetch });
  // Whether the page's root still carries the attribute of a first screen the app has not hydrated yet.
  let firstScreenDrawn = false;

  beforeAll(() => {
    // The element the server writes into the page's document (apps/server document-answers.ts).
    const answers = {
      '/api/indicators': [vegan],
      '/api/diner/palermo-centro': { type: 'nothing like an alias' },
      [fileUrl('shown')]: { url: 'del-documento.svg' },
      [fileUrl('bad')]: { url: 42 },
      [fileUrl('late')]: { url: 'tarde.svg' },
    };
    const element = { textContent: JSON.stringify(answers) };
    vi.stubGlobal('document', {
      getElementById: (id: string) => (id === DOCUMENT_ANSWERS_ELEMENT_ID ? element : null),
      querySelector: (selector: string) => (firstScreenDrawn && selector === `[${FIRST_SCREEN_ATTRIBUTE}]` ? {} : null),
    });
  });
  afterAll(() => vi.unstubAllGlobals());

  it("answers the client's first request of a URL from the document, without a request, and the next from the API", async () => {
    expect(await call(dinerCalls.getIndicators, {})).toEqual([vegan]);
    expect(network).not.toHaveBeenCalled();
    expect(await call(dinerCalls.getIndicators, {})).toEqual([{ ...vegan, name: 'Vegano (de la red)' }]);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('gives the hooks an answer for every render while the page starts, and the client then the API (a refresh)', async () => {
    const input = { params: { id: 'shown' }, query: { type: 'plate' as const } };
    expect(call.fromDocument(dinerCalls.getFileUrl, input)).toEqual({ output: { url: 'del-documento.svg' } });
    // A second hook of the same read, mounting in the same first screen.
    expect(call.fromDocument(dinerCalls.getFileUrl, input)).toEqual({ output: { url: 'del-documento.svg' } });
    network.mockClear();
    expect(await call(dinerCalls.getFileUrl, input)).toEqual({ url: 'de-la-red.svg' });
    expect(network).toHaveBeenCalledTimes(1);
    expect(call.fromDocument(dinerCalls.getFileUrl, input)).toBeUndefined();
    expect(documentAnswerUrls()).toEqual(['/api/indicators', fileUrl('shown')]);
  });

  it("keeps the answers for the hydration of the server's first screen, however late a slow phone starts it", () => {
    const input = { params: { id: 'late' }, query: { type: 'plate' as const } };
    const clock = vi.spyOn(performance, 'now').mockReturnValue(30_000);
    firstScreenDrawn = true;
    expect(call.fromDocument(dinerCalls.getFileUrl, input)).toEqual({ output: { url: 'tarde.svg' } });
    // Once the screen is the app's, a late render reads the API, like any page that has started.
    firstScreenDrawn = false;
    expect(call.fromDocument(dinerCalls.getFileUrl, input)).toBeUndefined();
    clock.mockRestore();
  });

  it("checks the document's answer against the call's schema like any answer", async () => {
    const badFile = { params: { id: 'bad' }, query: { type: 'plate' as const } };
    expect(call.fromDocument(dinerCalls.getFileUrl, badFile)).toBeUndefined();
    const input = { params: { alias: 'palermo-centro' } };
    network.mockClear();
    const failure = await call(dinerCalls.getAliasInfo, input).catch((error: unknown) => error);
    expect(network).not.toHaveBeenCalled();
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).kind).toBe('contract');
  });
});

describe("the server's render of a page's first screen", () => {
  it('shows the answers it is given, checked like any answer, where there is no document', () => {
    const call = createCaller({ answers: { '/api/indicators': [vegan], [fileUrl('bad')]: { url: 42 } } });
    expect(call.fromDocument(dinerCalls.getIndicators, {})).toEqual({ output: [vegan] });
    // Every render of the screen shows it (the server renders each document anew).
    expect(call.fromDocument(dinerCalls.getIndicators, {})).toEqual({ output: [vegan] });
    expect(
      call.fromDocument(dinerCalls.getFileUrl, { params: { id: 'bad' }, query: { type: 'plate' } }),
    ).toBeUndefined();
    expect(call.fromDocument(dinerCalls.getAliasInfo, { params: { alias: 'palermo-centro' } })).toBeUndefined();
  });
});
