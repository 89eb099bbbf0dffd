import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  CLAIM_LIMITS,
  CLAIM_PATHS,
  claimIdParamSchema,
  claimResponseSchema,
  claimsResponseSchema,
  companyClaimStatusResponseSchema,
  confirmEmailClaimSchema,
  documentUploadSchema,
  homeAddressRequestSchema,
  logoUploadSchema,
  profileUpdateSchema,
  providedInformationResponseSchema,
  sirenParamSchema,
  startEmailClaimSchema,
} from '@registre/domain';
import { requireUser, signedInUser } from '../auth';
import type { ClaimsService } from './claims-service';

const tags = ['company-claims'];
const noContent = z.null().describe('No content');
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 413: apiErrorSchema, 422: apiErrorSchema } as const;
/** Uploads travel as base64 in JSON: a little over 4/3 of the file bound. */
const uploadBodyLimit = (maxBytes: number) => Math.ceil((maxBytes * 4) / 3) + 4096;

export interface ClaimsRouteLimits {
  /** Claims started (each may mail or store a file) per address and hour. */
  startsPerHour: number;
  /** Other writes per address and minute. */
  writesPerMinute: number;
}

/** The claimant's routes (signed-in only, their own claims only) and the company's public information. */
export function claimsRoutes(claims: ClaimsService, limits: ClaimsRouteLimits) {
  const starts = { rateLimit: { max: limits.startsPerHour, timeWindow: '1 hour' } };
  const writes = { rateLimit: { max: limits.writesPerMinute, timeWindow: '1 minute' } };
  return async (app: FastifyInstance): Promise<void> => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(CLAIM_PATHS.mine, { schema: { tags, summary: "The account's claims, latest first", response: { 200: claimsResponseSchema, ...errors } }, preHandler: requireUser }, async (request) => ({
      data: await claims.mine(signedInUser(request)),
    }));

    routes.get(
      '/api/company-claims/companies/:siren',
      { schema: { tags, summary: 'Where the account stands with a company: available proofs, its claim, another claimant', params: sirenParamSchema, response: { 200: companyClaimStatusResponseSchema, ...errors } }, preHandler: requireUser },
      async (request) => ({ data: await claims.status(request.params.siren, signedInUser(request)) }),
    );

    routes.post(
      '/api/company-claims/companies/:siren/email',
      { schema: { tags, summary: "Mails a confirmation link to an address on the company's own domain", params: sirenParamSchema, body: startEmailClaimSchema, response: { 201: claimResponseSchema, ...errors } }, preHandler: requireUser, config: starts },
      async (request, reply) => reply.code(201).send({ data: await claims.startEmail(request.params.siren, signedInUser(request), request.body.email, request.clientIp) }),
    );

    routes.post(
      '/api/company-claims/companies/:siren/document',
      {
        schema: { tags, summary: "A current representative's document (PDF, JPEG, PNG), reviewed by an administrator", params: sirenParamSchema, body: documentUploadSchema, response: { 201: claimResponseSchema, ...errors } },
        preHandler: requireUser,
        bodyLimit: uploadBodyLimit(CLAIM_LIMITS.documentMaxBytes),
        config: starts,
      },
      async (request, reply) => reply.code(201).send({ data: await claims.startDocument(request.params.siren, signedInUser(request), request.body.content_base64, request.clientIp) }),
    );

    routes.get('/api/company-claims/:id', { schema: { tags, summary: 'One claim of the account', params: claimIdParamSchema, response: { 200: claimResponseSchema, ...errors } }, preHandler: requireUser }, async (request) => ({
      data: await claims.get(request.params.id, signedInUser(request)),
    }));

    routes.post(
      '/api/company-claims/:id/email-confirmation',
      { schema: { tags, summary: 'The mailed link: approves the claim', params: claimIdParamSchema, body: confirmEmailClaimSchema, response: { 200: claimResponseSchema, ...errors } }, preHandler: requireUser, config: writes },
      async (request) => ({ data: await claims.confirmEmail(request.params.id, signedInUser(request), request.body.token, request.clientIp) }),
    );

    routes.post(
      '/api/company-claims/:id/profile',
      { schema: { tags, summary: 'Description, website, phone and opening hours the company gives', params: claimIdParamSchema, body: profileUpdateSchema, response: { 200: providedInformationResponseSchema, ...errors } }, preHandler: requireUser, config: writes },
      async (request) => ({ data: await claims.updateProfile(request.params.id, signedInUser(request), request.body, request.clientIp) }),
    );

    routes.post(
      '/api/company-claims/:id/logo',
      {
        schema: { tags, summary: 'The logo (JPEG, PNG or WebP), checked and re-encoded', params: claimIdParamSchema, body: logoUploadSchema, response: { 200: providedInformationResponseSchema, ...errors } },
        preHandler: requireUser,
        bodyLimit: uploadBodyLimit(CLAIM_LIMITS.logoMaxBytes),
        config: writes,
      },
      async (request) => ({ data: await claims.setLogo(request.params.id, signedInUser(request), request.body.content_base64, request.clientIp) }),
    );

    routes.delete(
      '/api/company-claims/:id/logo',
      { schema: { tags, summary: 'Removes the logo', params: claimIdParamSchema, response: { 200: providedInformationResponseSchema, ...errors } }, preHandler: requireUser, config: writes },
      async (request) => ({ data: await claims.setLogo(request.params.id, signedInUser(request), null, request.clientIp) }),
    );

    routes.post(
      '/api/company-claims/:id/home-address',
      { schema: { tags, summary: "Records (or cancels) the claimant's request that their home address be never shown", params: claimIdParamSchema, body: homeAddressRequestSchema, response: { 200: claimResponseSchema, ...errors } }, preHandler: requireUser, config: writes },
      async (request) => ({ data: await claims.homeAddress(request.params.id, signedInUser(request), request.body.hide, request.clientIp) }),
    );

    routes.delete(
      '/api/company-claims/:id',
      { schema: { tags, summary: 'Withdraws the claim; what the company gave is no longer shown', params: claimIdParamSchema, response: { 204: noContent, ...errors } }, preHandler: requireUser, config: writes },
      async (request, reply) => {
        await claims.withdraw(request.params.id, signedInUser(request), request.clientIp);
        return reply.code(204).send(null);
      },
    );

    routes.get(
      '/api/companies/:siren/provided-information',
      { schema: { tags, summary: "Information the company gave (approved claimant), beside the register's", params: sirenParamSchema, response: { 200: providedInformationResponseSchema, 400: apiErrorSchema } } },
      async (request) => ({ data: await claims.provided(request.params.siren) }),
    );

    routes.get(
      '/api/companies/:siren/provided-logo/:logoId',
      { schema: { tags, summary: "The company's logo (WebP), at its unguessable address", params: sirenParamSchema.extend({ logoId: z.uuid({ error: 'errors:route.not-found' }) }) } },
      async (request, reply) => {
        const logo = await claims.logo(request.params.siren, request.params.logoId);
        if (logo === null) return reply.code(404).send({ message: 'errors:route.not-found' });
        return reply.header('content-type', 'image/webp').header('cache-control', 'public, max-age=86400').header('x-content-type-options', 'nosniff').send(logo);
      },
    );
  };
}
