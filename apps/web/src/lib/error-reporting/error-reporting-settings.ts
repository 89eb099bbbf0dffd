/** What the site's server hands the browser about error reporting (`/runtime-config`). */
export interface ErrorReportingSettings {
  dsn: string;
  environment: string;
}

/** Share of page loads traced (SPECIFICATION §9: 5 %). */
export const TRACES_SAMPLE_RATE = 0.05;
/** Share of sessions recorded from the start (5 %). */
export const REPLAYS_SESSION_SAMPLE_RATE = 0.05;
/** Share of sessions with an error whose recording is kept (100 %). */
export const REPLAYS_ON_ERROR_SAMPLE_RATE = 1;

/**
 * The error-reporting settings from the environment of the site's server, read at request time
 * (one build runs with or without reporting): `SENTRY_DSN` switches it on; unset or blank, it is
 * off and the browser loads nothing for it. `SENTRY_ENVIRONMENT` names the environment
 * (default: `APP_ENV`, else `local`).
 */
export function errorReportingSettings(env: Record<string, string | undefined>): ErrorReportingSettings | null {
  const dsn = env.SENTRY_DSN?.trim();
  if (!dsn) return null;
  return { dsn, environment: env.SENTRY_ENVIRONMENT?.trim() || env.APP_ENV?.trim() || 'local' };
}

/** The settings in a `/runtime-config` body, or null when reporting is off or the body is not understood. */
export function readErrorReportingSettings(value: unknown): ErrorReportingSettings | null {
  if (typeof value !== 'object' || value === null) return null;
  const { dsn, environment } = value as Record<string, unknown>;
  return typeof dsn === 'string' && dsn !== '' && typeof environment === 'string' ? { dsn, environment } : null;
}
