import type { VerifyEmailRequest } from '@registre/domain';
import type { Metadata } from 'next';
import { AuthPageFrame } from '@/components/auth/auth-page-frame';
import { VerifyEmailPanel } from '@/components/auth/verify-email-panel';
import { getT } from '@/i18n/get-t';
import { firstParam, type SearchParams } from '../search-params';

export function generateMetadata(): Metadata {
  return { title: getT('auth')('seo.verifyEmail') };
}

/** The signed parameters of the mailed link, when the page was opened from it. */
function verificationFrom(params: Awaited<SearchParams>): VerifyEmailRequest | null {
  const [id, hash, expires, signature] = (['id', 'hash', 'expires', 'signature'] as const).map((name) => firstParam(params[name]));
  return id && hash && expires && signature ? { id, hash, expires, signature } : null;
}

/** /verify-email: opened from the mailed link it verifies the address; else it explains and resends. */
export default async function VerifyEmailPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const verification = verificationFrom(params);
  const t = getT('auth');
  return (
    <AuthPageFrame title={t('verifyEmail.title')} intro={verification ? undefined : t('verifyEmail.intro')}>
      <VerifyEmailPanel verification={verification} />
    </AuthPageFrame>
  );
}
