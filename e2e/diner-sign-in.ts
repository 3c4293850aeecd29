/**
 * A diner signs in as a person does in the demo: 'Mi cuenta', 'Iniciar sesión', the phone,
 * 'Ingresar', then the one-time code. In the demo the code reaches no phone: the sandbox keeps it
 * for the staff (`pnpm staff messages <phone>`), and this reads it through the same staff call.
 */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

const STAFF = { Authorization: 'Bearer dev-staff-token' };

/** The latest sign-in code the demo's sandbox "sent" to `phone` (as typed, Argentine). */
export async function sandboxCode(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/staff/messages?phone=${encodeURIComponent(phone)}`, { headers: STAFF });
      const { messages } = (await response.json()) as { messages: { body: string }[] };
      code = /^(\d{6}) es tu código/.exec(messages[0]?.body ?? '')?.[1];
      return code;
    })
    .toBeDefined();
  return code as string;
}

/** In the open 'Iniciar sesión' dialog: the phone, 'Ingresar', the code, 'Ingresar'. */
export async function signInInDialog(page: Page, phone: string): Promise<void> {
  const modal = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await modal.getByRole('textbox', { name: 'Teléfono' }).fill(phone);
  await modal.getByRole('button', { name: 'Ingresar' }).click();
  await enterSignInCode(page, phone);
}

/** The code step of 'Iniciar sesión', once the code was sent to `phone`. */
export async function enterSignInCode(page: Page, phone: string): Promise<void> {
  const modal = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await expect(modal.getByRole('textbox', { name: 'Código', exact: true })).toBeVisible();
  await modal.getByRole('textbox', { name: 'Código', exact: true }).fill(await sandboxCode(page.request, phone));
  await modal.getByRole('button', { name: 'Ingresar' }).click();
  // The session is open once the dialog closes (a claim that follows may reload the page at once).
  await expect(modal).toBeHidden();
}

/** From the menu page: 'Mi cuenta' → 'Iniciar sesión'; answers the sign-in dialog. */
export async function openSignInFromMenu(page: Page): Promise<Locator> {
  const drawer = page.getByRole('dialog', { name: 'Mi cuenta' });
  // A tap before the page has hydrated is lost, as a diner's would be: tap again, as they would.
  await expect(async () => {
    if (!(await drawer.isVisible())) await page.getByRole('button', { name: 'Mi cuenta' }).click();
    await expect(drawer).toBeVisible({ timeout: 2000 });
  }).toPass();
  await drawer.getByRole('button', { name: 'Iniciar sesión' }).click();
  return page.getByRole('dialog', { name: 'Iniciar sesión' });
}

/** From the menu page: 'Mi cuenta' → 'Iniciar sesión' → phone and code. */
export async function signInFromMenu(page: Page, phone: string): Promise<void> {
  await openSignInFromMenu(page);
  await signInInDialog(page, phone);
}
