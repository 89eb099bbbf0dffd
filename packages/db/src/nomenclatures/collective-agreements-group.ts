import { COLLECTIVE_AGREEMENTS } from './data/collective-agreements';
import type { ReferenceGroup } from './reference-group';

const IDCC = /^\d{4}$/;

/** Collective labour agreements: IDCC → official title (the agreements importer links companies to them). */
export function collectiveAgreementsGroup(): ReferenceGroup {
  for (const [idcc] of COLLECTIVE_AGREEMENTS) {
    if (!IDCC.test(idcc)) throw new Error(`Unexpected IDCC: "${idcc}"`);
  }
  return {
    name: 'collective-agreements',
    tables: [
      {
        target: {
          table: 'collective_agreements',
          columns: [
            { name: 'idcc', type: 'varchar' },
            { name: 'title', type: 'text' },
          ],
          keyColumns: ['idcc'],
        },
        rows: COLLECTIVE_AGREEMENTS.map(([idcc, title]) => [idcc, title]),
      },
    ],
  };
}
