import { DIRECTOR_ROLES } from './data/director-roles';
import type { ReferenceGroup } from './reference-group';

/** RNE director roles with the leader preference rank. */
export function directorRolesGroup(): ReferenceGroup {
  return {
    name: 'director-roles',
    tables: [
      {
        target: {
          table: 'director_roles',
          columns: [
            { name: 'code', type: 'varchar' },
            { name: 'label', type: 'text' },
            { name: 'preference', type: 'smallint' },
          ],
          keyColumns: ['code'],
        },
        rows: DIRECTOR_ROLES.map((role) => [role.code, role.label, role.preference]),
      },
    ],
  };
}
