import { z } from 'zod';

export const COMMERCIAL_COURT_KINDS = ['tc', 'tae', 'tj-commercial-chamber', 'tmc'] as const;

export const commercialCourtDepartmentSchema = z.object({
  code: z.string(),
  /** Null when the geography nomenclature has no such code. */
  name: z.string().nullable(),
  /** False for a territory with a company register of its own, outside Sirene (New Caledonia, French Polynesia). */
  inSirene: z.boolean(),
  /** Active companies registered at the RCS whose head office is in the department; null until first computed, or outside Sirene. */
  registeredCompanies: z.number().int().min(0).nullable(),
  /** Courts sharing the department (its communes are divided between them). */
  courts: z.number().int().min(1),
});

/** A court's address and phone from the Annuaire de l'administration; every field may be missing there. */
export const commercialCourtContactSchema = z.object({
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  locality: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.url().nullable(),
  /** The court's page on lannuaire.service-public.gouv.fr, the source of these details. */
  annuaireUrl: z.url(),
  /** When the annuaire last updated the court's record. */
  updatedOn: z.iso.date(),
  /** The address is the tribunal judiciaire's (Alsace-Moselle commercial chambers). */
  ofTribunalJudiciaire: z.boolean(),
});

export const commercialCourtSchema = z.object({
  slug: z.string(),
  kind: z.enum(COMMERCIAL_COURT_KINDS),
  seat: z.string(),
  /** The seat with its preposition, as in the court's name ("d’Agen", "du Havre"). */
  ofSeat: z.string(),
  departments: z.array(commercialCourtDepartmentSchema),
  /** Null when the annuaire extract has no record of the court. */
  contact: commercialCourtContactSchema.nullable(),
});

/** `GET /api/commercial-registries`: the registry dictionary, from the repository's data file and the register. */
export const commercialRegistriesSchema = z.object({
  source: z.object({ compiledOn: z.iso.date(), references: z.array(z.string()), addressesExtractedOn: z.iso.date() }),
  /** When the register counts were computed (ISO 8601, UTC); null before the first computation. */
  computedAt: z.iso.datetime().nullable(),
  courts: z.array(commercialCourtSchema),
});

export const commercialRegistriesResponseSchema = z.object({ data: commercialRegistriesSchema });

export type CommercialRegistries = z.infer<typeof commercialRegistriesSchema>;
export type CommercialCourt = z.infer<typeof commercialCourtSchema>;
