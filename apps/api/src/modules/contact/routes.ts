import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, contactMessageRequestSchema, contactMessageResponseSchema } from '@registre/domain';
import type { Platform } from '../../platform';
import type { ContactMailSettings } from './contact-mails';
import { receiveContactMessage } from './receive-contact-message';

const HOUR_MS = 3_600_000;

/** `POST /api/contact-messages`: the /contact form (CSRF as every POST; rate-limited per visitor). */
export function contactRoutes(platform: Platform, settings: ContactMailSettings) {
  const limit = { max: platform.config.CONTACT_FORM_MAX_PER_HOUR, timeWindow: HOUR_MS };
  return async (root: FastifyInstance): Promise<void> => {
    root.withTypeProvider<ZodTypeProvider>().post(
      '/api/contact-messages',
      {
        config: { rateLimit: limit },
        schema: {
          tags: ['contact'],
          summary: 'Sends a message to the team: stored, then mailed to CONTACT_FORM_RECIPIENT with an acknowledgement to the sender',
          description: `202 once stored (the mails leave through the job queue). At most CONTACT_FORM_MAX_PER_HOUR (${limit.max}) per visitor and hour, then 429.`,
          body: contactMessageRequestSchema,
          response: { 202: contactMessageResponseSchema, 400: apiErrorSchema, 419: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await receiveContactMessage(platform, settings, request.body);
        return reply.code(202).send({ data: { received: true as const } });
      },
    );
  };
}
