import type { Metadata } from 'next';
import { AuthPageFrame } from '@/components/auth/auth-page-frame';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { getT } from '@/i18n/get-t';

export function generateMetadata(): Metadata {
  return { title: getT('auth')('seo.forgotPassword') };
}

/** /forgot-password (guest-only). */
export default function ForgotPasswordPage() {
  const t = getT('auth');
  return (
    <AuthPageFrame title={t('forgotPassword.title')} intro={t('forgotPassword.intro')}>
      <ForgotPasswordForm />
    </AuthPageFrame>
  );
}
