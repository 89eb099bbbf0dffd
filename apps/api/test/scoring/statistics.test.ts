import { describe, expect, it } from 'vitest';
import { siteStatisticsResponseSchema } from '@registre/domain';
import { useScoringRegisters } from './fixtures/load-scoring-fixture';

const registers = useScoringRegisters({ refreshSiteStatistics: false });

describe('GET /api/statistics', () => {
  it('counts the fixture register on the first request, as docs/scoring.md defines each counter', async () => {
    const before = await registers.fixture.database.pool.query('SELECT count(*)::int AS n FROM site_statistics');
    expect(before.rows[0].n).toBe(0);
    const response = await registers.fixture.t.app.inject({ method: 'GET', url: '/api/statistics' });
    expect(response.statusCode).toBe(200);
    const { data } = siteStatisticsResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      // 18 legal units with one head office each, the closed company's establishment closed.
      searchableSiret: 18,
      registeredEstablishments: 17,
      // 15 public statements (2 of the example, 11 peers, the closed one, the developer; not the confidential one), no act or announcement.
      docAvailable: 15,
      // No RNE record imported: nothing verified, no registration extract.
      verifiedCompanyProfile: 0,
      kbisAvailable: 0,
      // Active companies with a graded statement: the example, its 11 peers and the developer.
      score: 13,
    });
    expect(Date.now() - Date.parse(data.computedAt)).toBeLessThan(10 * 60 * 1000);
    const after = await registers.fixture.database.pool.query('SELECT count(*)::int AS n FROM site_statistics');
    expect(after.rows[0].n).toBe(6);
  });

  it('is public and cacheable, with an ETag', async () => {
    const response = await registers.fixture.t.app.inject({ method: 'GET', url: '/api/statistics' });
    expect(response.headers['cache-control']).toMatch(/^public, max-age=300/);
    const again = await registers.fixture.t.app.inject({ method: 'GET', url: '/api/statistics', headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('on the generated register, matches counts taken directly in the database', async () => {
    const { data } = siteStatisticsResponseSchema.parse((await registers.shared.app.inject({ method: 'GET', url: '/api/statistics' })).json());
    const { rows } = await registers.shared.pool.query<{ establishments: number; open: number; rcs: number }>(`
      SELECT (SELECT count(*)::int FROM establishments) AS establishments,
             (SELECT count(*)::int FROM establishments WHERE administrative_status = 'A') AS open,
             (SELECT count(*)::int FROM companies WHERE administrative_status = 'A' AND NOT purged AND rcs_registration_date IS NOT NULL) AS rcs`);
    expect(data.searchableSiret).toBe(rows[0]?.establishments);
    expect(data.registeredEstablishments).toBe(rows[0]?.open);
    expect(data.kbisAvailable).toBe(rows[0]?.rcs);
    for (const value of Object.values(data)) if (typeof value === 'number') expect(Number.isInteger(value)).toBe(true);
    expect(data.verifiedCompanyProfile).toBeGreaterThan(0);
    expect(data.score).toBeGreaterThan(0);
    expect(data.docAvailable).toBeGreaterThan(data.score);
  });
});
