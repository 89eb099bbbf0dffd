import { HEADCOUNT_BANDS } from './data/headcount-bands';
import type { ReferenceGroup } from './reference-group';

/** INSEE headcount bands with their bounds and display order. */
export function headcountBandsGroup(): ReferenceGroup {
  return {
    name: 'headcount-bands',
    tables: [
      {
        target: {
          table: 'headcount_bands',
          columns: [
            { name: 'code', type: 'varchar' },
            { name: 'label', type: 'text' },
            { name: 'min_employees', type: 'integer' },
            { name: 'max_employees', type: 'integer' },
            { name: 'sort_order', type: 'smallint' },
          ],
          keyColumns: ['code'],
        },
        rows: HEADCOUNT_BANDS.map((band, index) => [band.code, band.label, band.minEmployees, band.maxEmployees, index + 1]),
      },
    ],
  };
}
