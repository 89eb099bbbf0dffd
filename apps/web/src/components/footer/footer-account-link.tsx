'use client';

import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type MouseEvent } from 'react';
import { ACCOUNT_PATHS, isSuccessfulPaymentPath } from '@/lib/auth/auth-routes';
import { hasSessionHint } from '@/lib/auth/session-hint';
import { runtimeApiGet, runtimeConfig } from '@/lib/runtime-config/runtime-api';

/** The profile call (SPECIFICATION §7: `GET /api/me`). */
export const PROFILE_PATH = '/api/me';

const isUser = (body: unknown) => typeof body === 'object' && body !== null && typeof (body as Record<string, unknown>).id === 'string';

/**
 * The footer's my-account button: `/mon-compte` for a signed-in visitor, else `/login`
 * (SPECIFICATION §2). A guest until the profile call answers a user; 401, 409 or a network
 * failure keep the guest link. Without any session cookie the call is not made at all: it could
 * only answer 401, logged by the browser as a console error on every guest's page. On a path
 * containing `successful-payment`, a signed-in visitor's click first sends the onboarding
 * user-info update (SPECIFICATION §2), as the success page's own account link does.
 */
export function FooterAccountLink({ label }: { label: string }) {
  const [signedIn, setSignedIn] = useState(false);
  const router = useRouter();

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!signedIn || !isSuccessfulPaymentPath(window.location.pathname)) return;
    event.preventDefault();
    // Loaded on that click only: every page carries the footer, few need the update's code.
    Promise.all([runtimeConfig(), import('@/lib/api-client/api-client'), import('@/lib/auth/onboarding')])
      .then(([config, { createApiClient }, { sendOnboardingUpdate }]) => sendOnboardingUpdate(createApiClient(config.apiBaseUrl)))
      .catch(() => undefined)
      .finally(() => router.push(ACCOUNT_PATHS.account));
  };

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
      onClick={onClick}
      data-testid="footer-account-link"
      data-signed-in={signedIn}
      className="footer-account-link"
    >
      {label}
    </NextLink>
  );
}
