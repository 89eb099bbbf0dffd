import { z } from 'zod';
import { currentUserSchema } from './user';

/**
 * `GET /api/me/export` → 200 JSON attachment: everything held on the signed-in user
 * (RGPD right of access and portability). Later modules add their own sections.
 */
export const personalDataExportSchema = z.object({
  exported_at: z.string(),
  user: currentUserSchema.extend({ tracking_source: z.string().nullable(), terms_accepted_at: z.string().nullable() }),
  sessions: z.array(
    z.object({ created_at: z.string(), last_seen_at: z.string(), ip: z.string().nullable(), user_agent: z.string().nullable() }),
  ),
  security_events: z.array(z.object({ type: z.string(), created_at: z.string(), ip: z.string().nullable(), user_agent: z.string().nullable() })),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;
