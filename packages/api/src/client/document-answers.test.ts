import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as dinerCalls from '../contract/diner-calls.ts';
import { createCaller } from './client.ts';
import { DOCUMENT_ANSWERS_ELEMENT_ID, documentAnswerUrls } from './document-answers.ts';
import { ApiError } from './errors.ts';

const vegan = { id: 'ind-vegan', name: 'Vegano', shortName: 'V', icon: 'leaf' };

describe("the client takes a page's first reads from its document", () => {
  const network = vi.fn(async () => Response.json([{ ...vegan, name: 'Vegano (de la red)' }]));

  beforeAll(() => {
    // The element the server writes into the page's document (apps/server document-answers.ts).
    const answers = {
      '/api/indicators': [vegan],
      '/api/diner/palermo-centro': { type: 'nothing like an alias' },
    };
    const element = { textContent: JSON.stringify(answers) };
    vi.stubGlobal('document', {
      getElementById: (id: string) => (id === DOCUMENT_ANSWERS_ELEMENT_ID ? element : null),
    });
  });
  afterAll(() => vi.unstubAllGlobals());

  it('answers the first read of a URL from the document, without a request, and the next from the network', async () => {
    const call = createCaller({ fetch: network as unknown as typeof fetch });
    expect(await call(dinerCalls.getIndicators, {})).toEqual([vegan]);
    expect(network).not.toHaveBeenCalled();
    expect(documentAnswerUrls()).toEqual(['/api/indicators']);
    expect(await call(dinerCalls.getIndicators, {})).toEqual([{ ...vegan, name: 'Vegano (de la red)' }]);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("checks the document's answer against the call's schema like any answer", async () => {
    const call = createCaller({ fetch: network as unknown as typeof fetch });
    const failure = await call(dinerCalls.getAliasInfo, { params: { alias: 'palermo-centro' } }).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).kind).toBe('contract');
  });
});
