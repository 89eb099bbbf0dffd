import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { NON_OFFICIAL_LABEL } from '@registre/documents';
import { FOLLOWING_PATHS } from '@registre/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerClient } from '../support/accounts';
import { createAuthTestApp, type AuthTestApp } from '../support/auth-test-app';
import { createSessionClient, type SessionClient } from '../support/session-client';
import { seedCompanies, seededSiren } from './seed-companies';

let context: AuthTestApp;
let owner: SessionClient;
let other: SessionClient;

beforeAll(async () => {
  context = await createAuthTestApp();
  await seedCompanies(context.database.pool, 12_000);
  owner = (await registerClient(context.app)).client;
  other = (await registerClient(context.app)).client;
}, 60_000);
afterAll(() => context?.close());

async function createList(client: SessionClient, name: string): Promise<string> {
  const response = await client.post(FOLLOWING_PATHS.lists, { name });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { id: string } }).data.id;
}

describe('followed lists: access', () => {
  it('answers 401 to a guest on every call, reads and writes alike', async () => {
    const guest = createSessionClient(context.app);
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = [
      guest.get(FOLLOWING_PATHS.lists),
      guest.get(FOLLOWING_PATHS.followed),
      guest.post(FOLLOWING_PATHS.lists, { name: 'Clients' }),
      guest.get(FOLLOWING_PATHS.list(id)),
      guest.delete(FOLLOWING_PATHS.list(id)),
      guest.post(FOLLOWING_PATHS.listCompanies(id), { sirens: [seededSiren(1)] }),
      guest.delete(FOLLOWING_PATHS.listCompanies(id), { sirens: [seededSiren(1)] }),
      guest.post(FOLLOWING_PATHS.follow(seededSiren(1))),
      guest.post(FOLLOWING_PATHS.followInList(seededSiren(1), id)),
      guest.delete(FOLLOWING_PATHS.unfollow(seededSiren(1))),
      guest.post(FOLLOWING_PATHS.unfollowList, { sirens: [seededSiren(1)] }),
      guest.get(FOLLOWING_PATHS.listExport(id, 'csv')),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'errors:auth.unauthenticated' });
    }
  });

  it('refuses a write without the CSRF token', async () => {
    const response = await owner.post(FOLLOWING_PATHS.lists, { name: 'Sans jeton' }, { xsrfToken: null });
    expect(response.statusCode).toBe(419);
  });

  it("answers 404 for another user's list, on every call, and changes nothing", async () => {
    const id = await createList(owner, 'Privée');
    await owner.post(FOLLOWING_PATHS.listCompanies(id), { sirens: [seededSiren(1)] });
    const responses = await Promise.all([
      other.get(FOLLOWING_PATHS.list(id)),
      other.delete(FOLLOWING_PATHS.list(id)),
      other.post(FOLLOWING_PATHS.listCompanies(id), { sirens: [seededSiren(2)] }),
      other.delete(FOLLOWING_PATHS.listCompanies(id), { sirens: [seededSiren(1)] }),
      other.post(FOLLOWING_PATHS.followInList(seededSiren(3), id)),
      other.get(FOLLOWING_PATHS.listExport(id, 'xlsx')),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'errors:lists.not-found' });
    }
    const mine = (await owner.get(FOLLOWING_PATHS.list(id))).json() as { data: { sirens: string[] } };
    expect(mine.data.sirens).toEqual([seededSiren(1)]);
    expect(((await other.get(FOLLOWING_PATHS.lists)).json() as { data: unknown[] }).data).toEqual([]);
    // Unfollowing through the "everywhere" calls touches only the caller's own lists.
    await other.delete(FOLLOWING_PATHS.unfollow(seededSiren(1)));
    await other.post(FOLLOWING_PATHS.unfollowList, { sirens: [seededSiren(1)] });
    expect(((await owner.get(FOLLOWING_PATHS.list(id))).json() as { data: { sirens: string[] } }).data.sirens).toEqual([seededSiren(1)]);
  });

  it('answers 400 with the not-found key for an id that is not a uuid', async () => {
    const response = await owner.get(FOLLOWING_PATHS.list('12'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'errors:lists.not-found' });
  });
});

