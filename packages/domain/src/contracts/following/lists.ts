import { z } from 'zod';
import { sirenParamSchema } from '../company-id-param';
import { FOLLOWING_LIMITS } from './paths';

/** Message keys of the following API's errors. */
export const FOLLOWING_ERRORS = {
  listNotFound: 'errors:lists.not-found',
  nameTaken: 'errors:lists.name-taken',
  nameInvalid: 'errors:lists.name-invalid',
  tooManyLists: 'errors:lists.too-many-lists',
  listFull: 'errors:lists.list-full',
  sirensInvalid: 'errors:lists.sirens-invalid',
  noKnownCompany: 'errors:lists.no-known-company',
  unknownCompany: 'errors:lists.unknown-company',
  exportBusy: 'errors:lists.export-busy',
} as const;

export const listIdParamSchema = z.object({ id: z.uuid({ error: FOLLOWING_ERRORS.listNotFound }) });
export const sirenAndListParamSchema = z.object({
  siren: sirenParamSchema.shape.siren,
  listId: z.uuid({ error: FOLLOWING_ERRORS.listNotFound }),
});

export const createListRequestSchema = z.object({
  name: z
    .string({ error: FOLLOWING_ERRORS.nameInvalid })
    .trim()
    .min(1, { error: FOLLOWING_ERRORS.nameInvalid })
    .max(FOLLOWING_LIMITS.listNameMaxLength, { error: FOLLOWING_ERRORS.nameInvalid }),
});
export type CreateListRequest = z.input<typeof createListRequestSchema>;

/** `sirens`: 1 to 10,000 company numbers of 1 to 9 digits (spaces allowed), each left-padded to 9. */
export const sirensRequestSchema = z.object({
  sirens: z
    .array(sirenParamSchema.shape.siren, { error: FOLLOWING_ERRORS.sirensInvalid })
    .min(1, { error: FOLLOWING_ERRORS.sirensInvalid })
    .max(FOLLOWING_LIMITS.companiesPerList, { error: FOLLOWING_ERRORS.listFull }),
});
export type SirensRequest = z.input<typeof sirensRequestSchema>;

export const followedListSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  is_default: z.boolean(),
  companies_count: z.number().int(),
  created_at: z.string(),
});
export type FollowedListSummary = z.infer<typeof followedListSummarySchema>;

export const followedListsResponseSchema = z.object({ data: z.array(followedListSummarySchema) });
export const followedListSummaryResponseSchema = z.object({ data: followedListSummarySchema });

/** The last recorded change of a company, shown next to it in its lists. */
export const lastEventSchema = z.object({ kind: z.string(), recorded_at: z.string(), occurred_on: z.string().nullable() }).nullable();

export const followedCompanySchema = z.object({
  siren: z.string(),
  name: z.string(),
  /** A active, C ceased; null when the register no longer holds the unit. */
  administrative_status: z.enum(['A', 'C']).nullable(),
  city: z.string().nullable(),
  naf_code: z.string().nullable(),
  added_at: z.string(),
  last_event: lastEventSchema,
});
export type FollowedCompany = z.infer<typeof followedCompanySchema>;

/** A list with its SIRENs (specification §3: name, sirens) and its companies' status and last event. */
export const followedListSchema = followedListSummarySchema.extend({
  sirens: z.array(z.string()),
  companies: z.array(followedCompanySchema),
});
export type FollowedList = z.infer<typeof followedListSchema>;
export const followedListResponseSchema = z.object({ data: followedListSchema });

/** What a bulk add did: SIRENs added, already there, and those refused (unknown to the register). */
export const addCompaniesResultSchema = z.object({
  data: z.object({
    added: z.array(z.string()),
    already_in_list: z.array(z.string()),
    refused: z.array(z.object({ siren: z.string(), reason: z.enum(['unknown']) })),
    companies_count: z.number().int(),
  }),
});
export type AddCompaniesResult = z.infer<typeof addCompaniesResultSchema>['data'];

export const removedCompaniesResultSchema = z.object({ data: z.object({ removed: z.number().int() }) });

/** One followed SIREN and the lists holding it. */
export const followedSirenSchema = z.object({ siren: z.string(), list_ids: z.array(z.string()) });
export type FollowedSiren = z.infer<typeof followedSirenSchema>;
/** `?sirens=a,b,c`: only these SIRENs (at most 100; a page of search results asks for its own). */
export const followedQuerySchema = z.object({
  sirens: z
    .string({ error: FOLLOWING_ERRORS.sirensInvalid })
    .regex(/^\d{1,9}(,\d{1,9}){0,99}$/, { error: FOLLOWING_ERRORS.sirensInvalid })
    .transform((value) => value.split(',').map((siren) => siren.padStart(9, '0')))
    .optional(),
});
export const followedSirensResponseSchema = z.object({ data: z.array(followedSirenSchema) });
export const followedSirenResponseSchema = z.object({ data: followedSirenSchema });

export const listExportQuerySchema = z.object({ format: z.enum(['csv', 'xlsx'], { error: 'errors:lists.export-format-invalid' }).default('csv') });
