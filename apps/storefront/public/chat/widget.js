// The built-in support chat ("comanda" provider): served by this product's own server, so the
// chat works with no outside service. It defines `window.ComandaChat` once loaded, as outside
// providers define their globals; the storefront waits for it (diner §9) and calls `open`.
// Demo behaviour: the diner's messages stay in the page and an automatic assistant answers.
(() => {
  if (window.ComandaChat) return;
  const texts = {
    title: 'Chat con el local',
    greeting: '¡Hola! ¿En qué podemos ayudarte?',
    label: 'Tu mensaje',
    send: 'Enviar',
    close: 'Cerrar chat',
    reply:
      'Recibimos tu mensaje. Este es el chat de demostración: para hablar con el local, llamalo o escribile por WhatsApp.',
  };
  const palette = 'background:#fff;color:#1f2937;';
  const button =
    'min-height:44px;min-width:44px;padding:0 16px;border-radius:8px;border:1px solid #1f2937;font:inherit;cursor:pointer;';
  let panel = null;
  let returnFocus = null;

  function bubble(list, text, fromDiner) {
    const item = document.createElement('li');
    item.textContent = text;
    item.style.cssText = `margin:8px 0;padding:8px 12px;border-radius:12px;max-width:85%;${
      fromDiner ? 'margin-left:auto;background:#1f2937;color:#fff;' : 'background:#f3f4f6;color:#1f2937;'
    }`;
    list.append(item);
    list.scrollTop = list.scrollHeight;
  }

  function close() {
    panel?.remove();
    panel = null;
    returnFocus?.focus?.();
  }

  function build() {
    const root = document.createElement('section');
    root.setAttribute('role', 'dialog');
    root.setAttribute('aria-labelledby', 'comanda-chat-title');
    root.dataset.comandaChat = '';
    root.style.cssText = `position:fixed;right:16px;bottom:16px;z-index:2147483000;width:min(360px,calc(100vw - 32px));max-height:min(520px,calc(100dvh - 32px));display:flex;flex-direction:column;gap:8px;padding:16px;border-radius:16px;box-shadow:0 8px 32px rgba(0,0,0,.25);font-family:system-ui,sans-serif;${palette}`;
    const header = document.createElement('div');
    header.style.cssText = 'display:flex;align-items:center;justify-content:space-between;gap:8px;';
    const title = document.createElement('h2');
    title.id = 'comanda-chat-title';
    title.textContent = texts.title;
    title.style.cssText = 'margin:0;font-size:1.125rem;';
    const closeButton = document.createElement('button');
    closeButton.type = 'button';
    closeButton.textContent = '×';
    closeButton.setAttribute('aria-label', texts.close);
    closeButton.style.cssText = `${button}${palette}padding:0;font-size:1.5rem;`;
    closeButton.addEventListener('click', close);
    header.append(title, closeButton);
    const list = document.createElement('ul');
    list.setAttribute('aria-live', 'polite');
    list.style.cssText = 'list-style:none;margin:0;padding:0;overflow-y:auto;flex:1;min-height:120px;';
    const form = document.createElement('form');
    form.style.cssText = 'display:flex;gap:8px;align-items:end;';
    const field = document.createElement('label');
    field.style.cssText = 'flex:1;display:flex;flex-direction:column;gap:4px;font-size:.875rem;';
    field.textContent = texts.label;
    const input = document.createElement('input');
    input.type = 'text';
    input.maxLength = 500;
    input.style.cssText = `min-height:44px;padding:0 12px;border-radius:8px;border:1px solid #6b7280;font:inherit;${palette}`;
    field.append(input);
    const send = document.createElement('button');
    send.type = 'submit';
    send.textContent = texts.send;
    send.style.cssText = `${button}background:#1f2937;color:#fff;`;
    form.append(field, send);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const message = input.value.trim();
      if (!message) return;
      bubble(list, message, true);
      input.value = '';
      setTimeout(() => bubble(list, texts.reply, false), 400);
    });
    root.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') close();
    });
    root.append(header, list, form);
    bubble(list, texts.greeting, false);
    return { root, input };
  }

  function open(message) {
    returnFocus = document.activeElement;
    if (!panel) {
      const built = build();
      panel = built.root;
      document.body.append(panel);
    }
    const input = panel.querySelector('input');
    if (typeof message === 'string' && message) input.value = message;
    input.focus();
  }

  window.ComandaChat = { open, close };
})();
