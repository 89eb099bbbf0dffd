import { parse as csvParse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { type CsvRecord, CsvRecordParser, type OnCsvRecord, parseCsv } from './csv-record-parser';

function fields(records: CsvRecord[]): string[][] {
  return records.map((r) => r.fields);
}

/** Feeds `text` in pieces of `size` characters, to exercise every chunk boundary. */
function parseInPieces(text: string, size: number): CsvRecord[] {
  const parser = new CsvRecordParser();
  const out: CsvRecord[] = [];
  const collect: OnCsvRecord = (fields, line) => out.push({ fields, line });
  for (let i = 0; i < text.length; i += size) parser.push(text.slice(i, i + size), collect);
  parser.end(collect);
  return out;
}

const TRICKY =
  '\uFEFFsiren,denomination,nic\r\n' +
  '000325175,"SOCIETE ""LE FOUR"", SARL",00065\r\n' +
  '\r\n' +
  '001807254,"LIGNE 1\nLIGNE 2\r\nLIGNE 3",00022\n' +
  '005410220,,\n' +
  '005410345,"",""\n' +
  '123,"x"y,z\n' +
  'last,"quoted at end"';

describe('CsvRecordParser', () => {
  it('splits plain lines on commas, LF or CRLF, and drops the BOM', () => {
    expect(fields(parseCsv('\uFEFFa,b,c\r\n1,2,3\n4,,6\n'))).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
      ['4', '', '6'],
    ]);
  });

  it('reads quoted fields with commas, doubled quotes, line breaks, and a last line without a line break', () => {
    expect(fields(parseCsv(TRICKY))).toEqual([
      ['siren', 'denomination', 'nic'],
      ['000325175', 'SOCIETE "LE FOUR", SARL', '00065'],
      ['001807254', 'LIGNE 1\nLIGNE 2\r\nLIGNE 3', '00022'],
      ['005410220', '', ''],
      ['005410345', '', ''],
      ['123', 'xy', 'z'],
      ['last', 'quoted at end'],
    ]);
  });

  it('gives physical line numbers, counting empty lines and quoted line breaks', () => {
    expect(parseCsv(TRICKY).map((r) => r.line)).toEqual([1, 2, 4, 7, 8, 9, 10]);
  });

  it('gives the same records whatever the chunk boundaries', () => {
    const whole = parseCsv(TRICKY);
    for (let size = 1; size <= TRICKY.length; size++) expect(parseInPieces(TRICKY, size)).toEqual(whole);
  });

  it('agrees with csv-parse on RFC 4180 input', () => {
    const rows: string[][] = [];
    for (let i = 0; i < 200; i++) {
      rows.push([String(i), i % 3 === 0 ? 'A "quoted", value' : 'plain', i % 7 === 0 ? 'two\nlines' : '', 'é€😀']);
    }
    const text = rows.map((row) => row.map((v) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join(',')).join('\r\n');
    expect(fields(parseInPieces(text, 97))).toEqual(csvParse(text, { relax_column_count: true }));
  });

  it('keeps an unterminated quote at the end of the file as the rest of the value', () => {
    expect(fields(parseCsv('a,"open\nstill open'))).toEqual([['a', 'open\nstill open']]);
  });
});

describe('plain records', () => {
  function plainFlags(text: string): boolean[] {
    const flags: boolean[] = [];
    const parser = new CsvRecordParser();
    parser.push(text, (_fields, _line, plain) => flags.push(plain));
    parser.end((_fields, _line, plain) => flags.push(plain));
    return flags;
  }

  it('says a record is plain only when none of its values can hold a tab, a line break or a backslash', () => {
    expect(plainFlags('a,b\nc,d\n')).toEqual([true, true]);
    expect(plainFlags('a,"b"\nc,d\n')).toEqual([false, true]);
    expect(plainFlags('a,b\tc\nd,e\n')).toEqual([false, false]);
    expect(plainFlags('a,b\\c\n')).toEqual([false]);
  });
});
