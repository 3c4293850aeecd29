import { appConfig } from '../../tooling/app-config.ts';

// The rider app opens offline on a shift; its manifest is public/manifest.webmanifest.
export default appConfig({ base: '/logistics/', manifest: false });
