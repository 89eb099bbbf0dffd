import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, issuedDocumentResponseSchema, verificationCodeParamSchema } from '@registre/domain';
import type { VerificationService } from './service';

export interface VerificationRoutesOptions {
  /** Look-ups per minute and IP: codes are unguessable, the limit keeps anyone from trying. */
  rateLimitPerMinute: number;
}

/** `GET /api/verification/{code}`: what was issued under a code, for the public verification page. */
export function verificationRoutes(service: VerificationService, options: VerificationRoutesOptions) {
  return async (app: FastifyInstance): Promise<void> => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/verification/:code',
      {
        config: { rateLimit: { max: options.rateLimitPerMinute, timeWindow: 60_000 } },
        schema: {
          tags: ['documents'],
          summary: 'What was issued under a verification code: kind, company, date, SHA-256 of each file',
          description: 'The code is printed (with a QR code) on every document we issue. No data about the buyer is returned. 404 when unknown.',
          params: verificationCodeParamSchema,
          response: { 200: issuedDocumentResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        reply.header('x-robots-tag', 'noindex');
        return { data: await service.find(request.params.code) };
      },
    );
  };
}