describe('followed lists: names and bounds', () => {
  it('creates, lists and deletes a list', async () => {
    const { client } = await registerClient(context.app);
    const created = await client.post(FOLLOWING_PATHS.lists, { name: '  Fournisseurs  ' });
    expect(created.statusCode).toBe(201);
    const list = (created.json() as { data: { id: string; name: string; companies_count: number; is_default: boolean } }).data;
    expect(list).toMatchObject({ name: 'Fournisseurs', companies_count: 0, is_default: false });
    expect(((await client.get(FOLLOWING_PATHS.lists)).json() as { data: { id: string }[] }).data.map((l) => l.id)).toEqual([list.id]);
    expect((await client.delete(FOLLOWING_PATHS.list(list.id))).statusCode).toBe(204);
    expect((await client.get(FOLLOWING_PATHS.list(list.id))).statusCode).toBe(404);
    expect((await client.delete(FOLLOWING_PATHS.list(list.id))).statusCode).toBe(404);
  });

  it('refuses a second list of the same name, whatever its case (422 with key)', async () => {
    const { client } = await registerClient(context.app);
    await createList(client, 'Prospects');
    const response = await client.post(FOLLOWING_PATHS.lists, { name: 'PROSPECTS ' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'errors:lists.name-taken', errors: { name: ['errors:lists.name-taken'] } });
    // Another user may use the name.
    expect((await other.post(FOLLOWING_PATHS.lists, { name: 'Prospects' })).statusCode).toBe(201);
  });

  it.each([[''], ['   '], ['x'.repeat(81)], [42]])('refuses the name %j with 400 and a key', async (name) => {
    const response = await owner.post(FOLLOWING_PATHS.lists, { name });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'errors:lists.name-invalid', errors: { name: ['errors:lists.name-invalid'] } });
  });

  it('refuses a 101st list', async () => {
    const { client } = await registerClient(context.app);
    for (let i = 1; i <= 100; i += 1) await createList(client, `Liste ${i}`);
    const response = await client.post(FOLLOWING_PATHS.lists, { name: 'Liste 101' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: 'errors:lists.too-many-lists' });
    expect(((await client.get(FOLLOWING_PATHS.lists)).json() as { data: unknown[] }).data).toHaveLength(100);
  }, 30_000);

  it('creates only one list when the same name is sent twice at once', async () => {
    const { client } = await registerClient(context.app);
    await client.fetchCsrfCookie();
    const answers = await Promise.all([client.post(FOLLOWING_PATHS.lists, { name: 'Course' }), client.post(FOLLOWING_PATHS.lists, { name: 'Course' })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
  });
});

