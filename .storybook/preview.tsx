import { loadBrandFont, partnerPresets, ThemeProvider } from '@comanda/ui';

import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';

type ModeGlobal = 'light' | 'dark';
type PartnerGlobal = keyof typeof partnerPresets;

/** Every story renders inside a themed root, so Radix portals and toasts get the theme too. */
const withTheme: Decorator = (Story, context) => {
  const partner = (context.globals.partner ?? 'comanda') as PartnerGlobal;
  const mode = (context.globals.mode ?? 'light') as ModeGlobal;
  return (
    <ThemeProvider colorConfig={partnerPresets[partner]} mode={mode} className="sb-theme-root">
      <div style={{ padding: 16, minHeight: '100vh' }}>
        <Story />
      </div>
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  loaders: [
    // Stories are shown (and screenshot) in the brand font from their first render.
    loadBrandFont,
    // Storybook is served under /storybook/, so the worker is registered relative to the page.
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({
        serviceWorker: { url: './mockServiceWorker.js' },
        onUnhandledRequest: 'bypass',
        quiet: true,
      });
      return worker;
    }),
  ],
  globalTypes: {
    mode: {
      description: 'Modo de color',
      toolbar: {
        title: 'Modo',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Claro' },
          { value: 'dark', title: 'Oscuro' },
        ],
        dynamicTitle: true,
      },
    },
    partner: {
      description: 'Tema de un partner',
      toolbar: {
        title: 'Partner',
        icon: 'paintbrush',
        items: Object.keys(partnerPresets).map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { mode: 'light', partner: 'comanda' },
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ['autodocs'],
};

export default preview;
