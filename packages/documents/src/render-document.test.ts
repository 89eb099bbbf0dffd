import { DOCUMENT_KINDS, type DocumentFormat } from '@registre/domain';
import { parse } from 'csv-parse/sync';
import { describe, expect, it, vi } from 'vitest';
import { FULL_COMPANY, FULL_SECTIONS, fixtureData } from '../test/fixtures/companies';
import { docxText, openWorkbook, pdfPages } from '../test/fixtures/read-files';
import type { GeneratedKindId } from './model/document-data';
import type { IssueInfo } from './model/document-model';
import { BUILDERS } from './kinds/builders';
import { renderDocument, sha256Hex, UnsupportedFormatError } from './render-document';
import { buildDocumentModel } from './kinds/builders';
import { frameLabel, NON_OFFICIAL_LABEL } from './render/non-official-label';

// Rendering a PDF takes tens to hundreds of milliseconds, seconds on a loaded machine.
vi.setConfig({ testTimeout: 120_000 });

const ISSUE: IssueInfo = {
  issuedAt: new Date('2026-11-27T23:30:00Z'),
  verificationCode: '7K3M-Q9TX-2HVB',
  verificationUrl: 'https://registre-clair.test/verification/7K3M-Q9TX-2HVB',
  brand: { name: 'Registre Clair', siteUrl: 'https://registre-clair.test', accentColor: '#1f4e8c' },
};
/** 23:30 UTC on 27 November is 28 November in Paris. */
const ISSUE_DAY = '28 novembre 2026';

const GENERATED = DOCUMENT_KINDS.filter((kind) => kind.generated).map((kind) => kind.id as GeneratedKindId);
const squash = (text: string) => text.replace(/\s+/g, ' ');
const BAD = /undefined|NaN|\[object Object\]|null/;

describe('the catalogue', () => {
  it('has a builder for every kind we can generate, and only for those', () => {
    expect(Object.keys(BUILDERS).sort()).toEqual([...GENERATED].sort());
    expect(GENERATED.length).toBeGreaterThanOrEqual(34);
  });
});