describe('followed lists: companies', () => {
  it('pads SIRENs to 9 digits, accepts spaces, and names the unknown ones it refuses', async () => {
    const id = await createList(owner, 'Padding');
    await context.database.pool.query(`INSERT INTO companies (siren, denomination) VALUES ('000000042', 'Petite') ON CONFLICT DO NOTHING`);
    const response = await owner.post(FOLLOWING_PATHS.listCompanies(id), { sirens: ['42', '100 000 005', seededSiren(5), '999999999'] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: { added: ['000000042', seededSiren(5)], already_in_list: [], refused: [{ siren: '999999999', reason: 'unknown' }], companies_count: 2 },
    });
    const again = await owner.post(FOLLOWING_PATHS.listCompanies(id), { sirens: ['000000042'] });
    expect(again.json()).toMatchObject({ data: { added: [], already_in_list: ['000000042'], companies_count: 2 } });
  });

  it('answers 422 naming every SIREN when none is known, and 400 for what is not a SIREN', async () => {
    const id = await createList(owner, 'Inconnues');
    const unknown = await owner.post(FOLLOWING_PATHS.listCompanies(id), { sirens: ['999999998', '999999997'] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      message: 'errors:lists.no-known-company',
      errors: { 'sirens.999999998': ['errors:lists.unknown-company'], 'sirens.999999997': ['errors:lists.unknown-company'] },
    });
    for (const sirens of [[], ['12345678901234'], ['abc'], 'x', [12]]) {
      const response = await owner.post(FOLLOWING_PATHS.listCompanies(id), { sirens });
      expect(response.statusCode, JSON.stringify(sirens)).toBe(400);
      expect((response.json() as { message: string }).message).toMatch(/^errors:/);
    }
  });

  it('adds 10,000 SIRENs in one request, then refuses the 10,001st', async () => {
    const id = await createList(owner, 'Dix mille');
    const sirens = Array.from({ length: 10_000 }, (_, i) => seededSiren(i + 1));
    const response = await owner.post(FOLLOWING_PATHS.listCompanies(id), { sirens });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: { added: string[]; companies_count: number } }).data.companies_count).toBe(10_000);
    const over = await owner.post(FOLLOWING_PATHS.listCompanies(id), { sirens: [seededSiren(10_001)] });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ message: 'errors:lists.list-full' });
    const tooLong = await owner.post(FOLLOWING_PATHS.listCompanies(id), { sirens: Array.from({ length: 10_001 }, (_, i) => seededSiren(i + 1)) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ message: 'errors:lists.list-full' });
    // Already-present SIRENs do not count against the bound.
    const same = await owner.post(FOLLOWING_PATHS.listCompanies(id), { sirens: [seededSiren(1)] });
    expect(same.statusCode).toBe(200);
  }, 30_000);

  it('refuses a bulk add that would overshoot the bound, adding nothing', async () => {
    const id = await createList(owner, 'Presque pleine');
    await owner.post(FOLLOWING_PATHS.listCompanies(id), { sirens: Array.from({ length: 9_999 }, (_, i) => seededSiren(i + 1)) });
    const response = await owner.post(FOLLOWING_PATHS.listCompanies(id), { sirens: [seededSiren(10_500), seededSiren(10_501)] });
    expect(response.statusCode).toBe(422);
    expect(((await owner.get(FOLLOWING_PATHS.list(id))).json() as { data: { companies_count: number } }).data.companies_count).toBe(9_999);
  }, 30_000);

  it('removes SIRENs from a list', async () => {
    const id = await createList(owner, 'A vider');
    await owner.post(FOLLOWING_PATHS.listCompanies(id), { sirens: [seededSiren(1), seededSiren(2), seededSiren(3)] });
    const response = await owner.delete(FOLLOWING_PATHS.listCompanies(id), { sirens: ['100000001', '100000002', '999999999'] });
    expect(response.json()).toEqual({ data: { removed: 2 } });
    expect(((await owner.get(FOLLOWING_PATHS.list(id))).json() as { data: { sirens: string[] } }).data.sirens).toEqual([seededSiren(3)]);
  });

  it("shows each company's name, status and city in the list", async () => {
    const id = await createList(owner, 'Détails');
    await context.database.pool.query(`UPDATE companies SET administrative_status = 'C' WHERE siren = $1`, [seededSiren(7)]);
    await owner.post(FOLLOWING_PATHS.listCompanies(id), { sirens: [seededSiren(7)] });
    const list = (await owner.get(FOLLOWING_PATHS.list(id))).json() as { data: { companies: unknown[] } };
    expect(list.data.companies).toEqual([
      { siren: seededSiren(7), name: 'Société 7', administrative_status: 'C', city: 'Paris', naf_code: '62.01Z', added_at: expect.any(String), last_event: null },
    ]);
  });
});

