// `npm start`: install, build the apps and Storybook, then run the reference server with demo data.
import { spawn } from 'node:child_process';
import { childEnv, installDependencies, pnpm } from './pnpm.mjs';

installDependencies();
pnpm(['run', 'build']);

// Node with tsx's loader, not the tsx command: its signal relay would kill a server still busy
// finishing its requests 30 ms after a SIGTERM.
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  // NODE_ENV=production: no response-schema check on every answer (it is for development and
  // tests; it costs most of a large menu read, see docs/performance.md).
  env: {
    ...childEnv,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    DEMO_AUTOPILOT: process.env.DEMO_AUTOPILOT ?? '1',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
