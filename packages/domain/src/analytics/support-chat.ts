/**
 * The support chat widget a branch configures (diner §1 "a support chat widget", §2 header
 * "messaging-app number or chat", §9 "chat and bot retry up to 10 times every 200 ms"). A branch
 * names a provider: `comanda`, the built-in chat served by this product's own server (works with
 * no network), or `crisp` with the website id Crisp gives out. Anything else means no chat, so a
 * typo never ends up in a script URL.
 */
export const supportChatProviders = ['comanda', 'crisp'] as const;
export type SupportChatProvider = (typeof supportChatProviders)[number];

export interface SupportChat {
  readonly provider: SupportChatProvider;
  /** The provider's id for the branch's account (Crisp's website id); none for `comanda`. */
  readonly accountId?: string;
}

/** Diner §9: the app waits for the provider's script this many times, this far apart. */
export const CHAT_RETRY_ATTEMPTS = 10;
export const CHAT_RETRY_INTERVAL_MS = 200;

const CRISP_WEBSITE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The branch's setting as the API gives it. */
export interface BranchSupportChatField {
  readonly supportChat?: { readonly provider?: string; readonly accountId?: string } | null | undefined;
}

export function supportChatOf(branch: BranchSupportChatField | null | undefined): SupportChat | null {
  const setting = branch?.supportChat;
  if (!setting) return null;
  if (setting.provider === 'comanda') return { provider: 'comanda' };
  const accountId = setting.accountId?.trim();
  if (setting.provider === 'crisp' && accountId && CRISP_WEBSITE_ID.test(accountId)) {
    return { provider: 'crisp', accountId };
  }
  return null;
}
