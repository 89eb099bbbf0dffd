import { academyRegistrationResponseSchema, type ContactCategory } from '@registre/domain';
import type { ApiClient } from '@/lib/api-client/api-client';

/** The browser's calls of the site's own forms (CSRF handled by the client). */
export const sitePagesApi = {
  sendContactMessage: async (api: ApiClient, body: { name: string; email: string; category: ContactCategory; message: string; website: string }) =>
    api.post('/api/contact-messages', body),
  registerToSession: async (api: ApiClient, body: { session_id: string; name: string; email: string; website: string }) =>
    academyRegistrationResponseSchema.parse(await api.post('/api/academy/registrations', body)).data,
};
