import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

const directive = (csp: string, name: string) => csp.split('; ').find((entry) => entry.startsWith(`${name} `));

describe('securityHeaders', () => {
  it('sends a CSP naming only the API by default, no framing, nosniff and a strict referrer policy', () => {
    const headers = securityHeaders({ API_PUBLIC_URL: 'http://localhost:4000/' });
    const csp = headers['Content-Security-Policy'] as string;
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' http://localhost:4000");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(csp).not.toContain('googletagmanager');
    expect(headers).toMatchObject({ 'X-Frame-Options': 'DENY', 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' });
    expect(headers['Strict-Transport-Security']).toBeUndefined();
  });

  it('adds the tag manager and error reporting only when configured, and HSTS in production', () => {
    const headers = securityHeaders({ APP_ENV: 'prod', GTM_CONTAINER_ID: 'GTM-ABC123', SENTRY_DSN: 'https://key@o1.ingest.sentry.io/2', API_PUBLIC_URL: 'https://api.registre-clair.fr' });
    const csp = headers['Content-Security-Policy'] as string;
    expect(directive(csp, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(csp, 'connect-src')).toContain('https://o1.ingest.sentry.io');
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
  });
});
