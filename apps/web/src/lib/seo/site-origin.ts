const DEFAULT_SITE_URL = 'http://localhost:3000';

/**
 * The site's public origin for canonical URLs, Open Graph and structured data (`SITE_URL`).
 * Static pages are rendered at build time: set it when building for production.
 */
export function siteOrigin(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const configured = env.SITE_URL?.trim() || DEFAULT_SITE_URL;
  try {
    return new URL(configured).origin;
  } catch {
    throw new Error(`SITE_URL is not a URL: "${configured}"`);
  }
}

/** The absolute URL of a path of the site (query and fragment dropped). */
export function absoluteUrl(path: string, origin: string = siteOrigin()): string {
  const url = new URL(path, origin);
  return `${url.origin}${url.pathname}`;
}
