import { z } from 'zod';
import { VALIDATION_KEYS as V } from '../auth/message-keys';
import { emailField, nameField } from '../auth/fields';

/** A session of the academy (free webinars), as `GET /api/academy/sessions` lists it. */
export const academySessionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  /** ISO 8601, UTC. */
  starts_at: z.string(),
  duration_minutes: z.number().int().positive(),
  capacity: z.number().int().positive(),
  /** Seats still free (never below zero). */
  seats_left: z.number().int().min(0),
});
export type AcademySession = z.infer<typeof academySessionSchema>;

/** Sessions still to come, the soonest first. */
export const academySessionsResponseSchema = z.object({ data: z.array(academySessionSchema) });

/** `POST /api/academy/registrations`: the /pole-academie/formulaire form (`website` is a honeypot, as on /contact). */
export const academyRegistrationRequestSchema = z.object({
  session_id: z.uuid({ error: 'errors:academy.session-not-found' }),
  name: nameField,
  email: emailField,
  website: z.string({ error: V.invalid }).max(200, { error: V.tooLong }).optional(),
});
export type AcademyRegistrationRequest = z.infer<typeof academyRegistrationRequestSchema>;

export const academyRegistrationResponseSchema = z.object({
  data: z.object({
    session_id: z.uuid(),
    /** True when this address had already registered to the session (nothing new was stored or mailed). */
    already_registered: z.boolean(),
  }),
});
