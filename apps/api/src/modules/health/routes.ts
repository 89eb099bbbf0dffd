import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { JobQueue } from '../../platform';

const healthSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({ status: z.enum(['ready', 'unavailable']), database: z.boolean(), queue: z.boolean().optional() });

/** `/health`: the process answers. `/ready`: the database answers too, and the job queue. */
export function healthRoutes(pool: Pool, queue?: JobQueue) {
  return async (app: FastifyInstance): Promise<void> => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.get('/health', { schema: { tags: ['system'], response: { 200: healthSchema } } }, async () => ({ status: 'ok' as const }));
    typed.get(
      '/ready',
      { schema: { tags: ['system'], response: { 200: readySchema, 503: readySchema } } },
      async (request, reply) => {
        let database = true;
        try {
          await pool.query('SELECT 1');
        } catch (error) {
          request.log.warn({ err: error }, 'database not reachable');
          database = false;
        }
        const queueHealthy = queue ? database && (await queue.isHealthy()) : undefined;
        const ready = database && queueHealthy !== false;
        const body = { status: ready ? ('ready' as const) : ('unavailable' as const), database, ...(queueHealthy === undefined ? {} : { queue: queueHealthy }) };
        return ready ? body : reply.code(503).send(body);
      },
    );
  };
}
