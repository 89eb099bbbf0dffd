import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { JobQueue, ReadReplicaStatus, Readiness } from '../../platform';

const healthSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({
  status: z.enum(['ready', 'unavailable', 'draining']),
  database: z.boolean(),
  queue: z.boolean().optional(),
  /** Where the register's reads go (only with DATABASE_READ_URL): informative, readiness does not depend on it. */
  reads: z.enum(['replica', 'primary']).optional(),
});

export interface HealthOptions {
  /** False from SIGTERM on: /ready then answers 503 `draining` without asking the database. */
  readiness?: Readiness;
  readReplicaStatus?: () => ReadReplicaStatus | null;
}

/** `/health`: the process answers. `/ready`: it is not stopping, the database answers, and the job queue. */
export function healthRoutes(pool: Pool, queue?: JobQueue, options: HealthOptions = {}) {
  return async (app: FastifyInstance): Promise<void> => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.get('/health', { schema: { tags: ['system'], response: { 200: healthSchema } } }, async () => ({ status: 'ok' as const }));
    typed.get(
      '/ready',
      { schema: { tags: ['system'], response: { 200: readySchema, 503: readySchema } } },
      async (request, reply) => {
        if (options.readiness?.draining()) return reply.code(503).header('retry-after', '1').send({ status: 'draining' as const, database: false });
        let database = true;
        try {
          await pool.query('SELECT 1');
        } catch (error) {
          request.log.warn({ err: error }, 'database not reachable');
          database = false;
        }
        const queueHealthy = queue ? database && (await queue.isHealthy()) : undefined;
        const ready = database && queueHealthy !== false;
        const reads = options.readReplicaStatus?.()?.target;
        const body = {
          status: ready ? ('ready' as const) : ('unavailable' as const),
          database,
          ...(queueHealthy === undefined ? {} : { queue: queueHealthy }),
          ...(reads ? { reads } : {}),
        };
        return ready ? body : reply.code(503).send(body);
      },
    );
  };
}
