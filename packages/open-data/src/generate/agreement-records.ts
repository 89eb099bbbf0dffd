import type { CompanyModel } from './company-model';
import { REFERENCE_DAY, formatDay } from './dates';

/** Header of the "Liste des conventions collectives par entreprise (SIRET)" dataset. */
export const AGREEMENTS_HEADER = 'MOIS,SIRET,IDCC,DATE_MAJ\n';

/**
 * The branch agreement of an activity: NAF subclass, then class, group and division prefixes, the
 * longest match first. Real pairs (e.g. 62 → 1486 Syntec, 56.10C → 1501 restauration rapide).
 */
export const IDCC_BY_NAF: ReadonlyArray<readonly [prefix: string, idcc: string]> = [
  ['10.13', '1586'], ['10.51', '0112'], ['10.71C', '0843'], ['10.71D', '1267'], ['10.7', '1747'], ['10', '1396'],
  ['11.07', '1513'], ['11', '0493'], ['13', '0018'], ['14', '0247'], ['16', '0158'], ['17', '1495'], ['18', '0184'],
  ['20', '0044'], ['21', '0176'], ['22', '0292'], ['23', '0087'],
  ['24', '3248'], ['25', '3248'], ['26', '3248'], ['27', '3248'], ['28', '3248'], ['29', '3248'], ['30', '3248'], ['33', '3248'],
  ['31', '1411'], ['35', '5001'], ['38', '2149'], ['42', '1702'],
  ['45', '1090'], ['46', '0573'],
  ['47.11', '2216'], ['47.2', '2216'], ['47.71', '1483'], ['47.73', '1996'], ['47.76', '1978'], ['47.78A', '1431'], ['47.72', '0733'],
  ['47.61', '3013'], ['47.64', '1557'], ['47.52', '1606'], ['47', '1517'],
  ['49.32', '2219'], ['49.31', '1424'], ['49', '0016'], ['52', '0016'], ['53', '0016'],
  ['55.30', '1631'], ['55', '1979'], ['56.10C', '1501'], ['56.2', '1266'], ['56', '1979'],
  ['58.2', '1486'], ['58', '2121'], ['59', '2642'], ['61', '2148'], ['62', '1486'], ['63', '1486'],
  ['64', '2120'], ['65', '1672'], ['66.22', '2247'], ['68', '1527'],
  ['69.10', '1000'], ['69.20', '0787'], ['70.2', '1486'], ['71.11', '2332'], ['71', '1486'], ['72', '1486'],
  ['73.1', '0086'], ['73.2', '1486'], ['74', '1486'], ['75', '1875'],
  ['78.20', '2378'], ['78', '1413'], ['79', '1710'], ['80', '1351'], ['81.2', '3043'], ['81.3', '7018'], ['82', '2098'],
  ['85.53', '1090'], ['85', '1516'],
  ['86.10', '2264'], ['86.21', '1147'], ['86.22', '1147'], ['86.23', '1619'], ['86.90B', '0959'],
  ['87.10', '2264'], ['87', '0413'], ['88.10', '2941'], ['88', '0413'],
  ['90', '3090'], ['93.21', '1790'], ['93', '2511'], ['94', '1518'],
  ['96.01', '2002'], ['96.02A', '2596'], ['96.02B', '3032'], ['96.03', '0759'],
];

/** Headcount bands of fewer than 10 employees (building workers' agreement of small firms, 1596). */
const SMALL_BANDS = new Set(['', 'NN', '00', '01', '02', '03']);

/** The agreements a company applies: its branch's, plus the building trades' white-collar agreements. */
export function agreementsOf(c: CompanyModel): string[] {
  const code = c.activity.code;
  if (code.startsWith('41') || code.startsWith('43')) {
    if (SMALL_BANDS.has(c.headcountBand)) return ['1596'];
    return c.headcountBand === '11' ? ['1597', '2609'] : ['1597', '2609', '2420'];
  }
  let best: string | undefined;
  let length = 0;
  for (const [prefix, idcc] of IDCC_BY_NAF) {
    if (prefix.length > length && code.startsWith(prefix)) {
      best = idcc;
      length = prefix.length;
    }
  }
  return best === undefined ? [] : [best];
}

/**
 * Lines of the agreements dataset (`MOIS,SIRET,IDCC,DATE_MAJ`): for every active employer, one line per
 * open employing establishment (the head office when none is flagged) and agreement. Companies
 * whose activity has no branch agreement in the table above are left out.
 */
export class AgreementRecords {
  count = 0;
  private readonly month = formatDay(REFERENCE_DAY).slice(0, 7);
  private readonly updated = formatDay(REFERENCE_DAY);

  lines(c: CompanyModel): string[] {
    if (c.employer !== 'O' || c.purged || c.closureDay >= 0) return [];
    const agreements = agreementsOf(c);
    if (agreements.length === 0) return [];
    const open = c.establishments.filter((e) => e.closureDay < 0 && e.employer === 'O');
    const establishments = open.length > 0 ? open : [c.headOffice];
    const lines: string[] = [];
    for (const establishment of establishments) {
      for (const idcc of agreements) lines.push(`${this.month},${establishment.siret},${idcc},${this.updated}\n`);
    }
    this.count += lines.length;
    return lines;
  }
}
