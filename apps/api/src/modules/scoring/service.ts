import {
  aggregateDirectorScore,
  companyDisplayName,
  chooseSectorQuartiles,
  compareWithSector,
  computeEcologicalScore,
  computePoleScore,
  nafDivision,
  type ComparisonData,
  type DirectorPoleScore,
  type EcologicalScore,
  type PoleScore,
} from '@registre/domain';
import type { Pool } from 'pg';
import { NotFoundError } from '../../errors/http-errors';
import { findDirectorCompanies, findEcologicalFacts, findNafLabels, findScoringFacts, findSectorStatistics, type ScoringFactsRow } from './queries';
import { sharedReads } from '../../http/shared-reads';
import { poleScoreInput, sectorCodesOf, todayUtc } from './scoring-input';

export interface ScoringServiceOptions {
  /** Share the company's scoring facts and sector statistics between the reads of this instance (one per request). */
  shareReads?: boolean;
}

export function scoringService(pool: Pool, options: ScoringServiceOptions = {}) {
  const once = sharedReads(options.shareReads ?? false);
  const sectorStatistics = (codes: string[]) => once(`sectors:${codes.join(',')}`, () => findSectorStatistics(pool, codes));

  async function companyFacts(siren: string): Promise<ScoringFactsRow> {
    const [row] = await once(`facts:${siren}`, () => findScoringFacts(pool, [siren]));
    if (!row) throw new NotFoundError('errors:company.not-found');
    return row;
  }

  return {
    async poleScore(siren: string): Promise<PoleScore> {
      const row = await companyFacts(siren);
      const sectorRows = await sectorStatistics(sectorCodesOf([row]));
      return computePoleScore(poleScoreInput(row, sectorRows, todayUtc()));
    },

    async ecologicalScore(siren: string): Promise<EcologicalScore> {
      const row = await findEcologicalFacts(pool, siren);
      if (!row) throw new NotFoundError('errors:company.not-found');
      return computeEcologicalScore({
        siren: row.siren,
        status: row.administrative_status === 'C' ? 'closed' : 'active',
        naf: row.naf_code ? { code: row.naf_code, label: row.naf_label } : null,
        ess: row.ess,
        missionCompany: row.mission_company,
        openEstablishments: row.open_establishments,
        departments: row.departments,
      });
    },

    async comparison(siren: string, hideFinancialData = false): Promise<ComparisonData> {
      const row = await companyFacts(siren);
      const codes = sectorCodesOf([row]);
      const [sectorRows, labels] = await Promise.all([sectorStatistics(codes), findNafLabels(pool, codes)]);
      const label = (code: string) => ({ code, label: labels.find((item) => item.code === code)?.label ?? null });
      const hasStatement = row.fiscal_year_end !== null;
      return {
        siren: row.siren,
        naf: row.naf_code ? label(row.naf_code) : null,
        division: row.naf_code ? label(nafDivision(row.naf_code)) : null,
        fiscal_year_end: row.fiscal_year_end,
        indicators: hasStatement
          ? compareWithSector(
              {
                turnover: row.turnover_cents,
                ebitda_margin: row.ebitda_margin,
                net_margin: row.net_margin,
                equity_ratio: row.equity_ratio,
                debt_ratio: row.debt_ratio,
                liquidity_ratio: row.liquidity_ratio,
                customer_credit_days: row.customer_credit_days,
              },
              chooseSectorQuartiles(row.naf_code, sectorRows),
            ).map((indicator) => (hideFinancialData ? { ...indicator, value: null, position: null } : indicator))
          : [],
      };
    },

    async directorPoleScore(personId: number): Promise<DirectorPoleScore> {
      const { found, sirens } = await findDirectorCompanies(pool, personId);
      if (!found) throw new NotFoundError('errors:directors.not-found');
      const rows = sirens.length > 0 ? await findScoringFacts(pool, sirens) : [];
      const sectorRows = await findSectorStatistics(pool, sectorCodesOf(rows));
      const today = todayUtc();
      const companies = rows.map((row) => {
        const { overall } = computePoleScore(poleScoreInput(row, sectorRows, today));
        return { siren: row.siren, name: companyDisplayName(row), grade: overall.grade, points: overall.points, reason: overall.reason };
      });
      return aggregateDirectorScore(personId, companies);
    },
  };
}

export type ScoringService = ReturnType<typeof scoringService>;