describe.each(GENERATED)('%s', (kind) => {
  const formats = DOCUMENT_KINDS.find((k) => k.id === kind)?.formats ?? [];
  // A letter or a deed is the customer's text: its frame says so instead of the non-official label.
  const label = frameLabel(buildDocumentModel(fixtureData(kind, true)).letter);

  it.each([true, false])('renders a PDF (every section filled: %s) with the frame on every page', async (full) => {
    const rendered = await renderDocument({ data: fixtureData(kind, full), format: 'pdf', issue: ISSUE });
    expect(rendered.contentType).toBe('application/pdf');
    expect(rendered.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(rendered.sha256).toBe(sha256Hex(rendered.bytes));
    const pages = await pdfPages(rendered.bytes);
    expect(rendered.pageCount).toBe(pages.length);
    pages.forEach((page, i) => {
      const text = squash(page);
      expect(text).toContain(squash(label));
      expect(text).toContain(`page ${i + 1}/${pages.length}`);
      expect(text).toContain(ISSUE.verificationCode);
      expect(text).not.toMatch(BAD);
    });
    const first = squash(pages[0] ?? '');
    // Never an official look: no official title nor a registry's letterhead at the top of the first page.
    expect(first.slice(0, 400)).not.toMatch(/extrait kbis|extrait d'immatriculation|greffe du tribunal|attestation d'immatriculation/i);
    expect(first).toContain(ISSUE_DAY);
    if (kind !== 'document' && kind !== 'director-report') {
      const siren = full ? '552 032 534' : '000 000 018';
      expect(first).toContain(siren);
    }
    if (full && kind !== 'document' && kind !== 'director-report') expect(squash(pages.join(' '))).toContain(FULL_COMPANY.name);
  });

  if (formats.includes('docx')) {
    it('renders an editable DOCX with the same content', async () => {
      const rendered = await renderDocument({ data: fixtureData(kind, true), format: 'docx', issue: ISSUE });
      expect(rendered.bytes.subarray(0, 2).toString()).toBe('PK');
      const text = squash(await docxText(rendered.bytes));
      expect(text).toContain(squash(label));
      expect(text).toContain(ISSUE.verificationCode);
      expect(text).not.toMatch(BAD);
      if (kind === 'letters') expect(text).toContain('1 234,56 €');
      if (kind === 'document') expect(text).toContain('Noël Dupré');
    });
  }

  if (formats.includes('xlsx')) {
    it('renders an XLSX with typed cells, a frozen bold header and filters', async () => {
      const rendered = await renderDocument({ data: fixtureData(kind, true), format: 'xlsx', issue: ISSUE });
      const workbook = await openWorkbook(rendered.bytes);
      const sheet = workbook.worksheets[0];
      expect(sheet).toBeDefined();
      if (!sheet) return;
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.getRow(1).font?.bold).toBe(true);
      expect(sheet.autoFilter).toBeTruthy();
      expect(sheet.rowCount).toBeGreaterThan(1);
      expect(workbook.getWorksheet('À propos')?.getCell('B1').value).toBeTruthy();
    });

    it('renders a CSV with a BOM, semicolons and one line per row', async () => {
      const rendered = await renderDocument({ data: fixtureData(kind, true), format: 'csv', issue: ISSUE });
      expect([...rendered.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = rendered.bytes.toString('utf8').slice(1);
      expect(text.split('\r\n')[0]).toContain(';');
      expect(text).not.toMatch(BAD);
    });
  } else {
    it('refuses a format the catalogue does not list', async () => {
      await expect(renderDocument({ data: fixtureData(kind, true), format: 'csv' as DocumentFormat, issue: ISSUE })).rejects.toBeInstanceOf(UnsupportedFormatError);
    });
  }
});

describe('lists', () => {
  it('writes every establishment with typed dates, and the CSV quotes per RFC 4180', async () => {
    const many = Array.from({ length: 3000 }, (_, i) => ({ ...FULL_SECTIONS.establishments[1]!, siret: `55203253${String(i).padStart(6, '0')}`, name: i === 7 ? 'Agence "Nord"; Lyon' : `Agence ${i}` }));
    const data = { ...fixtureData('establishments-list', true), establishments: many } as ReturnType<typeof fixtureData>;
    const xlsx = await openWorkbook((await renderDocument({ data, format: 'xlsx', issue: ISSUE })).bytes);
    const sheet = xlsx.worksheets[0]!;
    expect(sheet.rowCount).toBe(3001);
    expect(sheet.getRow(1).getCell(1).value).toBe('SIRET');
    expect(sheet.getRow(2).getCell(8).value).toBeInstanceOf(Date);
    expect(sheet.getRow(2).getCell(8).numFmt).toBe('dd/mm/yyyy');
    const csv = (await renderDocument({ data, format: 'csv', issue: ISSUE })).bytes.toString('utf8');
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(3001);
    expect(csv).toContain('"Agence ""Nord""; Lyon"');
    expect(csv).toContain(';15/06/2001;');
  });

  it('writes spreadsheets for people: SIRET as text (quoted in CSV), the notice as a last CSV column, an author', async () => {
    const data = fixtureData('establishments-list', true);
    const xlsx = await openWorkbook((await renderDocument({ data, format: 'xlsx', issue: ISSUE })).bytes);
    expect(xlsx.creator).toBe('Registre Clair');
    const siret = xlsx.worksheets[0]!.getRow(2).getCell(1);
    expect(typeof siret.value).toBe('string');
    expect(siret.numFmt).toBe('@');
    const csv = (await renderDocument({ data, format: 'csv', issue: ISSUE })).bytes.toString('utf8');
    const records = parse(csv, { bom: true, delimiter: ';', columns: true }) as Record<string, string>[];
    expect(records.length).toBe(FULL_SECTIONS.establishments.length);
    for (const record of records) {
      expect(record.SIRET).toMatch(/^\d{14}$/);
      expect(record.Avertissement).toBe(NON_OFFICIAL_LABEL);
    }
    expect(csv.split('\r\n')[1]).toMatch(/^"\d{14}";/);
  });

  it("prints the headcount band's short label on each row and INSEE's definition once, as a legend", async () => {
    const NN = "Unité non employeuse (pas de salarié au cours de l'année de référence et pas d'effectif au 31/12)";
    const ZERO = "0 salarié (n'ayant pas d'effectif au 31/12 mais ayant employé des salariés au cours de l'année de référence)";
    const many = Array.from({ length: 316 }, (_, i) => ({
      ...FULL_SECTIONS.establishments[1]!,
      siret: `55203253${String(i).padStart(6, '0')}`,
      name: `Agence ${i + 1}`,
      headcount: { band: i % 2 === 0 ? { code: 'NN', label: NN } : { code: '00', label: ZERO }, year: 2024 },
    }));
    const data = { ...fixtureData('establishments-list', true), establishments: many } as ReturnType<typeof fixtureData>;
    const rendered = await renderDocument({ data, format: 'pdf', issue: ISSUE });
    const text = squash((await pdfPages(rendered.bytes)).join(' '));
    expect(text.split("pas de salarié au cours de l'année de référence").length - 1).toBe(1);
    expect(text.split('ayant employé des salariés').length - 1).toBe(1);
    expect(text.split('Unité non employeuse').length - 1).toBe(158 + 1);
    expect(text).toContain('Tranches d’effectif (INSEE) :');
    // INSEE's long definitions cost no page: as many as the same list with a short band on every row.
    const plain = { ...data, establishments: many.map((e) => ({ ...e, headcount: { band: { code: '12', label: '20 à 49 salariés' }, year: 2024 } })) } as ReturnType<typeof fixtureData>;
    expect(rendered.pageCount).toBe((await renderDocument({ data: plain, format: 'pdf', issue: ISSUE })).pageCount);
  });

  it('prints every row of a long list in the PDF, in order, whole, with the frame and the header on every page', async () => {
    const longName = 'Agence régionale de maintenance des équipements électriques « courants forts » et « courants faibles » du Grand Lyon';
    const many = Array.from({ length: 1200 }, (_, i) => ({
      ...FULL_SECTIONS.establishments[1]!,
      siret: `55203253${String(i).padStart(6, '0')}`,
      name: i === 500 ? longName : `Agence ${i + 1}`,
    }));
    const data = { ...fixtureData('establishments-list', true), establishments: many } as ReturnType<typeof fixtureData>;
    const rendered = await renderDocument({ data, format: 'pdf', issue: ISSUE });
    const pages = await pdfPages(rendered.bytes);
    expect(rendered.pageCount).toBe(pages.length);
    expect(pages.length).toBeGreaterThan(20);
    pages.forEach((page, i) => {
      const text = squash(page);
      expect(text).toContain(NON_OFFICIAL_LABEL);
      expect(text).toContain(`page ${i + 1}/${pages.length}`);
      if (i > 0) expect(text).toMatch(/SIRET Siège État Nom ou enseigne Adresse Activité \(APE\) Effectif Création Fermeture/);
    });
    const all = squash(pages.join(' '));
    // Row by row (a line of every cell, then the next row): the SIRETs come once each, in order.
    expect(all.match(/552032530\d{5}/g)).toEqual(many.map((e) => e.siret));
    expect(all).toContain('Agence 1200');
    // A long text wraps on lines of its cell instead of being cut.
    for (const word of longName.split(' ')) expect(all).toContain(word);
    expect(all).not.toContain('…');
    expect(all).toContain('lignes 1 à ');
    expect(all).toContain('sur 1 200');
  });

  it('writes amounts as euros with a € format in the XLSX and with a decimal comma in the CSV', async () => {
    const model = BUILDERS['establishments-list'];
    expect(model).toBeDefined();
    const data = fixtureData('financial-diagnostics', true);
    const pdf = await renderDocument({ data, format: 'pdf', issue: ISSUE });
    const text = squash((await pdfPages(pdf.bytes)).join(' '));
    expect(text).toContain('13 100 000,00 €');
    expect(text).toContain('Comptes confidentiels');
  });
});

describe('personal data', () => {
  it('prints birth dates as month and year only and [ND] for a non-diffusible director', async () => {
    const pdf = await renderDocument({ data: fixtureData('representative-synthesis', true), format: 'pdf', issue: ISSUE });
    const text = squash((await pdfPages(pdf.bytes)).join(' '));
    expect(text).toContain('avril 1968');
    expect(text).toContain('[ND]');
    expect(text).not.toMatch(/\b\d{1,2} avril 1968/);
  });
});

describe('reading well', () => {
  it('prints years as years, not as grouped numbers, in the PDF and the XLSX', async () => {
    const data = fixtureData('social-information-list', true);
    const text = squash((await pdfPages((await renderDocument({ data, format: 'pdf', issue: ISSUE })).bytes)).join(' '));
    expect(text).toMatch(/ 2024 /);
    expect(text).not.toMatch(/2 024/);
    const sheet = (await openWorkbook((await renderDocument({ data, format: 'xlsx', issue: ISSUE })).bytes)).worksheets[0]!;
    expect(sheet.getRow(2).getCell(6).numFmt).toBe('0');
  });

  it('asks in French for what a company-page letter leaves to fill in', async () => {
    const letter = squash((await pdfPages((await renderDocument({ data: fixtureData('letters', false), format: 'pdf', issue: ISSUE })).bytes)).join(' '));
    expect(letter).toContain('[lieu], le [date]');
    expect(letter).not.toMatch(/\[(reference|details|amount|place)\]/);
    expect(letter).toContain('[référence]');
  });

  it('writes a catalogue template with its typed values, dates in French, and nothing left in brackets', async () => {
    const template = squash(await docxText((await renderDocument({ data: fixtureData('document', false), format: 'docx', issue: ISSUE })).bytes));
    expect(template).toContain('atteste sur l’honneur que je réside en France depuis 2019.');
    expect(template).toContain('Lyon, le 27 novembre 2026');
    expect(template).not.toMatch(/\[[^\]]*\]/);
  });

  it('names the two tables of the observations section of a registration sheet', async () => {
    const text = squash((await pdfPages((await renderDocument({ data: fixtureData('kbis', true), format: 'pdf', issue: ISSUE })).bytes)).join(' '));
    expect(text).toContain('Procédures collectives');
    expect(text).toContain('Modifications, radiations et procédures publiées au BODACC');
  });
});
