import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, AUTH_KEYS, AUTH_PATHS, authMessageSchema, verifyEmailRequestSchema, verifyEmailResponseSchema } from '@registre/domain';
import { noContentSchema } from './no-content';
import { authRequestContext, type AuthDependencies } from './auth-context';
import type { AuthRateLimits } from './auth-rate-limits';
import { requireUser, signedInUser } from './guards';
import { mailEmailVerification, verifyEmail } from './email-verification';

/** `POST /email/verify` (from the site's /verify-email page) and `POST /email/verification-notification`. */
export function emailVerificationRoutes(deps: AuthDependencies, limits: AuthRateLimits) {
  return async (app: FastifyInstance): Promise<void> => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.post(
      AUTH_PATHS.verifyEmail,
      {
        schema: {
          tags: ['auth'],
          summary: "Verifies the e-mail address with the signed link's parameters (204); 200 when proved from another browser than the registrant's, which takes the account over",
          body: verifyEmailRequestSchema,
          response: { 200: verifyEmailResponseSchema, 204: noContentSchema, 403: apiErrorSchema, 422: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const takenOver = await verifyEmail(deps, request.body, authRequestContext(request));
        return takenOver ? reply.code(200).send(takenOver) : reply.code(204).send(null);
      },
    );
    routes.post(
      AUTH_PATHS.verificationNotification,
      {
        config: { rateLimit: limits.mail },
        schema: {
          tags: ['auth'],
          summary: 'Mails a new verification link to the signed-in user (202), or 204 when already verified',
          response: { 202: authMessageSchema, 204: noContentSchema, 401: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema },
        },
        preHandler: requireUser,
      },
      async (request, reply) => {
        const user = signedInUser(request);
        if (user.email_verified_at !== null) return reply.code(204).send(null);
        mailEmailVerification(deps, user);
        return reply.code(202).send({ message: AUTH_KEYS.verificationLinkSent });
      },
    );
  };
}
