import { readPackageJson } from './read-package-json';
import type { ReferenceGroup } from './reference-group';

/** Fields used from @etalab/decoupage-administratif's data files. */
interface EtalabRegion {
  code: string;
  nom: string;
}

interface EtalabDepartment {
  code: string;
  nom: string;
  region?: string;
}

interface EtalabCommune {
  code: string;
  nom: string;
  type: 'commune-actuelle' | 'commune-deleguee' | 'commune-associee' | 'arrondissement-municipal';
  departement: string;
  region?: string;
  commune?: string;
  population?: number;
  codesPostaux?: string[];
}

const DATA = '@etalab/decoupage-administratif/data';

/**
 * Regions, departments, communes and their postcodes (INSEE COG and La Poste data
 * packaged by Etalab). Communes are the current ones plus the municipal
 * arrondissements of Paris, Lyon and Marseille, which Sirene addresses use;
 * delegated and associated communes are left out.
 */
export async function geographyGroup(): Promise<ReferenceGroup> {
  const [regions, departments, allCommunes] = await Promise.all([
    readPackageJson<EtalabRegion[]>(`${DATA}/regions.json`),
    readPackageJson<EtalabDepartment[]>(`${DATA}/departements.json`),
    readPackageJson<EtalabCommune[]>(`${DATA}/communes.json`),
  ]);
  const communes = allCommunes.filter(
    (commune) => commune.type === 'commune-actuelle' || commune.type === 'arrondissement-municipal',
  );
  const postcodeRows = communes.flatMap((commune) =>
    [...new Set(commune.codesPostaux ?? [])].map((postcode) => [commune.code, postcode] as const),
  );
  return {
    name: 'geography',
    tables: [
      {
        target: {
          table: 'regions',
          columns: [
            { name: 'code', type: 'varchar' },
            { name: 'name', type: 'text' },
          ],
          keyColumns: ['code'],
        },
        rows: regions.map((region) => [region.code, region.nom]),
      },
      {
        target: {
          table: 'departments',
          columns: [
            { name: 'code', type: 'varchar' },
            { name: 'name', type: 'text' },
            { name: 'region_code', type: 'varchar' },
          ],
          keyColumns: ['code'],
        },
        rows: departments.map((department) => [department.code, department.nom, department.region ?? null]),
      },
      {
        target: {
          table: 'communes',
          columns: [
            { name: 'code', type: 'varchar' },
            { name: 'name', type: 'text' },
            { name: 'kind', type: 'text' },
            { name: 'parent_code', type: 'varchar' },
            { name: 'department_code', type: 'varchar' },
            { name: 'region_code', type: 'varchar' },
            { name: 'population', type: 'integer' },
          ],
          keyColumns: ['code'],
        },
        rows: communes.map((commune) => [
          commune.code,
          commune.nom,
          commune.type === 'arrondissement-municipal' ? 'arrondissement' : 'commune',
          commune.commune ?? null,
          commune.departement,
          commune.region ?? null,
          commune.population ?? null,
        ]),
      },
      {
        target: {
          table: 'commune_postcodes',
          columns: [
            { name: 'commune_code', type: 'varchar' },
            { name: 'postcode', type: 'varchar' },
          ],
          keyColumns: ['commune_code', 'postcode'],
        },
        rows: postcodeRows,
      },
    ],
  };
}
