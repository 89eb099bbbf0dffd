import { z } from 'zod';
import { emailField } from './fields';

/**
 * `POST /magic-link` `{ email }` → always 200 `{ message: 'errors:auth.magic-link-sent' }`;
 * the mail links to `${WEB_ORIGIN}/?magicToken=<token>`, and the site's header then calls
 * `GET /api/me/magic-link/{token}` (see MAGIC_LINK_SUFFIX), which signs in and answers the user.
 */
export const magicLinkRequestSchema = z.object({ email: emailField });
export type MagicLinkRequest = z.input<typeof magicLinkRequestSchema>;
