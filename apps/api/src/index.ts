export { buildApp, type AppDependencies } from './app';
export { createApiPool } from './api-pool';
export { loadConfig, ConfigError } from './config/load-config';
export type { AppConfig } from './config/env-schema';
export { createPlatform, onShutdownSignal, type Platform } from './platform';
export { allJobQueues } from './worker/job-queues';
export { startWorker } from './worker/start-worker';
