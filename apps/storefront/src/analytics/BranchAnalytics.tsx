import type { BranchOutput } from '@comanda/api';
import { useBranchAnalytics } from './analytics.ts';

/** Installs the branch's pixel and tags for the pages below (see `useBranchAnalytics`). */
export function BranchAnalytics({ branch }: { readonly branch: BranchOutput }) {
  useBranchAnalytics(branch);
  return null;
}
