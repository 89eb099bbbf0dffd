import Divider from '@mui/material/Divider';
import type { Metadata } from 'next';
import { AuthPageFrame } from '@/components/auth/auth-page-frame';
import { LoginForm } from '@/components/auth/login-form';
import { MagicLinkForm } from '@/components/auth/magic-link-form';
import { MagicTokenSignIn } from '@/components/auth/magic-token-sign-in';
import { getT } from '@/i18n/get-t';
import { MAGIC_TOKEN_PARAM, PASSWORD_RESET_PARAM, REDIRECT_PARAM } from '@/lib/auth/auth-routes';
import { safeRedirectTarget } from '@/lib/auth/safe-redirect-target';
import { firstParam, type SearchParams } from '../search-params';

export function generateMetadata(): Metadata {
  return { title: getT('auth')('seo.login') };
}

/** /login (guest-only). `?redirect=` names a page of the site to return to after signing in. */
export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const t = getT('auth');
  const redirectTo = safeRedirectTarget(params[REDIRECT_PARAM]);
  const magicToken = firstParam(params[MAGIC_TOKEN_PARAM]);
  const form = (
    <>
      <LoginForm redirectTo={redirectTo} passwordWasReset={firstParam(params[PASSWORD_RESET_PARAM]) === '1'} />
      <Divider sx={{ my: 4 }} />
      <MagicLinkForm />
    </>
  );
  return (
    <AuthPageFrame title={t('login.title')}>
      {magicToken ? (
        <MagicTokenSignIn token={magicToken} redirectTo={redirectTo}>
          {form}
        </MagicTokenSignIn>
      ) : (
        form
      )}
    </AuthPageFrame>
  );
}
