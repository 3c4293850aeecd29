import { appConfig } from '../../tooling/app-config.ts';

/**
 * What the tracking page shares with the rider screens (texts, badges, the tracking view and map
 * rules, the SWR read hooks), in one chunk: left to itself Rolldown makes a small chunk of each set
 * of pages that share a module, five for the tracking page, which compress worse apart than
 * together. A module missing here only lands in a chunk of its own again.
 */
const sharedWithRiders = {
  name: 'shared',
  test: /packages[\\/]ui[\\/]src[\\/]components[\\/](Text|Badge|VisuallyHidden)[\\/]|packages[\\/]domain[\\/]src[\\/](tracking[\\/](messages|view|map)|contact[\\/]contact)\.ts$|packages[\\/]api[\\/]src[\\/]hooks[\\/](useCall|diner-hooks)\.ts$|@radix-ui[\\/]react-(primitive|visually-hidden)[\\/]/,
  includeDependenciesRecursively: false,
};

// The rider app opens offline on a shift; its manifest is public/manifest.webmanifest.
export default appConfig({ base: '/logistics/', manifest: false, chunkGroups: [sharedWithRiders] });
