/** Structured logs: one JSON object per line, so any log collector can index them. */
import type { ServerConfig } from '../config.ts';

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof levels, 'silent'>;

export type Logger = Record<Level, (msg: string, fields?: Record<string, unknown>) => void>;

export function createLogger(
  level: ServerConfig['logLevel'],
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const threshold = levels[level];
  const log =
    (at: Level) =>
    (msg: string, fields: Record<string, unknown> = {}) => {
      if (levels[at] < threshold) return;
      write(JSON.stringify({ time: new Date().toISOString(), level: at, msg, ...fields }));
    };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}
