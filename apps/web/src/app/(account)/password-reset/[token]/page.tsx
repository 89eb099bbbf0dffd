import type { Metadata } from 'next';
import { AuthPageFrame } from '@/components/auth/auth-page-frame';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { getT } from '@/i18n/get-t';
import { firstParam, type SearchParams } from '../../search-params';

export function generateMetadata(): Metadata {
  return { title: getT('auth')('seo.resetPassword') };
}

/** /password-reset/{token}?email= (guest-only): the link mailed by /forgot-password. */
export default async function PasswordResetPage({ params, searchParams }: { params: Promise<{ token: string }>; searchParams: SearchParams }) {
  const { token } = await params;
  const email = firstParam((await searchParams).email) ?? '';
  const t = getT('auth');
  return (
    <AuthPageFrame title={t('resetPassword.title')} intro={t('resetPassword.intro')}>
      <ResetPasswordForm token={token} email={email} />
    </AuthPageFrame>
  );
}
