import { readFile, rm } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeSiren, makeSiret } from '@registre/domain';
import { describe, expect, it } from 'vitest';
import { GENERATED_FILE_NAMES, generateRegister } from '../generate';
import { ByteRecord } from './byte-record';
import { ChunkMapper, type ChunkResult } from './chunk-mapper';
import { readCopyTuples } from '../../test/sirene/read-copy-tuples';
import { CopyTupleWriter } from './copy-tuple-writer';
import { parseCsv } from './csv-record-parser';
import { recordBoundary } from './record-chunker';
import { SireneHeader } from './sirene-header';
import { SIRENE_ROW_KINDS, type SireneRowKindName } from './sirene-row-kinds';
import { SortedKeys } from './sorted-keys';

/**
 * The byte path (byte-record.ts, *-byte-mapper.ts) must give exactly what the string path gives, for every record:
 * the same COPY bytes, keys, line numbers, rejections. Each test maps the same bytes both ways.
 */

const fixture = (name: string) => fileURLToPath(new URL(`../../test/fixtures/sirene/${name}`, import.meta.url));

function splitHeader(file: Buffer): { header: string[]; body: Buffer } {
  const end = file.indexOf(0x0a);
  return { header: parseCsv(file.subarray(0, end).toString('utf8'))[0]?.fields ?? [], body: file.subarray(end + 1) };
}

/** The body cut as the importer cuts it (wholeRecordChunks): about `size` bytes of whole records, longer when needed. */
function recordChunks(body: Buffer, size: number): Buffer[] {
  const chunks: Buffer[] = [];
  let rest = body;
  for (let end = size; rest.length > end; ) {
    const cut = recordBoundary(rest.subarray(0, end));
    if (cut === 0) end *= 2;
    else {
      chunks.push(rest.subarray(0, cut));
      rest = rest.subarray(cut);
      end = size;
    }
  }
  return rest.length > 0 ? [...chunks, rest] : chunks;
}

/** The body mapped chunk by chunk (chunks of about `chunkBytes`), results merged with absolute line numbers. */
function mapAll(kind: SireneRowKindName, header: string[], body: Buffer, bytePath: boolean, chunkBytes: number, parents: SortedKeys | null = null) {
  const mapper = new ChunkMapper(SIRENE_ROW_KINDS[kind], header, parents, bytePath);
  const results: ChunkResult[] = recordChunks(body, chunkBytes).map((chunk) => mapper.mapChunk(chunk));
  let lineBase = 0;
  const merged = { copy: '', keys: [] as number[], lines: [] as number[], read: 0, rejections: [] as Array<{ line: number; reason: string; detail?: string }> };
  for (const result of results) {
    merged.copy += Buffer.from(result.copy).toString('hex');
    merged.keys.push(...result.keys);
    merged.lines.push(...Array.from(result.lines, (line) => line + lineBase));
    merged.read += result.read;
    merged.rejections.push(...result.rejections.map((r) => ({ ...r, line: r.line + lineBase })));
    lineBase += result.lineCount;
  }
  return merged;
}

function expectSameBothWays(kind: SireneRowKindName, header: string[], body: Buffer, parents: SortedKeys | null = null) {
  for (const chunkBytes of [1 << 20, 300]) {
    const byBytes = mapAll(kind, header, body, true, chunkBytes, parents);
    const byStrings = mapAll(kind, header, body, false, chunkBytes, parents);
    expect(byBytes).toEqual(byStrings);
  }
  return mapAll(kind, header, body, true, 1 << 20, parents);
}

const UNIT_HEADER = splitHeader(await readFile(fixture('StockUniteLegale_current.csv'))).header;
const ESTABLISHMENT_HEADER = splitHeader(await readFile(fixture('StockEtablissement_current.csv'))).header;

/** A valid current-layout row of `header`, with some fields set by name. */
function row(header: string[], values: Record<string, string>): string {
  const position = new SireneHeader(header);
  const fields = header.map(() => '');
  for (const [column, value] of Object.entries(values)) fields[position.indexOf(column)] = value;
  return fields.join(',');
}

