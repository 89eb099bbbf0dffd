import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  AUTH_PATHS,
  type CurrentUser,
  currentUserSchema,
  deleteAccountRequestSchema,
  MAGIC_LINK_SUFFIX,
  onboardingRequestSchema,
  personalDataExportSchema,
  updateProfileRequestSchema,
} from '@registre/domain';
import { requireMethodOverride } from '../../plugins/method-override';
import { deleteAccount } from './account-deletion';
import { noContentSchema } from './no-content';
import { authRequestContext, type AuthDependencies, type AuthRequestContext } from './auth-context';
import type { ActiveUser } from './current-user';
import { requireUser, signedInUser } from './guards';
import { signInWithMagicLink } from './magic-link';
import { presentUser } from './present-user';
import { exportPersonalData } from './personal-data-export';
import { updateOnboarding, updateProfile } from './profile';

const userErrors = { 401: apiErrorSchema, 409: apiErrorSchema } as const;

/** The signed-in user's own resources: profile, magic-link sign-in, onboarding, deletion, export. */
export function meRoutes(deps: AuthDependencies) {
  return async (app: FastifyInstance): Promise<void> => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      AUTH_PATHS.me,
      {
        schema: {
          tags: ['auth'],
          summary: 'The signed-in user; 401 for a guest, 409 when the session points to a deleted or disabled account',
          response: { 200: currentUserSchema, ...userErrors },
        },
        preHandler: requireUser,
      },
      async (request) => presentUser(signedInUser(request)),
    );
    routes.get(
      `${AUTH_PATHS.me}/${MAGIC_LINK_SUFFIX}/:token`,
      {
        schema: {
          tags: ['auth'],
          summary: 'Signs in with a mailed magic-link token (single use, 15 minutes) and answers the user',
          params: z.object({ token: z.string().max(512) }),
          response: { 200: currentUserSchema, 401: apiErrorSchema },
        },
      },
      async (request) => signInWithMagicLink(deps, request.params.token, authRequestContext(request)),
    );
    routes.get(
      AUTH_PATHS.personalDataExport,
      {
        schema: {
          tags: ['auth'],
          summary: 'Everything held on the signed-in user, as a JSON attachment (RGPD)',
          response: { 200: personalDataExportSchema, ...userErrors },
        },
        preHandler: requireUser,
      },
      async (request, reply) => {
        const data = await exportPersonalData(deps, signedInUser(request), authRequestContext(request));
        reply.header('content-disposition', 'attachment; filename="donnees-personnelles.json"');
        return data;
      },
    );

    /** A PATCH route and its POST twin with `_method: 'PATCH'` (Laravel method spoofing), one handler. */
    const patchWithOverride = <Body extends z.ZodType>(
      path: string,
      summary: string,
      body: Body,
      update: (dependencies: AuthDependencies, user: ActiveUser, input: z.output<Body>, context: AuthRequestContext) => Promise<CurrentUser>,
    ) => {
      const schema = { tags: ['auth'], summary, body, response: { 200: currentUserSchema, 422: apiErrorSchema, ...userErrors } };
      // The body was validated against `body` before the handler runs; the generic loses that type.
      const handler = async (request: FastifyRequest) => update(deps, signedInUser(request), request.body as z.output<Body>, authRequestContext(request));
      routes.patch(path, { schema, preHandler: requireUser }, handler);
      routes.post(path, { schema, preValidation: requireMethodOverride('PATCH'), preHandler: requireUser }, handler);
    };
    patchWithOverride(AUTH_PATHS.me, "Updates the user's names, e-mail (re-verified) or password (current password required)", updateProfileRequestSchema, updateProfile);
    patchWithOverride(AUTH_PATHS.onboarding, 'Stores the onboarding details asked after a first payment', onboardingRequestSchema, updateOnboarding);

    routes.delete(
      AUTH_PATHS.me,
      {
        schema: {
          tags: ['auth'],
          summary: "Deletes the signed-in user's account (password required) and ends its sessions",
          body: deleteAccountRequestSchema,
          response: { 204: noContentSchema, 422: apiErrorSchema, ...userErrors },
        },
        preHandler: requireUser,
      },
      async (request, reply) => {
        await deleteAccount(deps, signedInUser(request), request.body.password, authRequestContext(request));
        return reply.code(204).send(null);
      },
    );
  };
}
