import type { Metadata } from 'next';

/**
 * SEO rules by path pattern (SPECIFICATION §2), in one place. Pages robots must not index: the
 * specification's mon-compte, payment, login, register, commandes, forgot-password (any first
 * path segment containing one: /successful-payment too), plus the account pages reached through
 * a mailed token (password-reset, verify-email). Those are also the excluded patterns: no
 * canonical, social tags or structured data there.
 */
export const NOINDEX_PATTERNS = ['mon-compte', 'payment', 'login', 'register', 'commandes', 'forgot-password', 'password-reset', 'verify-email'] as const;

export const NOINDEX_ROBOTS = { index: false, follow: false } as const satisfies Metadata['robots'];
export const INDEX_ROBOTS = { index: true, follow: true } as const satisfies Metadata['robots'];
/** Kept out of the index but its links followed: result lists, later pages of a list, query variants. */
export const NOINDEX_FOLLOW_ROBOTS = { index: false, follow: true } as const satisfies Metadata['robots'];

function firstSegment(path: string): string {
  return path.split(/[?#]/)[0]?.split('/').find((segment) => segment !== '')?.toLowerCase() ?? '';
}

/** Whether robots must not index this path. */
export function isNoIndexPath(path: string): boolean {
  const segment = firstSegment(path);
  return segment !== '' && NOINDEX_PATTERNS.some((pattern) => segment.includes(pattern));
}

/** Whether a path gets canonical, Open Graph/Twitter tags and structured data. */
export function hasSeoTags(path: string): boolean {
  return !isNoIndexPath(path);
}

/** A company page (`/entreprises/{siren}/{slug}`): its route draws an Open Graph image (opengraph-image.tsx). */
const COMPANY_PAGE = /^\/entreprises\/\d{9}\/[^/]+\/?$/;

/** Whether the page has a generated 1200×630 image, shared as a large card. */
export function hasGeneratedImage(path: string): boolean {
  return COMPANY_PAGE.test(path.split(/[?#]/)[0] ?? '');
}
