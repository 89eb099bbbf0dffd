'use client';

import NextLink from 'next/link';
import { useEffect, useState } from 'react';
import { ACCOUNT_PATHS } from '@/lib/auth/auth-routes';
import { hasSessionHint } from '@/lib/auth/session-hint';
import { runtimeApiGet } from '@/lib/runtime-config/runtime-api';

/** The profile call (SPECIFICATION §7: `GET /api/me`). */
export const PROFILE_PATH = '/api/me';

const isUser = (body: unknown) => typeof body === 'object' && body !== null && typeof (body as Record<string, unknown>).id === 'string';

/**
 * The footer's my-account button: `/mon-compte` for a signed-in visitor, else `/login`
 * (SPECIFICATION §2). A guest until the profile call answers a user; 401, 409 or a network
 * failure keep the guest link. Without any session cookie the call is not made at all: it could
 * only answer 401, logged by the browser as a console error on every guest's page.
 */
export function FooterAccountLink({ label }: { label: string }) {
  const [signedIn, setSignedIn] = useState(false);

  useEffect(() => {
    if (!hasSessionHint()) return;
    const controller = new AbortController();
    runtimeApiGet(PROFILE_PATH, controller.signal)
      .then(({ status, body }) => setSignedIn(status === 200 && isUser(body)))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  return (
    <NextLink
      href={signedIn ? ACCOUNT_PATHS.account : ACCOUNT_PATHS.login}
      data-testid="footer-account-link"
      data-signed-in={signedIn}
      className="footer-account-link"
    >
      {label}
    </NextLink>
  );
}
