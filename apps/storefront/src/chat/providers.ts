/**
 * The support chat's providers behind one seam (diner §1, §9): `comanda`, the built-in chat this
 * server serves (`/chat/widget.js`, no network needed), and Crisp. Each adapter loads its script
 * once, says when its global is ready and opens the chat. Loaded only for a branch that has a
 * chat, on the first press of a trigger; a branch without one loads nothing.
 */
import { createCaller, dinerCalls, formatDinerLog } from '@comanda/api';
import type { SupportChat } from '@comanda/domain/analytics';
import { notify } from '@comanda/ui';
import { dinerLogContext } from '../state/log-scope.ts';
import { waitUntilReady } from './wait-until-ready.ts';

/** Decision: the spec gives no text for a chat that cannot open. */
export const CHAT_UNAVAILABLE = 'No pudimos abrir el chat. Probá de nuevo en unos minutos.';

export interface ChatAdapter {
  /** Adds the provider's script (once). */
  readonly load: () => void;
  /** Whether the provider's global can open the chat yet. */
  readonly isReady: () => boolean;
  /** Opens the chat, with `message` typed in for the diner to send when given. */
  readonly open: (message?: string) => void;
}

/** The globals the providers' scripts define. */
interface ChatGlobals {
  ComandaChat?: { open: (message?: string) => void };
  $crisp?: unknown[] & { is?: unknown };
  CRISP_WEBSITE_ID?: string;
}

export const chatScripts = {
  comanda: '/chat/widget.js',
  crisp: 'https://client.crisp.chat/l.js',
} as const;

const globals = () => window as unknown as ChatGlobals;

function addScriptOnce(src: string): void {
  if (document.querySelector(`script[data-support-chat="${src}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.supportChat = src;
  document.head.append(script);
}

export function adapterOf(chat: SupportChat): ChatAdapter {
  if (chat.provider === 'crisp') {
    return {
      load() {
        // Crisp's snippet: a command queue and the website id, then its loader.
        globals().$crisp ??= [];
        globals().CRISP_WEBSITE_ID = chat.accountId;
        addScriptOnce(chatScripts.crisp);
      },
      // Until its script runs, `$crisp` is the plain queue above; the loaded client adds `is`.
      isReady: () => typeof globals().$crisp?.is === 'function',
      open(message) {
        if (message) globals().$crisp?.push(['set', 'message:text', [message]]);
        globals().$crisp?.push(['do', 'chat:open']);
      },
    };
  }
  return {
    load: () => addScriptOnce(chatScripts.comanda),
    isReady: () => typeof globals().ComandaChat?.open === 'function',
    open: (message) => globals().ComandaChat?.open(message),
  };
}

/** Opens the chat once its provider is ready; false when it never became ready (blocked, offline). */
export async function openChat(chat: SupportChat, message?: string): Promise<boolean> {
  const adapter = adapterOf(chat);
  adapter.load();
  if (!(await waitUntilReady(adapter.isReady))) return false;
  adapter.open(message);
  return true;
}

/** A trigger's press: opens the chat, or tells the diner it could not and logs why (diner §8). */
export async function openSupportChat(chat: SupportChat, message?: string): Promise<void> {
  if (await openChat(chat, message)) return;
  notify.error(CHAT_UNAVAILABLE);
  const context = { ...dinerLogContext(), component: 'support-chat' };
  void createCaller()(dinerCalls.logDinerError, {
    body: formatDinerLog(`Support chat ${chat.provider} did not become ready`, context),
  }).catch(() => undefined);
}
