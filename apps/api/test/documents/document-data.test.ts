import { DOCUMENT_KINDS, type DocumentFormat } from '@registre/domain';
import { NON_OFFICIAL_LABEL, renderDocument, type GeneratedKindId } from '@registre/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companiesService } from '../../src/modules/companies/service';
import { gatherDocumentData, newIssue, type DocumentDataDeps } from '../../src/modules/document-data';
import { directorsService } from '../../src/modules/directors/service';
import { scoringService } from '../../src/modules/scoring/service';
import { loadConfig } from '../../src/config/load-config';
import { pdfPages } from '../../../../packages/documents/test/fixtures/read-files';
import { createTestApp, type TestApp } from '../test-app';

let test: TestApp;
let deps: DocumentDataDeps;
const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent' });

/** SIRENs of the demo register that hold each section (the richest first). */
const candidates: string[] = [];
let mostEstablishments = { siren: '', count: 0 };

beforeAll(async () => {
  test = await createTestApp();
  deps = { pool: test.pool, companies: companiesService(test.pool), scoring: scoringService(test.pool), directors: directorsService(test.pool) };
  const { rows } = await test.pool.query<{ siren: string }>(`
    (SELECT siren FROM establishments GROUP BY siren ORDER BY count(*) DESC LIMIT 3)
    UNION (SELECT siren FROM financial_statements WHERE NOT confidential GROUP BY siren ORDER BY count(*) DESC LIMIT 3)
    UNION (SELECT siren FROM trademarks GROUP BY siren ORDER BY count(*) DESC LIMIT 2)
    UNION (SELECT siren FROM patents GROUP BY siren ORDER BY count(*) DESC LIMIT 2)
    UNION (SELECT siren FROM announcements WHERE siren IS NOT NULL GROUP BY siren ORDER BY count(*) DESC LIMIT 2)
    UNION (SELECT siren FROM insolvency_proceedings GROUP BY siren LIMIT 2)
    UNION (SELECT siren FROM deposited_acts GROUP BY siren LIMIT 2)
    UNION (SELECT siren FROM company_agreements GROUP BY siren LIMIT 2)
    UNION (SELECT siren FROM mandates GROUP BY siren ORDER BY count(*) DESC LIMIT 2)`);
  candidates.push(...rows.map((row) => row.siren));
  const most = await test.pool.query<{ siren: string; count: string }>('SELECT siren, count(*) FROM establishments GROUP BY siren ORDER BY count(*) DESC LIMIT 1');
  mostEstablishments = { siren: most.rows[0]?.siren ?? '', count: Number(most.rows[0]?.count ?? 0) };
}, 120_000);

afterAll(async () => {
  await test.close();
});

const COMPANY_KINDS = DOCUMENT_KINDS.filter((kind) => kind.generated && kind.subject === 'company' && kind.orderPayload.length === 0).map((kind) => kind.id as GeneratedKindId);

describe('gatherDocumentData', () => {
  it.each(COMPANY_KINDS)('gathers %s for a company of the register through the read services and renders it', async (kind) => {
    let rendered = 0;
    for (const siren of candidates) {
      const result = await gatherDocumentData(deps, kind, siren);
      if ('unavailable' in result) continue;
      const format: DocumentFormat = DOCUMENT_KINDS.find((k) => k.id === kind)?.formats[0] ?? 'pdf';
      const file = await renderDocument({ data: result.data, format, issue: newIssue(config, new Date('2026-11-27T10:00:00Z')) });
      if (format === 'pdf') {
        const pages = await pdfPages(file.bytes);
        for (const page of pages) {
          expect(page.replace(/\s+/g, ' ')).toContain(NON_OFFICIAL_LABEL);
          expect(page).not.toMatch(/undefined|NaN|\[object Object\]/);
        }
        expect(pages[0]?.replace(/\s+/g, ' ')).toContain(`${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6)}`);
      }
      rendered += 1;
      break;
    }
    expect(rendered).toBe(1);
  });

  it('pages through the whole list of establishments', async () => {
    expect(mostEstablishments.count).toBeGreaterThan(0);
    const result = await gatherDocumentData(deps, 'establishments-list', mostEstablishments.siren);
    expect('data' in result && result.data.kind === 'establishments-list' ? result.data.establishments.length : -1).toBe(mostEstablishments.count);
  });

  it('answers the availability reason when the company cannot have the kind', async () => {
    const { rows } = await test.pool.query<{ siren: string }>('SELECT c.siren FROM companies c WHERE NOT EXISTS (SELECT 1 FROM trademarks t WHERE t.siren = c.siren) LIMIT 1');
    expect(await gatherDocumentData(deps, 'brands-list', rows[0]?.siren ?? '')).toEqual({ unavailable: 'no-trademarks' });
    expect(await gatherDocumentData(deps, 'bank-of-france-quotations', rows[0]?.siren ?? '')).toEqual({ unavailable: 'provider-not-configured' });
  });

  it('finds the one trademark an order names, and refuses one the company does not hold', async () => {
    const { rows } = await test.pool.query<{ siren: string; number: string }>('SELECT siren, number FROM trademarks LIMIT 1');
    const row = rows[0];
    if (!row) throw new Error('the demo register holds no trademark');
    const found = await gatherDocumentData(deps, 'brands', row.siren, { brand_number: row.number });
    expect('data' in found && found.data.kind === 'brands' ? found.data.brand.number : null).toBe(row.number);
    expect(await gatherDocumentData(deps, 'brands', row.siren, { brand_number: 'nope' })).toEqual({ unavailable: 'unknown-item' });
  });

  it('builds a letter and a director report', async () => {
    const siren = candidates[0] ?? '';
    const letter = await gatherDocumentData(deps, 'letters', siren, { type: 'reclamation', letter: { reference: 'CMD-1' } });
    expect('data' in letter).toBe(true);
    expect(await gatherDocumentData(deps, 'letters', siren, { type: 'unknown-template' })).toEqual({ unavailable: 'unknown-item' });
    const { rows } = await test.pool.query<{ person_id: string }>(`SELECT m.person_id FROM mandates m JOIN persons p ON p.id = m.person_id WHERE p.diffusible LIMIT 1`).catch(() => ({ rows: [] as { person_id: string }[] }));
    if (rows[0]) {
      const report = await gatherDocumentData(deps, 'director-report', rows[0].person_id);
      expect('data' in report || ('unavailable' in report && report.unavailable === 'non-diffusible')).toBe(true);
    }
  });
});

describe('GET /api/kbis|documents/{siren}/document-availability', () => {
  it('answers on both paths and says why confidential kinds are not orderable', async () => {
    const siren = candidates[0] ?? '';
    for (const path of [`/api/documents/${siren}/document-availability`, `/api/kbis/${siren}/document-availability`]) {
      const response = await test.app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(200);
      const items = (response.json() as { data: { kind: string; available: boolean; reason: string | null }[] }).data;
      expect(items.find((i) => i.kind === 'bank-of-france-quotations')).toMatchObject({ available: false, reason: 'provider-not-configured' });
      expect(items.find((i) => i.kind === 'financial-outstandings')).toMatchObject({ available: false, reason: 'provider-not-configured' });
    }
  });
});
