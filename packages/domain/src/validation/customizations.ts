/**
 * Menu customizations the checkout and the follow-up page read (diner §3 "Menu customizations by
 * resource", §5 "Address", §2 submit): DOCUMENT_LABEL (the document field's label), the list of
 * branch contacts that use the complex address inputs, and REDIRECT_ACTION (the follow-up page's
 * redirect). Settings sit in the customization's `commands` JSON; a corrupt one is never trusted.
 */
import { DEFAULT_COMPLEX_ADDRESS_BRANCH_CONTACT_IDS } from './address.ts';
import type { MenuCustomizationLike } from './notes.ts';

export const DOCUMENT_LABEL_RESOURCE = 'DOCUMENT_LABEL';
/** Decision: the resource name of the complex-address list (the spec names the list, not its resource). */
export const COMPLEX_ADDRESS_RESOURCE = 'COMPLEX_ADDRESS';

function commandsOf(
  customizations: readonly MenuCustomizationLike[] | null | undefined,
  resource: string,
): Record<string, unknown> | null {
  const found = (customizations ?? []).find((customization) => customization?.resource === resource);
  if (typeof found?.commands !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(found.commands);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The DOCUMENT_LABEL customization's label, or null when the branch sets none (the field keeps its default). */
export function documentLabelOf(customizations: readonly MenuCustomizationLike[] | null | undefined): string | null {
  const label = commandsOf(customizations, DOCUMENT_LABEL_RESOURCE)?.label;
  return typeof label === 'string' && label.trim() !== '' ? label.trim() : null;
}

/** The branch contacts listed for the complex address inputs, or the default list without a customization. */
export function complexAddressBranchContactIds(
  customizations: readonly MenuCustomizationLike[] | null | undefined,
): readonly string[] {
  const ids = commandsOf(customizations, COMPLEX_ADDRESS_RESOURCE)?.branchContactIds;
  if (!Array.isArray(ids)) return DEFAULT_COMPLEX_ADDRESS_BRANCH_CONTACT_IDS;
  return ids.filter((id): id is string | number => typeof id === 'string' || typeof id === 'number').map(String);
}

export const REDIRECT_ACTION_RESOURCE = 'REDIRECT_ACTION';
/** The one redirect action of the spec: where the follow-up page sends a diner whose order code is unknown. */
export const INVALID_CODE_REDIRECT_ACTION = 'INVALID_CODE';

/**
 * The branch's follow-up redirect (REDIRECT_ACTION): none set; set but invalid (an unknown
 * action, or a url that is neither a page of this site nor http(s)), which the submit marks with `invalidCustomRedirect=true`;
 * or the page to send a diner to when the order code is unknown.
 */
export type FollowUpRedirect =
  | { readonly kind: 'none' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'onInvalidCode'; readonly url: string };

/** A page of this site ('/menu/…') or a web address; never a script, another scheme or another site's '//'. */
const REDIRECT_URL = /^(\/(?![/\\])|https?:\/\/[^\s/?#]+)\S*$/i;

const isRedirectUrl = (value: unknown): value is string => typeof value === 'string' && REDIRECT_URL.test(value);

export function followUpRedirectOf(
  customizations: readonly MenuCustomizationLike[] | null | undefined,
): FollowUpRedirect {
  const present = (customizations ?? []).some((customization) => customization?.resource === REDIRECT_ACTION_RESOURCE);
  if (!present) return { kind: 'none' };
  const commands = commandsOf(customizations, REDIRECT_ACTION_RESOURCE);
  if (commands?.action === INVALID_CODE_REDIRECT_ACTION && isRedirectUrl(commands.url))
    return { kind: 'onInvalidCode', url: commands.url };
  return { kind: 'invalid' };
}

/**
 * Where the follow-up page of an unknown order code sends the diner, if anywhere: the branch's
 * redirect unless the page's `invalidCustomRedirect` flag disables it.
 */
export function invalidCodeRedirectUrl(redirect: FollowUpRedirect, disabled: boolean): string | null {
  return redirect.kind === 'onInvalidCode' && !disabled ? redirect.url : null;
}
