import { COMPANY_TYPES, COUNTED_FORMS, FIGURES_OF_COMPANY_TYPE, type CommercialRegistries, type CompanyCreationFigures, type CompanyType } from '@registre/domain';
import type { Pool } from 'pg';
import { COMMERCIAL_COURTS, COMMERCIAL_COURTS_SOURCE, OUTSIDE_SIRENE } from './commercial-courts';
import { COURT_ADDRESSES, COURT_ADDRESSES_EXTRACTED_ON } from './court-addresses';
import { readDepartmentNames, readFigure, readLegalCategoryLabels, readRefresh } from './register-figures-queries';

/** The figures the refresh job computed: read by primary key, never counted at request time. */
export function registerFiguresService(pool: Pool) {
  return {
    /** A company type's figures; null until the first refresh has run. */
    async companyCreation(companyType: CompanyType): Promise<CompanyCreationFigures | null> {
      const refresh = await readRefresh(pool);
      if (!refresh) return null;
      const formKey = FIGURES_OF_COMPANY_TYPE[companyType];
      const categories = COUNTED_FORMS[formKey].legalCategories;
      const [rows, labels] = await Promise.all([readFigure(pool, `form:${formKey}`), readLegalCategoryLabels(pool, categories)]);
      const total = (dimension: 'active' | 'created') => rows.find((row) => row.dimension === dimension)?.companies ?? 0;
      const listed = (dimension: 'activity' | 'department') =>
        rows.filter((row) => row.dimension === dimension).map((row) => ({ code: row.code, label: row.label ?? row.code, companies: row.companies }));
      return {
        companyType,
        legalCategories: categories.map((code) => ({ code, label: labels.get(code) ?? code })),
        sharedWith: COMPANY_TYPES.filter((other) => other !== companyType && FIGURES_OF_COMPANY_TYPE[other] === formKey),
        activeCompanies: total('active'),
        createdLastTwelveMonths: total('created'),
        createdFrom: refresh.created_from,
        createdTo: refresh.created_to,
        topActivities: listed('activity').slice(0, 10),
        departments: listed('department').map(({ code, label, companies }) => ({ code, name: label, companies })),
        computedAt: refresh.computed_at,
      };
    },

    /** The commercial courts with the RCS registrations of their departments' head offices. */
    async commercialRegistries(): Promise<CommercialRegistries> {
      const refresh = await readRefresh(pool);
      const courtsPerDepartment = new Map<string, number>();
      for (const court of COMMERCIAL_COURTS) for (const code of court.departments) courtsPerDepartment.set(code, (courtsPerDepartment.get(code) ?? 0) + 1);
      const [rows, names] = await Promise.all([refresh ? readFigure(pool, 'rcs') : [], readDepartmentNames(pool, [...courtsPerDepartment.keys()])]);
      const counts = new Map(rows.map((row) => [row.code, row.companies]));
      return {
        source: { compiledOn: COMMERCIAL_COURTS_SOURCE.compiledOn, references: [...COMMERCIAL_COURTS_SOURCE.sources], addressesExtractedOn: COURT_ADDRESSES_EXTRACTED_ON },
        computedAt: refresh?.computed_at ?? null,
        courts: COMMERCIAL_COURTS.map((court) => ({
          slug: court.slug,
          kind: court.kind,
          seat: court.seat,
          ofSeat: court.ofSeat,
          departments: court.departments.map((code) => ({
            code,
            name: names.get(code) ?? null,
            inSirene: !OUTSIDE_SIRENE.has(code),
            registeredCompanies: refresh && !OUTSIDE_SIRENE.has(code) ? (counts.get(code) ?? 0) : null,
            courts: courtsPerDepartment.get(code) ?? 1,
          })),
          contact: COURT_ADDRESSES[court.slug] ?? null,
        })),
      };
    },
  };
}

export type RegisterFiguresService = ReturnType<typeof registerFiguresService>;
