export { buildApp, type AppDependencies } from './app';
export { createApiPool } from './api-pool';
export { loadConfig, ConfigError } from './config/load-config';
export type { AppConfig } from './config/env-schema';
export { createPlatform, onShutdownSignal, s3Client, startMetricsServer, type Platform, type S3StorageOptions } from './platform';
export { defineModuleQueues, findModuleJob, moduleList, startModules } from './modules/module-list';
export { startWorker } from './worker/start-worker';
