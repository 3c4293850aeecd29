/**
 * The demo and real use: `npm start` is the demo and says so; a server started with
 * COMANDA_MODE=production refuses the demo's shortcuts, says what to set, and starts without the
 * demo data unless asked. The configuration rules in process; the start-up as real processes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_STAFF_TOKEN, loadConfig } from '../src/config.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';

const REAL_TOKEN = 'a3f9c1e07b2d4c58a9e6f1d2c3b4a5968778695a4b3c2d1e';
const MESSAGING_URL = 'https://sms.example.com/send';
const production = {
  COMANDA_MODE: 'production',
  STAFF_TOKEN: REAL_TOKEN,
  DATABASE_URL: 'postgres://db/comanda',
  MESSAGING_URL,
};

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('configuration of the mode', () => {
  it('is the demo by default: demo data, the development staff token', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ mode: 'demo', seedDemoData: true, staffToken: DEVELOPMENT_STAFF_TOKEN });
  });

  it('in production starts without the demo data unless SEED_DEMO_DATA=1 asks for it', () => {
    expect(loadConfig(production)).toMatchObject({ mode: 'production', seedDemoData: false });
    expect(loadConfig({ ...production, SEED_DEMO_DATA: '1' }).seedDemoData).toBe(true);
  });

  it('in production refuses the development staff token, a short one, the autopilot, a memory database and the messaging sandbox, saying what to set', () => {
    expect(refusal({ ...production, STAFF_TOKEN: '' })).toMatch(/STAFF_TOKEN is not set .*openssl rand -hex 32/);
    expect(refusal({ ...production, STAFF_TOKEN: DEVELOPMENT_STAFF_TOKEN })).toMatch(/STAFF_TOKEN is not set/);
    expect(refusal({ ...production, STAFF_TOKEN: 'short-secret' })).toMatch(
      /STAFF_TOKEN is 12 characters long: set a secret of at least 32/,
    );
    expect(refusal({ ...production, DEMO_AUTOPILOT: '1' })).toMatch(/DEMO_AUTOPILOT=1 .*unset it/);
    // The sandbox would keep diners' sign-in codes for the staff instead of sending them.
    expect(refusal({ ...production, MESSAGING_URL: '' })).toMatch(/MESSAGING_URL is not set .*messaging provider/);
    expect(refusal({ ...production, DATABASE_URL: '', DATA_DIR: 'memory' })).toMatch(
      /DATA_DIR=memory keeps nothing .*set DATABASE_URL/,
    );
    // Every problem at once, so one restart is enough.
    const all = refusal({ COMANDA_MODE: 'production', DATA_DIR: 'memory', DEMO_AUTOPILOT: '1' });
    expect(all.split('\n').filter((line) => line.startsWith('  - '))).toHaveLength(4);
  });

  it('refuses an unknown mode', () => {
    expect(refusal({ COMANDA_MODE: 'prod' })).toBe('COMANDA_MODE must be demo or production, got "prod"');
  });
});

// A process with PGlite compiles its WebAssembly, migrates and seeds: a minute on a busy 2-core machine.
describe('starting a real server process', { timeout: 240_000 }, () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comanda-modes-'));
  const started: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(started.map((server) => server.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  });
  const start = async (env: Record<string, string>) => {
    const server = await startServerProcess(env);
    started.push(server);
    return server;
  };

  it('in production with the development token: exits at once, saying what to set', async () => {
    await expect(start({ COMANDA_MODE: 'production', DATA_DIR: dataDir })).rejects.toThrow(
      /exited \(1\) before listening:\nCOMANDA_MODE=production refuses to start:\n {2}- STAFF_TOKEN is not set/,
    );
  });

  it('in production: no demo data, the staff API only on its own token, and the banner says production', async () => {
    const server = await start({
      COMANDA_MODE: 'production',
      STAFF_TOKEN: REAL_TOKEN,
      DATA_DIR: dataDir,
      MESSAGING_URL,
    });
    expect(server.output()).toMatch(/Mode\s+production\n/);
    expect((await server.request('/api/diner/branchcontacts/bc-palermo-centro')).status).toBe(404);
    const staff = (token: string) =>
      server.request('/api/staff/orders', { headers: { Authorization: `Bearer ${token}` } });
    expect((await staff(DEVELOPMENT_STAFF_TOKEN)).status).toBe(403);
    expect((await staff(REAL_TOKEN)).status).toBe(200);
    await server.stop();
  });

  it('in the demo: the demo data, and the banner prints it as a demo with its development token', async () => {
    const server = await start({ DATA_DIR: 'memory', DEMO_AUTOPILOT: '1' });
    expect(server.output()).toContain(
      `Mode        demo (demo data, autopilot accepts orders, development staff token "${DEVELOPMENT_STAFF_TOKEN}"); for real use set COMANDA_MODE=production (docs/deploy.md)`,
    );
    expect((await server.request('/api/diner/branchcontacts/bc-palermo-centro')).status).toBe(200);
  });
});
