import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** CORS for the web origin with credentials, and helmet's security headers. */
export async function registerSecurity(app: FastifyInstance, options: { webOrigin: string }): Promise<void> {
  await app.register(fastifyCors, {
    origin: [options.webOrigin],
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Accept', 'X-XSRF-TOKEN', 'X-Requested-With', 'hide-financial-data'],
    exposedHeaders: ['Content-Disposition', 'Retry-After'],
  });
  await app.register(fastifyHelmet, {
    // The API answers JSON; the Swagger UI at /api/docs needs its inline assets.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}
