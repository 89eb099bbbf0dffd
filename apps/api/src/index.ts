export { buildApp, type AppDependencies } from './app';
export { createApiPool } from './api-pool';
export { loadConfig, ConfigError } from './config/load-config';
export type { AppConfig } from './config/env-schema';
