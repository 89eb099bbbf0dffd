import { z } from 'zod';
import { COMPANY_TYPES } from './company-types';

const count = z.number().int().min(0);
const isoDate = z.iso.date();

/** `GET /api/company-creation/{companyType}/figures` path parameter. */
export const companyTypeParamsSchema = z.object({
  companyType: z.string().max(40).refine((value) => (COMPANY_TYPES as readonly string[]).includes(value), { message: 'errors:company-creation.unknown-type' }),
});

export const creationActivitySchema = z.object({
  /** NAF rev. 2 subclass, dotted ('62.01Z'). */
  code: z.string(),
  label: z.string(),
  companies: count,
});

export const creationDepartmentSchema = z.object({
  code: z.string(),
  name: z.string(),
  companies: count,
});

/** The register's figures for one company type, computed off the request path (see the module's refresh job). */
export const companyCreationFiguresSchema = z.object({
  companyType: z.enum(COMPANY_TYPES),
  /** INSEE legal categories counted ('5710'…), with their labels. */
  legalCategories: z.array(z.object({ code: z.string(), label: z.string() })),
  /** The other company types of the site that share these figures (SAS and SASU, SARL and EURL, EI and micro-entreprise). */
  sharedWith: z.array(z.enum(COMPANY_TYPES)),
  /** Active companies (Sirene administrative status A). */
  activeCompanies: count,
  /** Companies whose Sirene creation date falls in [createdFrom, createdTo], whatever their status today. */
  createdLastTwelveMonths: count,
  createdFrom: isoDate,
  createdTo: isoDate,
  /** The ten most common main activities of the active companies, most frequent first. */
  topActivities: z.array(creationActivitySchema).max(10),
  /** Active companies per department of their head office, largest first. */
  departments: z.array(creationDepartmentSchema),
  /** When the figures were computed (ISO 8601, UTC). */
  computedAt: z.iso.datetime(),
});

/** `figures` is null until the first computation of the register figures has run. */
export const companyCreationFiguresResponseSchema = z.object({ data: companyCreationFiguresSchema.nullable() });

export type CompanyCreationFigures = z.infer<typeof companyCreationFiguresSchema>;
