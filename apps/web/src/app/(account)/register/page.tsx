import type { Metadata } from 'next';
import { AuthPageFrame } from '@/components/auth/auth-page-frame';
import { RegisterForm } from '@/components/auth/register-form';
import { getT } from '@/i18n/get-t';

export function generateMetadata(): Metadata {
  return { title: getT('auth')('seo.register') };
}

/** /register (guest-only). */
export default function RegisterPage() {
  const t = getT('auth');
  return (
    <AuthPageFrame title={t('register.title')} intro={t('register.intro')}>
      <RegisterForm />
    </AuthPageFrame>
  );
}
