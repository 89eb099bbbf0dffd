import { readErrorReportingSettings, type ErrorReportingSettings } from '../error-reporting/error-reporting-settings';

/** What `/runtime-config` tells client code about the running deployment. */
export interface RuntimeConfig {
  /** The browser's API address, without a trailing slash. */
  apiBaseUrl: string;
  /** Error reporting, or null when it is off. */
  errorReporting: ErrorReportingSettings | null;
}

/** Reads a `/runtime-config` body; throws when the API address is missing. */
export function readRuntimeConfig(body: unknown): RuntimeConfig {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const apiBaseUrl = record.api_base_url;
  if (typeof apiBaseUrl !== 'string' || apiBaseUrl === '') throw new TypeError('runtime-config: api_base_url missing');
  return { apiBaseUrl: apiBaseUrl.replace(/\/+$/, ''), errorReporting: readErrorReportingSettings(record.error_reporting) };
}
