import { apiErrorSchema } from '@registre/domain';

/** The error answers billing's routes may give, each `{ message }` with a key the site translates. */
export const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 402: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema };
