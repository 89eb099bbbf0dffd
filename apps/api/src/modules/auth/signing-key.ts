import { isIP } from 'node:net';
import type { AppConfig } from '../../config/env-schema';
import { ConfigError } from '../../config/load-config';

/** Signs links in local and test use when APP_KEY is unset, so that they survive a restart. */
const DEVELOPMENT_KEY = 'registre-clair-development-key-not-a-secret';

/** True when the API listens on this machine only (127.0.0.0/8, ::1, localhost). */
function isLoopbackHost(host: string): boolean {
  if (host === 'localhost' || host === '::1') return true;
  return isIP(host) === 4 && host.startsWith('127.');
}

/**
 * The key that signs e-mail verification links: APP_KEY (every instance must verify the links
 * the others mailed). The fixed development key, which is public, serves only local and test
 * use on this machine: with any other APP_ENV, or an API listening beyond the loopback
 * interface, a missing APP_KEY (or the public one typed in) stops the start.
 */
export function signingKey(config: AppConfig): string {
  const privateUse = (config.APP_ENV === 'local' || config.APP_ENV === 'test') && isLoopbackHost(config.API_HOST);
  if (config.APP_KEY !== undefined && config.APP_KEY !== DEVELOPMENT_KEY) return config.APP_KEY;
  if (privateUse) return DEVELOPMENT_KEY;
  throw new ConfigError([
    `APP_KEY: required (a private secret of 32 characters or more) when APP_ENV=${config.APP_ENV} and API_HOST=${config.API_HOST}; the development key is public`,
  ]);
}
