import type { Breadcrumb, ErrorEvent } from '@sentry/browser';
import { describe, expect, it } from 'vitest';
import { clientOptions, replayOptions } from './error-reporting-options';
import { errorReportingSettings, readErrorReportingSettings } from './error-reporting-settings';
import { isSensitiveUrl } from './sensitive-urls';

const settings = { dsn: 'https://key@errors.example.fr/1', environment: 'prod' };

describe('error reporting settings', () => {
  it('is on only when SENTRY_DSN names a DSN', () => {
    expect(errorReportingSettings({})).toBeNull();
    expect(errorReportingSettings({ SENTRY_DSN: '  ' })).toBeNull();
    expect(errorReportingSettings({ SENTRY_DSN: settings.dsn, APP_ENV: 'prod' })).toEqual(settings);
    expect(errorReportingSettings({ SENTRY_DSN: settings.dsn, APP_ENV: 'prod', SENTRY_ENVIRONMENT: 'staging' })).toEqual({ ...settings, environment: 'staging' });
    expect(errorReportingSettings({ SENTRY_DSN: settings.dsn })).toEqual({ ...settings, environment: 'local' });
  });

  it('reads the settings back from /runtime-config, null meaning off', () => {
    expect(readErrorReportingSettings(settings)).toEqual(settings);
    expect(readErrorReportingSettings(null)).toBeNull();
    expect(readErrorReportingSettings({ dsn: '' , environment: 'x' })).toBeNull();
    expect(readErrorReportingSettings('https://key@errors.example.fr/1')).toBeNull();
  });
});

describe('clientOptions', () => {
  it('samples 5 % of traces, 5 % of sessions and every session with an error', () => {
    const options = clientOptions(settings);
    expect(options).toMatchObject({
      dsn: settings.dsn,
      environment: 'prod',
      tracesSampleRate: 0.05,
      replaysSessionSampleRate: 0.05,
      replaysOnErrorSampleRate: 1,
      dataCollection: { userInfo: false, cookies: false },
    });
  });

  it('sends events and breadcrumbs of sensitive calls without their bodies', () => {
    const options = clientOptions(settings);
    const event = { type: undefined, request: { url: 'https://api.example.fr/login', data: '{"password":"secret"}' } } as ErrorEvent;
    const sent = options.beforeSend?.(event, {}) as ErrorEvent;
    expect(sent.request).toEqual({ url: 'https://api.example.fr/login' });
    const breadcrumb: Breadcrumb = { category: 'fetch', data: { url: 'https://api.example.fr/api/me', method: 'GET', status_code: 200, response_body: '{"email":"a@b.fr"}' } };
    expect(options.beforeBreadcrumb?.(breadcrumb)).toEqual({ category: 'fetch', data: { url: 'https://api.example.fr/api/me', method: 'GET', status_code: 200 } });
  });
});

describe('replayOptions', () => {
  it('masks text and media, records API bodies but never those of the sensitive calls', () => {
    const options = replayOptions('https://api.example.fr');
    expect(options).toMatchObject({ maskAllText: true, blockAllMedia: true, networkDetailAllowUrls: ['https://api.example.fr'] });
    const denied = options.networkDetailDenyUrls ?? [];
    const deniedBy = (url: string) => denied.some((pattern) => (typeof pattern === 'string' ? url.includes(pattern) : pattern.test(url)));
    for (const url of ['https://api.example.fr/login', 'https://api.example.fr/api/me', 'https://api.example.fr/forgot-password']) {
      expect(deniedBy(url), url).toBe(isSensitiveUrl(url));
    }
    expect(deniedBy('https://api.example.fr/api/search/companies?q=x')).toBe(false);
    const recorded = options.beforeAddRecordingEvent?.({
      type: 5,
      timestamp: 1,
      data: { tag: 'performanceSpan', payload: { op: 'resource.fetch', description: 'https://api.example.fr/register', data: { request: { body: 'secret' } } } },
    } as never);
    expect(JSON.stringify(recorded)).not.toContain('secret');
  });
});
