import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  AUTH_KEYS,
  AUTH_PATHS,
  authMessageSchema,
  forgotPasswordRequestSchema,
  magicLinkRequestSchema,
  resetPasswordRequestSchema,
} from '@registre/domain';
import { authRequestContext, type AuthDependencies, type AuthRequestContext } from './auth-context';
import type { AuthRateLimits } from './auth-rate-limits';
import { requestMagicLink } from './magic-link';
import { forgotPassword, resetPassword } from './password-reset';

/**
 * `POST /forgot-password`, `POST /magic-link` (mail a link; the same answer, in the same time,
 * for every e-mail) and `POST /reset-password`.
 */
export function passwordRoutes(deps: AuthDependencies, limits: AuthRateLimits) {
  return async (app: FastifyInstance): Promise<void> => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const mailingRoutes = [
      { path: AUTH_PATHS.forgotPassword, what: 'a password-reset link', message: AUTH_KEYS.resetLinkSent, schema: forgotPasswordRequestSchema, send: forgotPassword },
      {
        path: AUTH_PATHS.magicLinkRequest,
        what: 'a single-use sign-in link',
        message: AUTH_KEYS.magicLinkSent,
        schema: magicLinkRequestSchema,
        send: (dependencies: AuthDependencies, email: string, _context: AuthRequestContext) => requestMagicLink(dependencies, email),
      },
    ];
    for (const route of mailingRoutes) {
      routes.post(
        route.path,
        {
          config: { rateLimit: limits.mail },
          schema: {
            tags: ['auth'],
            summary: `Mails ${route.what}; the same 200 answer whether or not the account exists`,
            body: route.schema,
            response: { 200: authMessageSchema, 422: apiErrorSchema, 429: apiErrorSchema },
          },
        },
        async (request) => {
          // Looking the address up, issuing the token and mailing happen after the answer: its
          // time tells nothing about whether the address is an account's.
          const context = authRequestContext(request);
          const email = request.body.email;
          deps.background.run(route.path, () => route.send(deps, email, context));
          return { message: route.message };
        },
      );
    }
    routes.post(
      AUTH_PATHS.resetPassword,
      {
        config: { rateLimit: limits.login },
        schema: {
          tags: ['auth'],
          summary: "Sets a new password with a mailed token (single use, 60 minutes); ends the user's sessions",
          body: resetPasswordRequestSchema,
          response: { 200: authMessageSchema, 422: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request) => {
        await resetPassword(deps, request.body, authRequestContext(request));
        return { message: AUTH_KEYS.passwordReset };
      },
    );
  };
}
