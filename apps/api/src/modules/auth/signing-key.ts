import type { AppConfig } from '../../config/env-schema';

/** Signs links in local and test use when APP_KEY is unset, so that they survive a restart. */
const DEVELOPMENT_KEY = 'registre-clair-development-key-not-a-secret';

/**
 * The key that signs e-mail verification links: APP_KEY, which the configuration requires in
 * production (every instance must verify the links the others mailed); a fixed, public key in
 * local and test use.
 */
export function signingKey(config: AppConfig): string {
  return config.APP_KEY ?? DEVELOPMENT_KEY;
}
