import type { BrowserOptions, replayIntegration } from '@sentry/browser';
import { redactBreadcrumb, redactEvent, redactRecordingEvent } from './redact-bodies';
import { REPLAYS_ON_ERROR_SAMPLE_RATE, REPLAYS_SESSION_SAMPLE_RATE, TRACES_SAMPLE_RATE, type ErrorReportingSettings } from './error-reporting-settings';
import { SENSITIVE_URL_PATTERNS } from './sensitive-urls';

export type ReplayOptions = NonNullable<Parameters<typeof replayIntegration>[0]>;

/**
 * The error-reporting client's options, integrations aside: 5 % of page loads traced, 5 % of
 * sessions recorded and every session with an error, no user info or cookies collected, and the
 * bodies of the sensitive calls (sensitive-urls.ts) removed from events and breadcrumbs.
 */
export function clientOptions(settings: ErrorReportingSettings): BrowserOptions {
  return {
    dsn: settings.dsn,
    environment: settings.environment,
    // No user fields filled from the request, no cookies (the XSRF token is one).
    dataCollection: { userInfo: false, cookies: false },
    tracesSampleRate: TRACES_SAMPLE_RATE,
    replaysSessionSampleRate: REPLAYS_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: REPLAYS_ON_ERROR_SAMPLE_RATE,
    beforeSend: (event) => redactEvent(event),
    beforeSendTransaction: (event) => redactEvent(event),
    beforeBreadcrumb: (breadcrumb) => redactBreadcrumb(breadcrumb),
  };
}

/**
 * Session replay: text and media masked; the API's request and response bodies recorded (they
 * help to replay a failure) except those of the sensitive calls, which are left out twice — by
 * the deny list and again when each recording event is added.
 */
export function replayOptions(apiBaseUrl: string): ReplayOptions {
  return {
    maskAllText: true,
    blockAllMedia: true,
    networkDetailAllowUrls: [apiBaseUrl],
    networkDetailDenyUrls: [...SENSITIVE_URL_PATTERNS],
    beforeAddRecordingEvent: (event) => redactRecordingEvent(event),
  };
}
