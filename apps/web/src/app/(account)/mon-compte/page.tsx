import type { Metadata } from 'next';
import { AccountOverview } from '@/components/account/account-overview';
import { getT } from '@/i18n/get-t';

export function generateMetadata(): Metadata {
  return { title: getT('account')('seo.title') };
}

/** /mon-compte (auth-only): profile and security; the other sections have their own URLs (config/account-sections.ts). */
export default function AccountPage() {
  return <AccountOverview />;
}
