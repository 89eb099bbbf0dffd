import type { Metadata } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { AccountProviders } from '@/components/account/account-providers';
import { apiPublicUrl } from '@/lib/api-client/api-public-url';
import { NOINDEX_ROBOTS } from '@/lib/seo/seo-rules';

/** Account pages are never indexed (SPECIFICATION §2: mon-compte, login, register...; lib/seo/seo-rules.ts). */
export const metadata: Metadata = { robots: NOINDEX_ROBOTS };

/**
 * Layout of the account pages (a route group: no URL segment). Rendered per request so the
 * browser's API address is the running server's configuration, not the build machine's.
 */
export default async function AccountLayout({ children }: { children: ReactNode }) {
  await connection();
  return <AccountProviders apiBaseUrl={apiPublicUrl()}>{children}</AccountProviders>;
}
