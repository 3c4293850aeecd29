/** The browser's install-as-app offer, caught from the first page load (see src/pwa/install-prompt.ts). */
export { useInstallPrompt } from '../../pwa/install-prompt.ts';
