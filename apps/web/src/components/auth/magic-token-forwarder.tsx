'use client';

import { useEffect } from 'react';
import { ACCOUNT_PATHS, MAGIC_TOKEN_PARAM, REDIRECT_PARAM } from '@/lib/auth/auth-routes';

/**
 * The header's part of a magic sign-in link (`/?magicToken=…`, SPECIFICATION §2): hands the
 * token to the login page, which signs in, removes it from the address bar and comes back to
 * the page the link pointed to. Mounted on every page; it renders nothing and loads nothing
 * more, so pages without a token pay a few hundred bytes.
 */
export function MagicTokenForwarder() {
  useEffect(() => {
    const url = new URL(window.location.href);
    const token = url.searchParams.get(MAGIC_TOKEN_PARAM);
    if (!token || url.pathname === ACCOUNT_PATHS.login) return;
    url.searchParams.delete(MAGIC_TOKEN_PARAM);
    const login = new URLSearchParams({ [MAGIC_TOKEN_PARAM]: token, [REDIRECT_PARAM]: `${url.pathname}${url.search}${url.hash}` });
    window.location.replace(`${ACCOUNT_PATHS.login}?${login}`);
  }, []);
  return null;
}
