export { buildApp, type AppDependencies } from './app';
export { loadConfig, ConfigError } from './config/load-config';
export type { AppConfig } from './config/env-schema';
