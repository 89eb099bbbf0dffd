import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addCompaniesResultSchema,
  apiErrorSchema,
  createListRequestSchema,
  followedListResponseSchema,
  followedListsResponseSchema,
  followedListSummaryResponseSchema,
  FOLLOWING_PATHS,
  listExportQuerySchema,
  listIdParamSchema,
  removedCompaniesResultSchema,
  sirensRequestSchema,
  FOLLOWING_ERRORS,
  FOLLOWING_LIMITS,
} from '@registre/domain';
import { requireUser, signedInUser } from '../auth';
import { PassThrough } from 'node:stream';
import type { Clock } from '../../platform';
import { exportSlots } from './export-slots';
import { exportFileName, listCsvStream, writeListXlsx } from './list-export';
import type { ListsService } from './lists-service';
import { presentList, presentListSummary } from './present-list';

const LIST_PATH = '/api/followed-lists/:id';
const noContent = z.null().describe('No content');
/** A file in the answer's body (CSV or XLSX); the serializer leaves it as is. */
const fileBody = z.string().describe('The file (text/csv or XLSX)');
const guarded = { 401: apiErrorSchema, 409: apiErrorSchema } as const;
const tags = ['following'];
/** Seconds a refused export is told to wait (`Retry-After`): about what a 10,000-company export takes. */
const EXPORT_RETRY_AFTER_SECONDS = 10;

export interface ListsRoutesOptions {
  clock: Clock;
  /** Author (creator) of the workbooks. */
  brandName: string;
}

/** The user's named lists of followed companies (`/api/followed-lists…`). */
export function listsRoutes(lists: ListsService, { clock, brandName }: ListsRoutesOptions) {
  const slots = exportSlots(FOLLOWING_LIMITS.concurrentExports);
  return async (app: FastifyInstance): Promise<void> => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      FOLLOWING_PATHS.lists,
      { schema: { tags, summary: "The signed-in user's lists, default list first", response: { 200: followedListsResponseSchema, ...guarded } }, preHandler: requireUser },
      async (request) => ({ data: (await lists.lists(signedInUser(request).id)).map(presentListSummary) }),
    );

    routes.post(
      FOLLOWING_PATHS.lists,
      {
        schema: {
          tags,
          summary: 'Creates a list (name unique per user whatever its case; at most 100 lists)',
          body: createListRequestSchema,
          response: { 201: followedListSummaryResponseSchema, 422: apiErrorSchema, ...guarded },
        },
        preHandler: requireUser,
      },
      async (request, reply) => reply.code(201).send({ data: presentListSummary(await lists.create(signedInUser(request).id, request.body.name)) }),
    );

    routes.get(
      LIST_PATH,
      {
        schema: {
          tags,
          summary: 'A list with its SIRENs and its companies (status, last recorded change); 404 unless the user owns it',
          params: listIdParamSchema,
          response: { 200: followedListResponseSchema, 404: apiErrorSchema, ...guarded },
        },
        preHandler: requireUser,
      },
      async (request) => {
        const { list, companies } = await lists.list(signedInUser(request).id, request.params.id);
        return { data: presentList(list, companies) };
      },
    );

    routes.delete(
      LIST_PATH,
      { schema: { tags, summary: 'Deletes a list and its entries', params: listIdParamSchema, response: { 204: noContent, 404: apiErrorSchema, ...guarded } }, preHandler: requireUser },
      async (request, reply) => {
        await lists.remove(signedInUser(request).id, request.params.id);
        return reply.code(204).send(null);
      },
    );

    routes.post(
      `${LIST_PATH}/companies`,
      {
        schema: {
          tags,
          summary: 'Adds up to 10,000 SIRENs (left-padded to 9) to a list; unknown ones are refused and named; 422 when the list would exceed 10,000 or none is known',
          params: listIdParamSchema,
          body: sirensRequestSchema,
          response: { 200: addCompaniesResultSchema, 404: apiErrorSchema, 422: apiErrorSchema, ...guarded },
        },
        preHandler: requireUser,
      },
      async (request) => ({ data: await lists.addCompanies(signedInUser(request).id, request.params.id, request.body.sirens) }),
    );

    routes.delete(
      `${LIST_PATH}/companies`,
      {
        schema: {
          tags,
          summary: 'Removes SIRENs from a list',
          params: listIdParamSchema,
          body: sirensRequestSchema,
          response: { 200: removedCompaniesResultSchema, 404: apiErrorSchema, ...guarded },
        },
        preHandler: requireUser,
      },
      async (request) => ({ data: { removed: await lists.removeCompanies(signedInUser(request).id, request.params.id, request.body.sirens) } }),
    );

    routes.get(
      `${LIST_PATH}/export`,
      {
        schema: {
          tags,
          summary: `A list's companies and their main data as CSV (UTF-8, \`;\`) or XLSX, streamed; at most ${FOLLOWING_LIMITS.concurrentExports} exports at once per process (then 503 + Retry-After)`,
          params: listIdParamSchema,
          querystring: listExportQuerySchema,
          response: { 200: fileBody, 404: apiErrorSchema, 503: apiErrorSchema, ...guarded },
        },
        preHandler: requireUser,
      },
      async (request, reply) => {
        const { list, pages } = await lists.exportedList(signedInUser(request).id, request.params.id);
        const release = slots.tryTake();
        if (!release) {
          return reply.code(503).header('retry-after', String(EXPORT_RETRY_AFTER_SECONDS)).send({ message: FOLLOWING_ERRORS.exportBusy });
        }
        const format = request.query.format;
        let body: NodeJS.ReadableStream;
        if (format === 'csv') {
          const csv = listCsvStream(pages);
          csv.once('close', release);
          body = csv;
        } else {
          const xlsx = new PassThrough();
          writeListXlsx(xlsx, list.name, pages, { creator: brandName, created: clock.now() })
            .catch((error: unknown) => {
              request.log.error({ err: error }, 'list export failed');
              xlsx.destroy(error instanceof Error ? error : new Error(String(error)));
            })
            .finally(release);
          body = xlsx;
        }
        reply.header('cache-control', 'private, no-store');
        reply.header('content-disposition', `attachment; filename="${exportFileName(list.name, format)}"`);
        reply.type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        // The body is the file's bytes, streamed; the string schema only documents it.
        return reply.send(body as unknown as string);
      },
    );
  };
}
