import { describe, expect, it } from 'vitest';
import { CsvLine, csvField } from './csv-line';

describe('csvField', () => {
  it('quotes only fields that need it (RFC 4180)', () => {
    expect(csvField('BOULANGERIE DU CANAL')).toBe('BOULANGERIE DU CANAL');
    expect(csvField("L'ATELIER")).toBe("L'ATELIER");
    expect(csvField('DUPONT, MARTIN')).toBe('"DUPONT, MARTIN"');
    expect(csvField('LE "BALTO"')).toBe('"LE ""BALTO"""');
    expect(csvField('A\nB')).toBe('"A\nB"');
  });
});

describe('CsvLine', () => {
  it('writes the filled columns at their header position, the others empty', () => {
    const line = new CsvLine(['a', 'b', 'c', 'd', 'e'], ['d', 'b']);
    line.values[line.slot.b] = 'B';
    line.values[line.slot.d] = 'D';
    expect(line.build()).toBe(',B,,D,\n');
    line.values[line.slot.b] = '';
    expect(line.build()).toBe(',,,D,\n');
  });

  it('handles a first and a last filled column', () => {
    const line = new CsvLine(['a', 'b', 'c'], ['a', 'c']);
    line.values[line.slot.a] = '1';
    line.values[line.slot.c] = '3';
    expect(line.build()).toBe('1,,3\n');
  });

  it('refuses a column missing from the header', () => {
    expect(() => new CsvLine(['a'], ['z'])).toThrow(/not in the header/);
  });
});
