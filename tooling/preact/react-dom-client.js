/**
 * `react-dom/client` for the apps' builds (tooling/preact/aliases.ts): preact/compat's
 * `createRoot`, and a `hydrateRoot` that takes over the page's first screen rendered by the server
 * (apps/server/src/http/first-screens.ts).
 *
 * Not Preact's `hydrate`: it keeps every attribute the server wrote, so one the browser renders
 * differently (a colour scheme, a cart or a session kept in the browser, which the server never
 * sees) would stay wrong. Preact's own `render` into an element with children takes each one that
 * fits the tree it renders, sets its attributes and text to the browser's, and replaces or removes
 * the rest (preact/compat's `render` empties the element first, as React's does).
 */
import { render } from 'preact';
import { createRoot } from 'preact/compat/client';

export { createRoot };

/**
 * @param {Element} container
 * @param {unknown} children
 */
export function hydrateRoot(container, children) {
  render(/** @type {never} */ (children), container);
  // Later renders diff against this tree (compat empties only an element it has never rendered).
  return createRoot(container);
}

export default { createRoot, hydrateRoot };
