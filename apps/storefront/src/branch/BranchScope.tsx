/**
 * The storefront's frame of a branch's pages (menu, cart, checkout, follow-up, survey): the shell's
 * branch scope, with the branch's analytics and its install manifest.
 */

import type { BranchOutput } from '@comanda/api';
import { BranchScope as ShellBranchScope, useBranchScope } from '@comanda/app-shell';
import type { ReactNode } from 'react';
import { BranchAnalytics } from '../analytics/BranchAnalytics.tsx';
import { BranchManifest } from '../pwa/BranchManifest.tsx';

export { type BranchScopeValue, PageLoading, useBranchScope } from '@comanda/app-shell';

/** Opens the branch's support chat, with `message` typed in when given. */
export type OpenSupportChat = (message?: string) => void;

/**
 * The branch's support chat for its triggers (the header's chat button, the follow-up page's
 * support prompt): null when the branch has none (the server sends one only when `supportChatOf`
 * keeps it), so nothing of it is loaded. The provider's code and script load on the first press,
 * which waits for the provider to be ready (diner §9). Kept with the branch's frame, which every
 * branch page loads, rather than in a chunk of its own.
 */
export function supportChatOpener(branch: BranchOutput): OpenSupportChat | null {
  const chat = branch.supportChat;
  if (!chat) return null;
  return (message) => void import('../chat/providers.ts').then(({ openSupportChat }) => openSupportChat(chat, message));
}

/** An alias that names no store sends the diner to the guide. */
export const unknownBranch = {
  message: 'Revisá el enlace o buscá el local en la guía.',
  action: { label: 'Ver locales', href: '/' },
};

export function BranchScope({ alias, children }: { readonly alias: string; readonly children: ReactNode }) {
  return (
    <ShellBranchScope alias={alias} unknownBranch={unknownBranch}>
      <BranchExtras />
      {children}
    </ShellBranchScope>
  );
}

function BranchExtras() {
  const { alias, branch, contact } = useBranchScope();
  return (
    <>
      <BranchAnalytics branch={branch} contactId={contact.id} />
      <BranchManifest alias={alias} branch={branch} />
    </>
  );
}