const unit = (siren: string, values: Record<string, string> = {}) =>
  row(UNIT_HEADER, {
    siren,
    statutDiffusionUniteLegale: 'O',
    etatAdministratifUniteLegale: 'A',
    dateCreationUniteLegale: '2016-04-12',
    dateDebut: '2016-04-12',
    denominationUniteLegale: 'ATELIER DES PINS',
    categorieJuridiqueUniteLegale: '5710',
    activitePrincipaleUniteLegale: '62.01Z',
    nicSiegeUniteLegale: '00017',
    dateDernierTraitementUniteLegale: '2024-03-01T10:15:00',
    caractereEmployeurUniteLegale: 'N',
    ...values,
  });

/** An establishment with a valid SIRET (`nic4`: the NIC without its check digit). */
const establishment = (siren: string, nic4: string, values: Record<string, string> = {}) => {
  const siret = makeSiret(siren, nic4);
  return row(ESTABLISHMENT_HEADER, {
    siren,
    nic: siret.slice(9),
    siret,
    statutDiffusionEtablissement: 'O',
    etatAdministratifEtablissement: 'A',
    etablissementSiege: 'true',
    dateCreationEtablissement: '2016-04-12',
    codePostalEtablissement: '75008',
    libelleCommuneEtablissement: 'PARIS 8',
    codeCommuneEtablissement: '75108',
    activitePrincipaleEtablissement: '62.01Z',
    ...values,
  });
};

/** The `i`-th valid SIREN of the tests. */
const siren = (i: number) => makeSiren(String(81234500 + i));
const lines = (rows: string[]) => Buffer.from(`${rows.join('\n')}\n`);

