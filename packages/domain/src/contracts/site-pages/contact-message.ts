import { z } from 'zod';
import { VALIDATION_KEYS as V } from '../auth/message-keys';
import { emailField, nameField } from '../auth/fields';

/** What a visitor writes to us about, which decides nothing but the mail's subject (the /contact form's select). */
export const CONTACT_CATEGORIES = ['order', 'subscription', 'data-correction', 'personal-data', 'press', 'application', 'partnership', 'other'] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

export const CONTACT_MESSAGE_LIMITS = { messageMin: 10, messageMax: 5000, honeypotMax: 200 } as const;

/**
 * `POST /api/contact-messages`: the /contact form. `website` is the honeypot, a field people
 * never see: a filled one is answered like any other message and nothing is kept or sent.
 */
export const contactMessageRequestSchema = z.object({
  name: nameField,
  email: emailField,
  category: z.enum(CONTACT_CATEGORIES, { error: V.required }),
  message: z
    .string({ error: V.required })
    .trim()
    .min(1, { error: V.required })
    .min(CONTACT_MESSAGE_LIMITS.messageMin, { error: 'errors:contact.message-too-short' })
    .max(CONTACT_MESSAGE_LIMITS.messageMax, { error: V.tooLong })
    // Line breaks and tabs are welcome in a message; other control characters (NUL) are not.
    .regex(/^(?:[^\p{Cc}]|[\n\r\t])*$/u, { error: V.controlCharacter }),
  website: z.string({ error: V.invalid }).max(CONTACT_MESSAGE_LIMITS.honeypotMax, { error: V.tooLong }).optional(),
});
export type ContactMessageRequest = z.infer<typeof contactMessageRequestSchema>;

export const contactMessageResponseSchema = z.object({ data: z.object({ received: z.literal(true) }) });
