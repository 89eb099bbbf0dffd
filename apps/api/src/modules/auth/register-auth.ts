import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import type { AppConfig } from '../../config/env-schema';
import { createMailOutbox, type MailHandOver } from '../../mail/mail-outbox';
import { registerCsrf } from '../../plugins/csrf';
import type { AccountDeletedHook } from './account-deleted-hook';
import type { AddressProvedElsewhereHook } from './address-proved-elsewhere-hook';
import { registerSession, type GuestSignedInHook } from './session-plugin';
import type { AuthDependencies } from './auth-context';
import { createBackgroundTasks } from './background-tasks';
import { useAuthErrorHandling } from './auth-error-handling';
import { authRateLimits } from './auth-rate-limits';
import { csrfCookieRoute } from './csrf-cookie-route';
import { emailVerificationRoutes } from './email-verification-routes';
import { registerGuards } from './guards';
import { meRoutes } from './me-routes';
import { passwordRoutes } from './password-routes';
import { securityEvents } from './security-events';
import { signingKey } from './signing-key';
import { sessionRoutes } from './session-routes';
import { userTokens } from './user-tokens';
import { usersQueries } from './users-queries';

/**
 * Sessions, the CSRF check of every state-changing request, and the account routes.
 * Registered before any other module so that its hooks cover every route. `mail` is where account
 * mails go: the platform's mail queue (delivered by the worker, retried when the mail server fails)
 * or, for an app without a platform, a mailer (its owner closes it); what was posted is handed
 * over before the app closes. The hook lists are read each time they run: the app adds the other
 * modules' hooks once they exist.
 */
export async function registerAuth(
  app: FastifyInstance,
  {
    config,
    pool,
    mail,
    accountDeletedHooks = [],
    addressProvedElsewhereHooks = [],
    onGuestSignedIn,
  }: {
    config: AppConfig;
    pool: Pool;
    mail: MailHandOver;
    accountDeletedHooks?: readonly AccountDeletedHook[];
    addressProvedElsewhereHooks?: readonly AddressProvedElsewhereHook[];
    onGuestSignedIn?: GuestSignedInHook;
  },
): Promise<AuthDependencies> {
  const appKey = signingKey(config);
  const sessions = await registerSession(app, pool, {
    csrfKey: appKey,
    cookieName: config.SESSION_COOKIE,
    ...(config.SESSION_COOKIE_DOMAIN ? { cookieDomain: config.SESSION_COOKIE_DOMAIN } : {}),
    secure: config.APP_ENV === 'prod',
    idleMinutes: config.SESSION_IDLE_MINUTES,
    absoluteHours: config.SESSION_ABSOLUTE_HOURS,
    ...(onGuestSignedIn ? { onGuestSignedIn } : {}),
  });
  registerCsrf(app);
  const users = usersQueries(pool);
  registerGuards(app, users);

  const outbox = createMailOutbox(mail, app.log);
  const background = createBackgroundTasks(app.log);
  app.addHook('onClose', async () => {
    await background.flush();
    await outbox.flush();
  });

  const deps: AuthDependencies = {
    pool,
    users,
    tokens: userTokens(pool),
    events: securityEvents(pool),
    sessions,
    outbox,
    background,
    accountDeletedHooks,
    addressProvedElsewhereHooks,
    settings: {
      brand: config.NEXT_PUBLIC_BRAND_NAME,
      webOrigin: config.WEB_ORIGIN,
      appKey,
      throttleWindowSeconds: config.AUTH_THROTTLE_WINDOW_SECONDS,
      loginMaxFailuresPerEmail: config.AUTH_LOGIN_MAX_PER_EMAIL,
      loginMaxFailuresPerAccount: config.AUTH_LOGIN_MAX_PER_ACCOUNT,
      mailMaxPerAccount: config.AUTH_MAIL_MAX_PER_IP,
    },
  };
  const limits = authRateLimits(config);
  await app.register(async (auth) => {
    useAuthErrorHandling(auth);
    await auth.register(csrfCookieRoute);
    await auth.register(sessionRoutes(deps, limits));
    await auth.register(passwordRoutes(deps, limits));
    await auth.register(emailVerificationRoutes(deps, limits));
    await auth.register(meRoutes(deps));
  });
  return deps;
}
