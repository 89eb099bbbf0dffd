import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { WeightedTable } from './weighted-table';

/** The fields read from @etalab/decoupage-administratif's data files. */
interface EtalabCommune {
  code: string;
  nom: string;
  type: string;
  zone?: string;
  departement: string;
  region?: string;
  commune?: string;
  population?: number;
  codesPostaux?: string[];
}

interface EtalabArea {
  code: string;
  nom: string;
  chefLieu?: string;
  region?: string;
}

export interface Commune {
  /** INSEE code (arrondissement codes for Paris, Lyon and Marseille, as in Sirene) */
  code: string;
  /** Official name ('Saint-Étienne', 'Paris 8e Arrondissement') */
  name: string;
  /** Sirene's libelleCommune: upper case, no accents ('SAINT-ETIENNE', 'PARIS 8') */
  sireneName: string;
  /** The name addresses print in BODACC ('Paris', 'Saint-Étienne') */
  postalName: string;
  /** The RNE's spelling: upper case, hyphens as spaces, the city for an arrondissement ('PARIS', 'SAINT ETIENNE') */
  rneName: string;
  postcodes: readonly string[];
  departmentCode: string;
  departmentName: string;
  regionCode: number;
  regionName: string;
  /** The town as it appears inside an invented name ('SAINT MALO', 'PARIS') */
  townWord: string;
  /** The same after "of" ('DE SAINT MALO', 'D'ANGERS', 'DU HAVRE') */
  ofTown: string;
  /** Communes of the same department, weighted by population */
  department: WeightedTable<Commune>;
  /** Registry court of the department (BODACC `tribunal`) */
  court: string;
  /** Town of that registry (RCS city: `nomGreffeImmat`) */
  courtTown: string;
  population: number;
}

export interface Geography {
  communes: readonly Commune[];
  /** Communes weighted by population (addresses of head offices). */
  byPopulation: WeightedTable<Commune>;
  /** The same, within one department (secondary establishments near the head office). */
  byDepartment: ReadonlyMap<string, WeightedTable<Commune>>;
}

const require = createRequire(import.meta.url);

async function readData<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(require.resolve(`@etalab/decoupage-administratif/data/${file}`), 'utf8')) as T;
}

/** Upper case without accents or ligatures, as Sirene writes place names. */
export function sireneSpelling(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'OE')
    .replace(/æ/gi, 'AE')
    .toUpperCase();
}

const ARRONDISSEMENT = /^(Paris|Lyon|Marseille) (\d+)(?:er|e) Arrondissement$/;

function sireneCommuneName(commune: EtalabCommune): string {
  const match = ARRONDISSEMENT.exec(commune.nom);
  if (match) {
    const [, city, number] = match;
    if (city === 'Lyon') return number === '1' ? 'LYON 1ER' : `LYON ${number}EME`;
    return `${sireneSpelling(city as string)} ${number}`;
  }
  return sireneSpelling(commune.nom);
}

/** "de Lyon", "d'Angers", "du Havre", "des Sables-d'Olonne" */
export function ofPlace(name: string): string {
  const upper = name.toUpperCase();
  if (upper.startsWith('LE ')) return `DU ${name.slice(3)}`;
  if (upper.startsWith('LES ')) return `DES ${name.slice(4)}`;
  if (upper.startsWith("L'") || upper.startsWith('LA ')) return `DE ${name}`;
  if (/^[AEIOUYH]/.test(upper)) return `D'${name}`;
  return `DE ${name}`;
}

// Alsace-Moselle and the overseas departments have no commercial court: a court with a commercial
// chamber keeps the register.
const JUDICIAL_COURT_DEPARTMENTS = new Set(['57', '67', '68']);

function courtOf(departmentCode: string, townName: string): string {
  const town = sireneSpelling(townName);
  if (JUDICIAL_COURT_DEPARTMENTS.has(departmentCode)) return `GREFFE DU TRIBUNAL JUDICIAIRE ${ofPlace(town)}`;
  if (departmentCode.length === 3) return `GREFFE DU TRIBUNAL MIXTE DE COMMERCE ${ofPlace(town)}`;
  return `GREFFE DU TRIBUNAL DE COMMERCE ${ofPlace(town)}`;
}

let cached: Promise<Geography> | null = null;

/**
 * Current communes with their postcodes and population (Etalab's packaging of INSEE's COG and La
 * Poste's postcodes). Paris, Lyon and Marseille are replaced by their municipal arrondissements,
 * as Sirene addresses use them; overseas collectivities outside Sirene's usual scope are left out.
 */
export function loadGeography(): Promise<Geography> {
  cached ??= buildGeography();
  return cached;
}

async function buildGeography(): Promise<Geography> {
  const [raw, departments, regions] = await Promise.all([
    readData<EtalabCommune[]>('communes.json'),
    readData<EtalabArea[]>('departements.json'),
    readData<EtalabArea[]>('regions.json'),
  ]);
  const regionNames = new Map(regions.map((r) => [r.code, r.nom]));
  const communeNames = new Map(raw.filter((c) => c.type === 'commune-actuelle').map((c) => [c.code, c.nom]));
  const departmentByCode = new Map(departments.map((d) => [d.code, d]));
  const communes: Commune[] = [];
  for (const c of raw) {
    const isArrondissement = c.type === 'arrondissement-municipal';
    if (c.type !== 'commune-actuelle' && !isArrondissement) continue;
    if (c.zone === 'com') continue;
    if (c.code === '75056' || c.code === '69123' || c.code === '13055') continue; // replaced by arrondissements
    const postcodes = [...new Set(c.codesPostaux ?? [])];
    if (postcodes.length === 0 || !c.population) continue;
    const department = departmentByCode.get(c.departement);
    if (!department || !c.region) continue;
    const townName = communeNames.get(department.chefLieu ?? '') ?? department.nom;
    const sireneName = sireneCommuneName(c);
    const postalName = isArrondissement ? (communeNames.get(c.commune ?? '') ?? c.nom) : c.nom;
    const townWord = sireneName.replace(/ \d+(ER|EME)?$/, '').replace(/-/g, ' ');
    communes.push({
      code: c.code,
      name: c.nom,
      sireneName,
      townWord,
      ofTown: ofPlace(townWord),
      // Set below, once all the communes of the department are known.
      department: undefined as unknown as WeightedTable<Commune>,
      postalName,
      rneName: sireneSpelling(postalName).replace(/-/g, ' '),
      postcodes,
      departmentCode: c.departement,
      departmentName: department.nom,
      regionCode: Number(c.region),
      regionName: regionNames.get(c.region) ?? '',
      court: courtOf(c.departement, townName),
      courtTown: townName,
      population: c.population,
    });
  }
  const byDepartmentLists = new Map<string, Commune[]>();
  for (const commune of communes) {
    let list = byDepartmentLists.get(commune.departmentCode);
    if (!list) byDepartmentLists.set(commune.departmentCode, (list = []));
    list.push(commune);
  }
  const byDepartment = new Map<string, WeightedTable<Commune>>();
  for (const [code, list] of byDepartmentLists) {
    const table = new WeightedTable(list.map((c) => [c, c.population] as const));
    byDepartment.set(code, table);
    for (const commune of list) commune.department = table;
  }
  return { communes, byPopulation: new WeightedTable(communes.map((c) => [c, c.population] as const)), byDepartment };
}
