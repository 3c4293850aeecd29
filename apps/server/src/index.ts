export { type AppDependencies, createApp } from './app.ts';
export { everyRateLimit, loadConfig, type ServerConfig } from './config.ts';
export { type DatabaseHandle, openDatabase } from './db/client.ts';
export { menuHash, seedDemoData } from './db/seed.ts';
export { createLogger } from './http/logger.ts';
