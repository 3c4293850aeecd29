/**
 * The real server entry (`src/main.ts`) as a child process, for the claims about processes:
 * instances started together, events crossing from one instance to another, shutdown. Node runs
 * it with tsx's loader (`node --import tsx`) rather than the tsx command, whose signal relay
 * kills a child that does not acknowledge a signal within 30 ms (a busy machine's child does not):
 * a signal sent here reaches the server itself. Each listens on a port of its own choosing
 * (PORT=0), read from its start-up banner.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { everyRateLimit } from '../src/config.ts';
import { type ApiCallers, apiCallers } from './harness.ts';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(serverRoot, 'src/main.ts');

/** Environment of every process: no builds to serve, quiet logs, limits out of the suites' way. */
const baseEnv: Record<string, string> = {
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'info',
  STOREFRONT_DIR: '/nonexistent',
  LOGISTICS_DIR: '/nonexistent',
  STORYBOOK_DIR: '/nonexistent',
  ...everyRateLimit('10000/60s'),
};

export interface ServerProcess extends ApiCallers {
  readonly child: ChildProcess;
  readonly port: number;
  readonly baseUrl: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  readonly exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL if it is still running after `graceMs`. */
  stop(graceMs?: number): Promise<number | null>;
}

const BANNER_PORT = /API health\s+http:\/\/localhost:(\d+)\//;

/** Starts one server process and resolves once its banner names the port it listens on. */
export async function startServerProcess(
  env: Record<string, string>,
  startTimeoutMs = 120_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: serverRoot,
    env: { ...process.env, NODE_ENV: 'production', ...baseEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within ${startTimeoutMs} ms:\n${output}`));
    }, startTimeoutMs);
    const look = () => {
      const match = BANNER_PORT.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout?.off('data', look);
      resolve(Number(match[1]));
    };
    child.stdout?.on('data', look);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${output}`));
    });
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    ...apiCallers(baseUrl, fetch),
    child,
    port,
    baseUrl,
    output: () => output,
    exited,
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}
