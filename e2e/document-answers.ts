import { DOCUMENT_ANSWERS_ELEMENT_ID } from '@comanda/api';
import type { Page } from '@playwright/test';

const ANSWERS_ELEMENT = new RegExp(
  `<script type="application/json" id="${DOCUMENT_ANSWERS_ELEMENT_ID}">([\\s\\S]*?)</script>`,
);

/** The answers to its first reads that a page's document carries (apps/server document-answers.ts), by URL. */
export function documentAnswers(html: string): Record<string, unknown> {
  const json = ANSWERS_ELEMENT.exec(html)?.[1];
  return json ? (JSON.parse(json) as Record<string, unknown>) : {};
}

/**
 * Serves the page's documents without those answers, so the page asks the API for every read and
 * a test's `page.route` answers them (a long menu made up in the test, a picture that never comes).
 */
export async function withoutDocumentAnswers(page: Page): Promise<void> {
  await page.route('**/*', async (route, request) => {
    if (request.resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace(ANSWERS_ELEMENT, '') });
  });
}
