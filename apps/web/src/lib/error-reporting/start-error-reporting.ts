import { browserTracingIntegration, init, replayIntegration } from '@sentry/browser';
import { clientOptions, replayOptions } from './error-reporting-options';
import type { ErrorReportingSettings } from './error-reporting-settings';

/**
 * Starts the error-reporting client. Only ever loaded by a dynamic import, and only when the
 * site's server names a DSN: without one, no byte of it reaches the browser.
 */
export function startErrorReporting(settings: ErrorReportingSettings, apiBaseUrl: string): void {
  init({ ...clientOptions(settings), integrations: [browserTracingIntegration(), replayIntegration(replayOptions(apiBaseUrl))] });
}
