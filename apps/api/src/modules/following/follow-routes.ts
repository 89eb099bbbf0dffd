import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  followedSirenResponseSchema,
  followedQuerySchema,
  followedSirensResponseSchema,
  FOLLOWING_PATHS,
  removedCompaniesResultSchema,
  sirenAndListParamSchema,
  sirenParamSchema,
  sirensRequestSchema,
} from '@registre/domain';
import { requireUser, signedInUser } from '../auth';
import type { ListsService } from './lists-service';

const noContent = z.null().describe('No content');
const guarded = { 401: apiErrorSchema, 409: apiErrorSchema } as const;
const tags = ['following'];

/** Following one company (`/api/company/{siren}/follow…`) and the followed SIRENs. */
export function followRoutes(lists: ListsService) {
  return async (app: FastifyInstance): Promise<void> => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      FOLLOWING_PATHS.followed,
      {
        schema: {
          tags,
          summary: 'The SIRENs the user follows and the lists holding each (only those of `sirens` when given)',
          querystring: followedQuerySchema,
          response: { 200: followedSirensResponseSchema, ...guarded },
        },
        preHandler: requireUser,
      },
      async (request) => ({ data: await lists.followed(signedInUser(request).id, request.query.sirens) }),
    );

    routes.post(
      '/api/company/:siren/follow',
      {
        schema: {
          tags,
          summary: "Follows a company in the user's default list (created on first use)",
          params: sirenParamSchema,
          response: { 200: followedSirenResponseSchema, 404: apiErrorSchema, 422: apiErrorSchema, ...guarded },
        },
        preHandler: requireUser,
      },
      async (request) => ({ data: await lists.follow(signedInUser(request).id, request.params.siren) }),
    );

    routes.post(
      '/api/company/:siren/follow/:listId',
      {
        schema: {
          tags,
          summary: 'Follows a company in the given list of the user',
          params: sirenAndListParamSchema,
          response: { 200: followedSirenResponseSchema, 404: apiErrorSchema, 422: apiErrorSchema, ...guarded },
        },
        preHandler: requireUser,
      },
      async (request) => ({ data: await lists.follow(signedInUser(request).id, request.params.siren, request.params.listId) }),
    );

    routes.delete(
      '/api/company/:siren/unfollow',
      { schema: { tags, summary: 'Stops following a company (removed from every list of the user)', params: sirenParamSchema, response: { 204: noContent, ...guarded } }, preHandler: requireUser },
      async (request, reply) => {
        await lists.unfollow(signedInUser(request).id, [request.params.siren]);
        return reply.code(204).send(null);
      },
    );

    routes.post(
      FOLLOWING_PATHS.unfollowList,
      {
        schema: { tags, summary: 'Stops following several companies (removed from every list of the user)', body: sirensRequestSchema, response: { 200: removedCompaniesResultSchema, ...guarded } },
        preHandler: requireUser,
      },
      async (request) => ({ data: { removed: await lists.unfollow(signedInUser(request).id, request.body.sirens) } }),
    );
  };
}
