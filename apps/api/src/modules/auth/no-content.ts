import { z } from 'zod';

/** The (absent) body of a 204 answer, for the route schemas. */
export const noContentSchema = z.null().describe('No content');
