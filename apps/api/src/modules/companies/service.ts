import type { Pool } from 'pg';
import type { CompanyIdentity } from '@registre/domain';
import { NotFoundError } from '../../errors/http-errors';
import { presentCompanyIdentity } from './present-company-identity';
import { findCompanyIdentity } from './queries';

export function companiesService(pool: Pool) {
  return {
    async getIdentity(siren: string): Promise<CompanyIdentity> {
      const row = await findCompanyIdentity(pool, siren);
      if (!row) throw new NotFoundError('errors:company.not-found');
      return presentCompanyIdentity(row);
    },
  };
}

export type CompaniesService = ReturnType<typeof companiesService>;