describe('following one company', () => {
  it('follows into a default list created on first use, then into a chosen list; followed tells which lists', async () => {
    const { client } = await registerClient(context.app);
    const first = await client.post(FOLLOWING_PATHS.follow('100000011'));
    expect(first.statusCode, first.body).toBe(200);
    const lists = ((await client.get(FOLLOWING_PATHS.lists)).json() as { data: { id: string; name: string; is_default: boolean }[] }).data;
    expect(lists).toEqual([expect.objectContaining({ name: 'Mes entreprises suivies', is_default: true })]);
    const defaultId = lists[0]?.id ?? '';
    expect(first.json()).toEqual({ data: { siren: '100000011', list_ids: [defaultId] } });

    const chosen = await createList(client, 'Concurrents');
    const second = await client.post(FOLLOWING_PATHS.followInList('100000011', chosen));
    expect(second.json()).toEqual({ data: { siren: '100000011', list_ids: [defaultId, chosen] } });
    await client.post(FOLLOWING_PATHS.follow('100000012'));
    // Following twice is harmless.
    expect((await client.post(FOLLOWING_PATHS.follow('100000012'))).statusCode).toBe(200);

    expect((await client.get(FOLLOWING_PATHS.followed)).json()).toEqual({
      data: [
        { siren: '100000011', list_ids: [defaultId, chosen] },
        { siren: '100000012', list_ids: [defaultId] },
      ],
    });

    expect((await client.delete(FOLLOWING_PATHS.unfollow('100000011'))).statusCode).toBe(204);
    expect((await client.post(FOLLOWING_PATHS.unfollowList, { sirens: ['100000012', '100000013'] })).json()).toEqual({ data: { removed: 1 } });
    expect((await client.get(FOLLOWING_PATHS.followed)).json()).toEqual({ data: [] });
  });

  it('answers 404 for an unknown company and 400 for a malformed SIREN', async () => {
    const unknown = await owner.post(FOLLOWING_PATHS.follow('999999999'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'errors:company.not-found' });
    const malformed = await owner.post(FOLLOWING_PATHS.follow('12345678901234'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: 'errors:company-id.invalid' });
  });
});

