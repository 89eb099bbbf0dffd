import { companyDisplayName, type SimilarCompany } from '@registre/domain';
import type { Pool } from 'pg';
import { NotFoundError } from '../../errors/http-errors';
import { findSimilarCompanies, findSimilarityTarget } from './queries';

export function similarCompaniesService(pool: Pool) {
  return {
    /**
     * Companies of the same NAF subclass whose head office is in the same department, active
     * first, then closest in headcount band; empty when the company has no activity code or no
     * head office in a French department.
     */
    async similar(siren: string): Promise<SimilarCompany[]> {
      const target = await findSimilarityTarget(pool, siren);
      if (!target) throw new NotFoundError('errors:company.not-found');
      const { naf_code, department_code } = target;
      if (!naf_code || !department_code) return [];
      const rows = await findSimilarCompanies(pool, { siren, naf_code, department_code, band_order: target.band_order });
      return rows.map((row) => ({
        siren: row.siren,
        name: companyDisplayName(row),
        naf: row.naf_code ? { code: row.naf_code, label: row.naf_label } : null,
        headcount_band: row.headcount_band ? { code: row.headcount_band, label: row.headcount_band_label } : null,
        status: row.administrative_status === 'C' ? 'closed' : 'active',
        creation_date: row.creation_date,
        postcode: row.postcode,
        city: row.city,
        department_code: row.department_code,
      }));
    },
  };
}

export type SimilarCompaniesService = ReturnType<typeof similarCompaniesService>;
