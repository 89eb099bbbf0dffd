import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, AUTH_KEYS, AUTH_PATHS, authMessageSchema, loginRequestSchema, registerRequestSchema } from '@registre/domain';
import { noContentSchema } from './no-content';
import { authRequestContext, type AuthDependencies } from './auth-context';
import type { AuthRateLimits } from './auth-rate-limits';
import { requestRegistration } from './registration';
import { login, logout } from './sign-in';

/** `POST /register`, `POST /login`, `POST /logout`. */
export function sessionRoutes(deps: AuthDependencies, limits: AuthRateLimits) {
  return async (app: FastifyInstance): Promise<void> => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.post(
      AUTH_PATHS.register,
      {
        config: { rateLimit: limits.register },
        schema: {
          tags: ['auth'],
          summary: 'Registers (202): mails the verification link, or tells the owner of an address that already has an account; the same answer either way, nobody signed in',
          body: registerRequestSchema,
          response: { 202: authMessageSchema, 422: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await requestRegistration(deps, request.body, authRequestContext(request));
        return reply.code(202).send({ message: AUTH_KEYS.registrationMailSent });
      },
    );
    routes.post(
      AUTH_PATHS.login,
      {
        config: { rateLimit: limits.login },
        schema: {
          tags: ['auth'],
          summary: 'Signs in (204); one 422 message whatever the cause; the session id is rotated',
          body: loginRequestSchema,
          response: { 204: noContentSchema, 422: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await login(deps, request.body, authRequestContext(request));
        return reply.code(204).send(null);
      },
    );
    routes.post(
      AUTH_PATHS.logout,
      { schema: { tags: ['auth'], summary: 'Signs out (204): the session is deleted server-side', response: { 204: noContentSchema } } },
      async (request, reply) => {
        await logout(deps, authRequestContext(request));
        return reply.code(204).send(null);
      },
    );
  };
}
