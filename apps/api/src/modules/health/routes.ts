import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({ status: z.enum(['ready', 'unavailable']), database: z.boolean() });

/** `/health`: the process answers. `/ready`: the database answers too. */
export function healthRoutes(pool: Pool) {
  return async (app: FastifyInstance): Promise<void> => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.get('/health', { schema: { tags: ['system'], response: { 200: healthSchema } } }, async () => ({ status: 'ok' as const }));
    typed.get(
      '/ready',
      { schema: { tags: ['system'], response: { 200: readySchema, 503: readySchema } } },
      async (request, reply) => {
        try {
          await pool.query('SELECT 1');
          return { status: 'ready' as const, database: true };
        } catch (error) {
          request.log.warn({ err: error }, 'database not reachable');
          return reply.code(503).send({ status: 'unavailable' as const, database: false });
        }
      },
    );
  };
}
