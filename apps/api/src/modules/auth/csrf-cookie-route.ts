import type { FastifyInstance } from 'fastify';
import { AUTH_PATHS } from '@registre/domain';

/** `GET /sanctum/csrf-cookie` → 204 with the session cookie and the XSRF-TOKEN cookie. */
export async function csrfCookieRoute(app: FastifyInstance): Promise<void> {
  app.get(
    AUTH_PATHS.csrfCookie,
    { schema: { tags: ['auth'], summary: 'Starts a session and sets the XSRF-TOKEN cookie (call before state-changing requests)' } },
    async (request, reply) => {
      await request.session.issueCsrfCookie();
      return reply.code(204).send();
    },
  );
}
