/**
 * Two menu customizations the checkout reads (diner §3 "Menu customizations by resource",
 * §5 "Address"): DOCUMENT_LABEL (the document field's label) and the list of branch contacts that
 * use the complex address inputs. Settings sit in the customization's `commands` JSON; a corrupt
 * one is ignored, never trusted.
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
