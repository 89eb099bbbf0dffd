import { z } from 'zod';

/**
 * Every 4xx answer of the API: `message` is an i18n key the UI can show
 * (for example `errors:company.not-found`); `errors` maps a field to its keys.
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