describe('exporting a list', () => {
  it('writes the companies as CSV (BOM, semicolons) and XLSX', async () => {
    const id = await createList(owner, 'Export été');
    await owner.post(FOLLOWING_PATHS.listCompanies(id), { sirens: [seededSiren(21), seededSiren(22)] });
    const csv = await owner.get(FOLLOWING_PATHS.listExport(id, 'csv'));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="export-ete.csv"');
    const text = csv.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFSIREN;Dénomination;État')).toBe(true);
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).map((l) => l.split(';').slice(0, 3))).toEqual(
      expect.arrayContaining([[`"${seededSiren(21)}"`, 'Société 21', 'Active'], [`"${seededSiren(22)}"`, 'Société 22', 'Active']]),
    );
    // Written by the documents package's CSV writer: dates the French way ("Ajoutée le" is the 11th column).
    expect(lines[1]?.split(';')[10]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    const xlsx = await owner.get(FOLLOWING_PATHS.listExport(id, 'xlsx'));
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Export été');
    expect(sheet?.getRow(1).getCell(1).value).toBe('SIREN');
    expect(sheet?.rowCount).toBe(3);
    // Typed cells, frozen header and filters, as every XLSX the documents package writes.
    expect(sheet?.getRow(2).getCell(11).value).toBeInstanceOf(Date);
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet?.autoFilter).toBeTruthy();
    expect((await owner.get(`/api/followed-lists/${id}/export?format=pdf`)).statusCode).toBe(400);
  });

  it('writes for people: Paris days, headcount labels, SIREN as text, the notice as a last column, an author', async () => {
    const id = await createList(owner, 'Pour les humains');
    await owner.post(FOLLOWING_PATHS.listCompanies(id), { sirens: [seededSiren(23), seededSiren(24)] });
    const pool = context.database.pool;
    await pool.query(`UPDATE companies SET headcount_band = CASE siren WHEN $1 THEN '12' ELSE 'NN' END WHERE siren IN ($1, $2)`, [seededSiren(23), seededSiren(24)]);
    // 23:30 UTC on 1 March is 00:30 on 2 March in Paris.
    await pool.query(`UPDATE followed_companies SET added_at = CASE siren WHEN $2 THEN '2026-03-01T23:30:00Z'::timestamptz ELSE '2026-02-01T08:00:00Z' END WHERE list_id = $1`, [id, seededSiren(23)]);

    const csv = await owner.get(FOLLOWING_PATHS.listExport(id, 'csv'));
    const records = parse(csv.rawPayload.toString('utf8'), { bom: true, delimiter: ';', columns: true }) as Record<string, string>[];
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({ SIREN: seededSiren(23), 'Tranche d’effectif': '20 à 49 salariés', 'Ajoutée le': '02/03/2026', Avertissement: NON_OFFICIAL_LABEL });
    expect(records[1]).toMatchObject({ SIREN: seededSiren(24), 'Tranche d’effectif': 'Unité non employeuse', 'Ajoutée le': '01/02/2026' });
    // SIREN quoted as text; nothing but the table in the file (the notice is a column, not a comment line).
    expect(csv.rawPayload.toString('utf8').split('\r\n')[1]).toMatch(new RegExp(`^"${seededSiren(23)}";`));

    const xlsx = await owner.get(FOLLOWING_PATHS.listExport(id, 'xlsx'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.creator).toBe('Registre Clair');
    const sheet = workbook.worksheets[0];
    const header = (sheet?.getRow(1).values as unknown[]).slice(1);
    const cell = (row: number, name: string) => sheet?.getRow(row).getCell(header.indexOf(name) + 1);
    expect(cell(2, 'SIREN')?.value).toBe(seededSiren(23));
    expect(cell(2, 'Tranche d’effectif')?.value).toBe('20 à 49 salariés');
    expect(cell(2, 'Ajoutée le')?.value).toEqual(new Date('2026-03-02T00:00:00Z'));
    expect(cell(2, 'Ajoutée le')?.numFmt).toBe('dd/mm/yyyy');
    expect(cell(2, 'Date de création')?.value).toEqual(new Date('2010-01-01T00:00:00Z'));
  });

  it.each([
    ['History', 'History (liste)'],
    ["'Prospects'", 'Prospects'],
    ["Fournisseurs d'", "Fournisseurs d"],
    ['Q1/Q2: [clients]?', 'Q1 Q2   clients'],
  ])('gives the list %s a sheet name Excel accepts (%s)', async (name, sheetName) => {
    const id = await createList(owner, name);
    await owner.post(FOLLOWING_PATHS.listCompanies(id), { sirens: [seededSiren(25)] });
    const xlsx = await owner.get(FOLLOWING_PATHS.listExport(id, 'xlsx'));
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.name).toBe(sheetName);
    expect(workbook.worksheets[0]?.rowCount).toBe(2);
  });

  it('streams a 10,000-company list, two exports at once at most: a third is refused with 503 and Retry-After', async () => {
    const { client } = await registerClient(context.app);
    const created = await client.post(FOLLOWING_PATHS.lists, { name: 'Grande liste' });
    const id = (created.json() as { data: { id: string } }).data.id;
    const sirens = Array.from({ length: 10_000 }, (_, i) => seededSiren(i + 1));
    expect((await client.post(FOLLOWING_PATHS.listCompanies(id), { sirens })).statusCode).toBe(200);

    // Company events are read with each page: locked, the first two exports wait inside their slot.
    const holder = await context.database.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE company_events IN ACCESS EXCLUSIVE MODE');
      const first = client.get(FOLLOWING_PATHS.listExport(id, 'xlsx'));
      const second = client.get(FOLLOWING_PATHS.listExport(id, 'csv'));
      await waitForBlockedExports(2);
      const third = await client.get(FOLLOWING_PATHS.listExport(id, 'xlsx'));
      expect(third.statusCode).toBe(503);
      expect(third.headers['retry-after']).toBe('10');
      expect(third.json()).toEqual({ message: 'errors:lists.export-busy' });
      await holder.query('COMMIT');

      const [xlsx, csv] = await Promise.all([first, second]);
      expect(xlsx.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      expect(sheet?.name).toBe('Grande liste');
      expect(sheet?.rowCount).toBe(10_001);
      const exported = new Set<string>();
      sheet?.eachRow((row, number) => {
        if (number > 1) exported.add(String(row.getCell(1).value));
      });
      expect(exported).toEqual(new Set(sirens));
      const records = parse(csv.rawPayload.toString('utf8'), { bom: true, delimiter: ';', columns: true }) as Record<string, string>[];
      expect(new Set(records.map((record) => record.SIREN))).toEqual(new Set(sirens));
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      holder.release();
    }
    // Slots are given back: exports work again.
    expect((await client.get(FOLLOWING_PATHS.listExport(id, 'csv'))).statusCode).toBe(200);
  }, 60_000);
});

