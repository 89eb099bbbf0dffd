import { balanceType, confidentiality, statementYears } from './accounts';
import type { CompanyModel } from './company-model';
import type { Random } from './random';

/** Typical headcount of each band (to size a company's turnover). */
const HEADCOUNT: Readonly<Record<string, number>> = {
  '': 0.5, NN: 0.5, '00': 1, '01': 1.5, '02': 4, '03': 7.5, '11': 15, '12': 35, '21': 75, '22': 150,
  '31': 225, '32': 375, '41': 750, '42': 1500, '51': 3500, '52': 7500, '53': 15000,
};

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

function uniform(random: Random, min: number, max: number): number {
  return min + random.next() * (max - min);
}

/**
 * One `ratios_inpi_bce` record per company and fiscal year, flat like the dataset's
 * `records[].fields`: amounts in euros, ratios in percent (3 decimals); confidential filings
 * without figures, partially confidential ones with the balance-sheet ratios only. Figures follow one trajectory per company (turnover growing or shrinking
 * year after year) and the ratios are computed from the amounts, so they agree with each other.
 */
export class RatiosRecords {
  count = 0;

  records(random: Random, c: CompanyModel): string[] {
    const years = statementYears(c);
    if (years.length === 0) return [];
    const statement = confidentiality(c);
    const type = balanceType(c);
    const lines: string[] = [];
    const holding = c.activity.code === '70.10Z' || c.activity.code === '64.20Z';
    const employees = c.chain ? c.establishments.length * 8 : (HEADCOUNT[c.headcountBand] ?? 1);
    let turnover = Math.max(5_000, employees * 110_000 * Math.exp(0.6 * random.normal()) * (holding ? 0.2 : 1));
    const margin = 0.08 + 0.06 * random.normal();
    for (const year of years) {
      turnover *= Math.max(0.5, 1.03 + 0.12 * random.normal());
      const base = { siren: c.siren, date_cloture_exercice: `${year}-12-31` };
      if (statement === 'Confidentiel') {
        lines.push(`${JSON.stringify({ ...base, confidentiality: statement, type_bilan: type })}\n`);
        continue;
      }
      const ca = Math.round(turnover);
      const ebitdaRate = Math.max(-0.5, Math.min(0.6, margin + 0.04 * random.normal()));
      const ebe = Math.round(ca * ebitdaRate);
      const ebit = Math.round(ebe - ca * uniform(random, 0.01, 0.05));
      const net = Math.round(ebit > 0 ? ebit * uniform(random, 0.6, 0.8) : ebit * uniform(random, 1, 1.2));
      const cashFlow = net + ca * uniform(random, 0.01, 0.04);
      const equity = ca * uniform(random, 0.05, 0.6);
      const totalAssets = equity / uniform(random, 0.15, 0.7);
      const debt = totalAssets * uniform(random, 0, 0.5);
      const interest = debt * 0.03;
      const workingCapital = uniform(random, -0.2, 0.4);
      const record = {
        ...base,
        chiffre_d_affaires: ca,
        marge_brute: Math.round(ca * uniform(random, 0.2, 0.8)),
        ebe,
        ebit,
        resultat_net: net,
        marge_ebe: round3((ebe / ca) * 100),
        resultat_courant_avant_impots_sur_ca: round3((ebit / ca) * 100 + uniform(random, -0.5, 0.5)),
        caf_sur_ca: round3((cashFlow / ca) * 100),
        autonomie_financiere: round3((equity / totalAssets) * 100),
        taux_d_endettement: round3((debt / equity) * 100),
        ratio_de_liquidite: round3(uniform(random, 0.5, 3)),
        couverture_des_interets: interest > 0 ? round3(ebe / interest) : 0,
        capacite_de_remboursement: cashFlow > 0 ? round3(debt / cashFlow) : 0,
        poids_bfr_exploitation_sur_ca: round3(workingCapital * 100),
        poids_bfr_exploitation_sur_ca_jours: round3(workingCapital * 360),
        credit_clients_jours: round3(uniform(random, 0, 90)),
        credit_fournisseurs_jours: round3(uniform(random, 20, 90)),
        rotation_des_stocks_jours: c.activity.code.startsWith('47') || c.activity.code.startsWith('46') ? round3(uniform(random, 10, 90)) : 0,
        ratio_de_vetuste: round3(uniform(random, 20, 90)),
        confidentiality: 'Public',
        type_bilan: type,
      };
      if (statement === 'Partiellement confidentiel') {
        const { autonomie_financiere, taux_d_endettement, ratio_de_liquidite } = record;
        lines.push(`${JSON.stringify({ ...base, autonomie_financiere, taux_d_endettement, ratio_de_liquidite, confidentiality: statement, type_bilan: type })}\n`);
        continue;
      }
      lines.push(`${JSON.stringify(record)}\n`);
    }
    this.count += lines.length;
    return lines;
  }
}
