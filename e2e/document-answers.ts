import { DOCUMENT_ANSWERS_ELEMENT_ID, FIRST_SCREEN_ATTRIBUTE } from '@comanda/api';
import { expect, type Page } from '@playwright/test';

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

/**
 * Waits until the app has taken over the first screen the server rendered into the document (the
 * root loses its mark). For a test whose browser clock is not the server's: the app draws that
 * screen anew for its own hour (the venue open, not closed), so a tap on the server's version
 * could land on something else.
 */
export async function appHasTakenOver(page: Page): Promise<void> {
  await expect(page.locator(`#root[${FIRST_SCREEN_ATTRIBUTE}]`)).toHaveCount(0);
}