/** Waits until `count` statements of the API wait for a lock (the exports' pages, holding their slot; only the query's start is matched: pg_stat_activity cuts long ones). */
async function waitForBlockedExports(count: number): Promise<void> {
  for (;;) {
    const { rows } = await context.database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'SELECT fc.siren, cs.name,%'`,
    );
    if ((rows[0]?.n ?? 0) >= count) return;
  }
}

describe('followed SIRENs of a page', () => {
  it('answers only the SIRENs asked for, padded', async () => {
    const { client } = await registerClient(context.app);
    await client.post(FOLLOWING_PATHS.follow(seededSiren(31)));
    await client.post(FOLLOWING_PATHS.follow(seededSiren(32)));
    const response = await client.get(`${FOLLOWING_PATHS.followed}?sirens=${seededSiren(31)},${seededSiren(33)}`);
    expect((response.json() as { data: { siren: string }[] }).data.map((row) => row.siren)).toEqual([seededSiren(31)]);
    expect((await client.get(`${FOLLOWING_PATHS.followed}?sirens=abc`)).statusCode).toBe(400);
  });
});

describe('a company history', () => {
  it('answers every visitor the recorded events, newest first, a capital change with its currency, and 404 for an unknown company', async () => {
    const guest = createSessionClient(context.app);
    const siren = seededSiren(41);
    await context.database.pool.query(
      `INSERT INTO company_events (siren, kind, source, occurred_on, details, recorded_at) VALUES
         ($1, 'capital_changed', 'rne', NULL, '{"before": "1000000", "after": "5000000", "currency": "EUR"}', '2026-03-01T08:00:00Z'),
         ($1, 'director_appointed', 'rne', '2026-03-02', '{"label": "CLAIRE FONTAINE – Directeur général délégué"}', '2026-03-02T08:00:00Z')`,
      [siren],
    );
    const response = await guest.get(FOLLOWING_PATHS.companyHistory(siren));
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json() as { data: Record<string, unknown>[]; meta: { total: number } };
    expect(meta.total).toBe(2);
    expect(data.map((event) => event.kind)).toEqual(['director_appointed', 'capital_changed']);
    expect(data[1]).toMatchObject({ before: '1000000', after: '5000000', currency: 'EUR', label: null, occurred_on: null });
    expect(data[0]).toMatchObject({ label: 'CLAIRE FONTAINE – Directeur général délégué', currency: null, occurred_on: '2026-03-02' });
    expect((await guest.get(FOLLOWING_PATHS.companyHistory('999999999'))).statusCode).toBe(404);
  });
});
