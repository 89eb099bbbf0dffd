/**
 * The site's security headers, built from the environment of its server at run time (one build,
 * any API, tag manager or error reporting):
 *
 * - Content-Security-Policy: everything from the site itself; the browser talks to the API's
 *   public origin; the tag manager's and error reporting's hosts only when they are configured.
 *   Scripts keep 'unsafe-inline': Next's inline bootstrap scripts differ on every page and the
 *   pages are static or ISR, so neither a per-request nonce (which would render every page on
 *   every visit) nor a fixed hash can name them. Plugins, <base> and framing are refused.
 * - frame-ancestors 'none' and X-Frame-Options: DENY (clickjacking), nosniff, a strict
 *   referrer policy, and HSTS in production (HTTPS only).
 */
export function securityHeaders(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const origin = (value: string | undefined) => {
    try {
      return value ? new URL(value).origin : null;
    } catch {
      return null;
    }
  };
  const api = origin(env.API_PUBLIC_URL?.trim() || env.API_INTERNAL_URL?.trim() || 'http://127.0.0.1:4000');
  const sentry = origin(env.SENTRY_DSN?.trim());
  const gtm = Boolean(env.GTM_CONTAINER_ID?.trim());
  const googleHosts = ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];

  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(gtm ? ['https://www.googletagmanager.com'] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(gtm ? googleHosts : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(api ? [api] : []), ...(sentry ? [sentry] : []), ...(gtm ? googleHosts : [])],
    'frame-src': gtm ? ['https://www.googletagmanager.com'] : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const headers: Record<string, string> = {
    'Content-Security-Policy': Object.entries(directives)
      .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
      .join('; '),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
  };
  if (env.APP_ENV === 'prod') headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}
