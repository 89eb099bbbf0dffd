import type { ImpactClass } from '../contracts/scoring/ecological-score';

/**
 * NAF rév. 2 divisions whose own activity emits the most greenhouse gases in the national
 * inventory's sectors (Citepa/Secten: energy, heavy industry, transport, agriculture, waste):
 * agriculture, forestry and fishing; mining; paper; coke and refined petroleum; chemicals;
 * non-metallic minerals (cement, glass, lime); basic metals; electricity and gas; waste;
 * land, water and air transport.
 */
export const HIGH_IMPACT_DIVISIONS: ReadonlySet<string> = new Set([
  '01', '02', '03', '05', '06', '07', '08', '09', '17', '19', '20', '23', '24', '35', '38', '49', '50', '51',
]);

/**
 * Divisions that move, transform or house physical goods without being among the above: the
 * rest of manufacturing (10–33), water and sewerage (36, 37, 39), construction (41–43),
 * trade (45–47), warehousing and post (52, 53), accommodation and food (55, 56), rental (77).
 */
export const MEDIUM_IMPACT_DIVISIONS: ReadonlySet<string> = new Set([
  ...Array.from({ length: 24 }, (_, i) => String(10 + i)).filter((d) => !HIGH_IMPACT_DIVISIONS.has(d)),
  '36', '37', '39', '41', '42', '43', '45', '46', '47', '52', '53', '55', '56', '77',
]);

const NAF_SUBCLASS = /^(\d{2})\.\d{2}[A-Z]$/;

/** The impact class of a NAF rév. 2 subclass ('24.10Z' → high); null for any other code. */
export function sectorImpactClass(nafCode: string | null): ImpactClass | null {
  const division = nafCode ? NAF_SUBCLASS.exec(nafCode)?.[1] : undefined;
  if (!division) return null;
  if (HIGH_IMPACT_DIVISIONS.has(division)) return 'high';
  if (MEDIUM_IMPACT_DIVISIONS.has(division)) return 'medium';
  return 'low';
}