describe('ChunkMapper: the byte path gives what the string path gives', () => {
  it('on the fixtures of every layout (quotes, quoted line breaks, [ND], BOM and trailing spaces, bad dates)', async () => {
    for (const [name, kind] of [
      ['StockUniteLegale_current.csv', 'sirene-ul'],
      ['StockUniteLegale_current_newer.csv', 'sirene-ul'],
      ['StockUniteLegale_2019.csv', 'sirene-ul'],
      ['StockEtablissement_current.csv', 'sirene-etab'],
      ['StockEtablissement_2019.csv', 'sirene-etab'],
    ] as const) {
      const { header, body } = splitHeader(await readFile(fixture(name)));
      expectSameBothWays(kind, header, body);
    }
  });

  it('on unit values the byte path accepts, defers or must not take for granted', () => {
    const [a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t, u, v, w] = [siren(0), siren(1), siren(2), siren(3), siren(4), siren(5), siren(6), siren(7), siren(8), siren(9), siren(10), siren(11), siren(12), siren(13), siren(14), siren(15), siren(16), siren(17), siren(18), siren(19), siren(20), siren(21), siren(22)];
    const result = expectSameBothWays(
      'sirene-ul',
      UNIT_HEADER,
      lines([
        unit(a),
        unit(b, { statutDiffusionUniteLegale: 'P', nomUniteLegale: '[ND]', prenom1UniteLegale: '[ND]', trancheEffectifsUniteLegale: '[ND]' }),
        unit(c, { dateCreationUniteLegale: '2014-12-35' }),
        unit(d, { dateCreationUniteLegale: '2015-02-29' }),
        unit(e, { dateCreationUniteLegale: '2016-02-29', etatAdministratifUniteLegale: 'C', dateDebut: '2020-01-31' }),
        unit(`${f.slice(0, 8)}${(Number(f[8]) + 1) % 10}`),
        unit('000000000'),
        unit(g, { economieSocialeSolidaireUniteLegale: 'o', societeMissionUniteLegale: 'n', unitePurgeeUniteLegale: 'true' }),
        unit(h, { unitePurgeeUniteLegale: 'FALSE', caractereEmployeurUniteLegale: 'X' }),
        unit(i, { trancheEffectifsUniteLegale: 'ABC' }),
        unit(j, { activitePrincipaleUniteLegale: '62.01ZZ', activitePrincipaleNAF25UniteLegale: '62.10YYY' }),
        unit(k, { activitePrincipaleUniteLegale: 'ÉÉÉ', denominationUniteLegale: 'SOCIÉTÉ DES ÉTANGS' }),
        unit(l, { prenomUsuelUniteLegale: 'JEAN', prenom1UniteLegale: 'JEAN', prenom2UniteLegale: 'MARIE', prenom4UniteLegale: 'LUC' }),
        unit(m, { prenom1UniteLegale: 'ANNE', prenom3UniteLegale: 'SOPHIE' }),
        unit(n, { denominationUsuelle1UniteLegale: 'LE PIN', denominationUsuelle3UniteLegale: 'LA DUNE' }),
        unit(o, { dateDernierTraitementUniteLegale: '2024-03-01T10:15:00.123' }),
        unit(p, { dateDernierTraitementUniteLegale: '2024-03-01 25:15:00' }),
        unit(q, { dateDernierTraitementUniteLegale: '2024-03-01' }),
        unit(r, { categorieJuridiqueUniteLegale: '571', nicSiegeUniteLegale: '0017' }),
        `${unit(s)},extra`,
        unit(t).split(',').slice(1).join(','),
        '',
        unit(u, { denominationUniteLegale: '"SARL ""LE PORT"", QUAI\nNORD"' }),
        unit(v, { statutDiffusionUniteLegale: 'X' }),
        unit(w, { statutDiffusionUniteLegale: '' }),
      ]),
    );
    expect(result.read).toBe(24); // 25 lines, one empty
    expect(result.rejections.map((rejection) => rejection.reason).sort()).toEqual(
      [
        'column-count',
        'column-count',
        'invalid-check-digit',
        'invalid-check-digit',
        'invalid-date',
        'invalid-date',
        'invalid-date',
        'invalid-value:caractereEmployeurUniteLegale',
        'invalid-value:categorieJuridiqueUniteLegale',
        'invalid-value:statutDiffusionUniteLegale',
        'invalid-value:trancheEffectifsUniteLegale',
        'missing-field:statutDiffusionUniteLegale',
      ].sort(),
    );
    // The quoted record spans two physical lines: the next one is counted after both.
    expect(result.lines.at(-1)).toBe(23);
  });

  it('on establishment values: SIRET keys, La Poste, departments, parents', () => {
    const [a, b, c, d, e, f, g, h, i, j] = [siren(0), siren(1), siren(2), siren(3), siren(4), siren(5), siren(6), siren(7), siren(8), siren(9)];
    const laPoste = makeSiret('356000000', '0001');
    const valid = makeSiret(i, '0001');
    const wrongKey = `${valid.slice(0, 13)}${(Number(valid[13]) + 1) % 10}`;
    const badKey = establishment(i, '0001', { siret: wrongKey, nic: wrongKey.slice(9) });
    const body = lines([
      establishment(a, '0001'),
      establishment(b, '0001', { codeCommuneEtablissement: '2A004', codePostalEtablissement: '20000' }),
      establishment(c, '0001', { codeCommuneEtablissement: '97105', etablissementSiege: 'false' }),
      establishment(d, '0001', { codeCommuneEtablissement: '99134', codePostalEtablissement: '' }),
      establishment(e, '0001', { codeCommuneEtablissement: '', codePostalEtablissement: '20190' }),
      establishment(e, '0002', { codeCommuneEtablissement: '', codePostalEtablissement: '20290' }),
      establishment(f, '0001', { codeCommuneEtablissement: '', codePostalEtablissement: '97400' }),
      establishment(f, '0002', { codeCommuneEtablissement: '', codePostalEtablissement: '00000' }),
      establishment(g, '0001', { codeCommuneEtablissement: '7510', enseigne1Etablissement: 'AU PIN' }),
      establishment(g, '0002', { codePostalEtablissement: '750080' }),
      establishment(h, '0001', { enseigne2Etablissement: 'LE PIN', enseigne3Etablissement: 'LA DUNE', etatAdministratifEtablissement: 'F', dateDebut: '2021-05-01' }),
      establishment(h, '0002', { siret: makeSiret(h, '0003') }),
      badKey,
      establishment('356000000', '0001'),
      establishment(j, '0001', { statutDiffusionEtablissement: 'P', libelleVoieEtablissement: '[ND]', numeroVoieEtablissement: '[ND]' }),
      establishment(j, '0002', { activitePrincipaleEtablissement: 'ÉÉÉ', libelleCommuneEtablissement: 'SAINT-ÉTIENNE' }),
    ]);
    const result = expectSameBothWays('sirene-etab', ESTABLISHMENT_HEADER, body);
    expect(result.rejections.map((rejection) => rejection.reason).sort()).toEqual(
      ['invalid-check-digit', 'invalid-value:codeCommuneEtablissement', 'invalid-value:codePostalEtablissement', 'invalid-value:siret'].sort(),
    );
    expect(result.keys).toContain(Number(laPoste));
    // On a first load each row's company is looked up: the unknown ones are left out, with their line.
    const known = new SortedKeys(Uint32Array.from([a, b, c, '356000000'].map(Number).sort((x, y) => x - y)));
    const firstLoad = expectSameBothWays('sirene-etab', ESTABLISHMENT_HEADER, body, known);
    // 16 rows, 4 rejected for their values, 4 of known companies (a, b, c, La Poste) kept.
    expect(firstLoad.rejections.filter((rejection) => rejection.reason === 'unknown-company')).toHaveLength(8);
    expect(firstLoad.keys).toHaveLength(4);
  });

  it('on chunks the byte path leaves to the string path (tab, backslash, CRLF, NUL)', () => {
    const [a, b, c, d] = [siren(0), siren(1), siren(2), siren(3)];
    expectSameBothWays('sirene-ul', UNIT_HEADER, lines([unit(a), unit(b, { denominationUniteLegale: 'A\tB' })]));
    expectSameBothWays('sirene-ul', UNIT_HEADER, lines([unit(a), unit(b, { denominationUniteLegale: 'A\\B' })]));
    expectSameBothWays('sirene-ul', UNIT_HEADER, Buffer.from(`${unit(a)}\r\n${unit(c)}\r\n`));
    expectSameBothWays('sirene-ul', UNIT_HEADER, lines([unit(a), unit(d, { sigleUniteLegale: 'A\u0000' })]));
  });

  // Generates and maps a 3,000-company register: seconds of work, more on a busy machine than the 5 s default.
  it('on a generated register', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'registre-chunk-mapper-'));
    try {
      await generateRegister({ companies: 3000, outDir: dir, seed: 7, include: ['sirene'] });
      for (const [name, kind] of [
        [GENERATED_FILE_NAMES.sireneUnits, 'sirene-ul'],
        [GENERATED_FILE_NAMES.sireneEstablishments, 'sirene-etab'],
      ] as const) {
        const { header, body } = splitHeader(await readFile(join(dir, name)));
        const result = expectSameBothWays(kind, header, body);
        expect(result.keys.length).toBeGreaterThan(2900);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('unit byte mapper', () => {
  it('writes a plain record as bytes, and declines one it would reject', () => {
    const header = new SireneHeader(UNIT_HEADER);
    const map = SIRENE_ROW_KINDS['sirene-ul'].createByteMapper(header);
    const record = new ByteRecord(header.columnCount);
    const out = new CopyTupleWriter(0);
    const line = Buffer.from(
      unit(siren(0), { prenomUsuelUniteLegale: 'JEAN', prenom1UniteLegale: 'JEAN', prenom2UniteLegale: 'LUC', anneeEffectifsUniteLegale: '2022' }),
    );
    expect(record.read(line, 0, line.length)).toBe(true);
    const kinds = SIRENE_ROW_KINDS['sirene-ul'].valueKinds;
    out.begin(kinds.length);
    expect(map(record, out)).toBe(true);
    expect(readCopyTuples(out.buffer.subarray(0, out.used), kinds)).toEqual([
      [
        siren(0),
        'O',
        false,
        'ATELIER DES PINS',
        null,
        null,
        null,
        null,
        'JEAN LUC',
        null,
        null,
        null,
        '5710',
        '62.01Z',
        null,
        null,
        'A',
        '2016-04-12',
        null,
        '00017',
        null,
        2022,
        null,
        null,
        null,
        null,
        false,
        '2024-03-01T10:15:00.000000',
      ],
    ]);
    const bad = Buffer.from(unit(siren(1), { dateCreationUniteLegale: '2014-12-35' }));
    record.read(bad, 0, bad.length);
    const before = out.used;
    expect(map(record, out)).toBe(false);
    expect(out.used).toBe(before);
  });
});
