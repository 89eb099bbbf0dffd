import type { Representative } from '@registre/domain';
import { presentRepresentatives } from './present-representatives';
import { findMandates } from './representatives-queries';
import type { CompanyReads } from './company-reads';

/** The company's representatives (RNE mandates). */
export function companyRepresentativesService(reads: CompanyReads) {
  const { pool, facts } = reads;
  return {
    async getRepresentatives(siren: string): Promise<Representative[]> {
      await facts(siren);
      return presentRepresentatives(await findMandates(pool, siren));
    },
  };
}
