import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { alertSettingsRequestSchema, alertSettingsResponseSchema, apiErrorSchema, FOLLOWING_PATHS, webhookDeliveriesResponseSchema } from '@registre/domain';
import { requireUser, signedInUser } from '../auth';
import type { AlertSettingsService } from './alert-settings-service';

const guarded = { 401: apiErrorSchema, 409: apiErrorSchema } as const;
const tags = ['following'];

/** `/api/alert-settings`: digest frequency, webhook, and the webhook's delivery log. */
export function alertSettingsRoutes(settings: AlertSettingsService) {
  return async (app: FastifyInstance): Promise<void> => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      FOLLOWING_PATHS.alertSettings,
      { schema: { tags, summary: "The user's alert settings (daily digest by default, no webhook)", response: { 200: alertSettingsResponseSchema, ...guarded } }, preHandler: requireUser },
      async (request) => ({ data: await settings.get(signedInUser(request).id) }),
    );
    routes.post(
      FOLLOWING_PATHS.alertSettings,
      {
        schema: {
          tags,
          summary: 'Saves the digest frequency and the webhook URL (HTTPS, public address; a new URL gets a new signing secret; null removes it)',
          body: alertSettingsRequestSchema,
          response: { 200: alertSettingsResponseSchema, 422: apiErrorSchema, ...guarded },
        },
        preHandler: requireUser,
      },
      async (request) => ({ data: await settings.update(signedInUser(request).id, request.body) }),
    );
    routes.get(
      FOLLOWING_PATHS.webhookDeliveries,
      { schema: { tags, summary: "The last 100 deliveries of the user's webhook", response: { 200: webhookDeliveriesResponseSchema, ...guarded } }, preHandler: requireUser },
      async (request) => ({ data: await settings.deliveries(signedInUser(request).id) }),
    );
  };
}
