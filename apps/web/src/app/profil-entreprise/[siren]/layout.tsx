import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { AccountProviders } from '@/components/account/account-providers';
import { apiPublicUrl } from '@/lib/api-client/api-public-url';

/** The claim page talks to the API as the signed-in account: rendered per request, with the account pages' providers. */
export default async function ClaimLayout({ children }: { children: ReactNode }) {
  await connection();
  return <AccountProviders apiBaseUrl={apiPublicUrl()}>{children}</AccountProviders>;
}
