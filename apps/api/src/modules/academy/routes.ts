import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { academyRegistrationRequestSchema, academyRegistrationResponseSchema, academySessionsResponseSchema, apiErrorSchema } from '@registre/domain';
import type { Platform } from '../../platform';
import type { AcademyMailSettings } from './academy-mails';
import { selectUpcomingSessions } from './academy-queries';
import { registerToSession } from './register-to-session';

const HOUR_MS = 3_600_000;

/** The academy's sessions still to come, and the registration to one (/pole-academie, /pole-academie/formulaire). */
export function academyRoutes(platform: Platform, settings: AcademyMailSettings) {
  const limit = { max: platform.config.CONTACT_FORM_MAX_PER_HOUR, timeWindow: HOUR_MS };
  return async (root: FastifyInstance): Promise<void> => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/academy/sessions',
      {
        config: { cache: { maxAge: 60 } },
        schema: {
          tags: ['academy'],
          summary: "The academy's sessions still to come (free webinars), the soonest first, with their seats left",
          response: { 200: academySessionsResponseSchema },
        },
      },
      async () => ({ data: await selectUpcomingSessions(platform.pool, platform.clock.now()) }),
    );
    app.post(
      '/api/academy/registrations',
      {
        config: { rateLimit: limit },
        schema: {
          tags: ['academy'],
          summary: 'Registers an e-mail address to a session, with a confirmation mail',
          description:
            '201 when registered; 200 with already_registered when the address already was (nothing stored or mailed again). 404 unknown session, 409 session started or full. Rate-limited (CONTACT_FORM_MAX_PER_HOUR).',
          body: academyRegistrationRequestSchema,
          response: { 200: academyRegistrationResponseSchema, 201: academyRegistrationResponseSchema, 404: apiErrorSchema, 409: apiErrorSchema, 419: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const result = await registerToSession(platform, settings, request.body);
        return reply.code(result.already_registered ? 200 : 201).send({ data: result });
      },
    );
  };
}
