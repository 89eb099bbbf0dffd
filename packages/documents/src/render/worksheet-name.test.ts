import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { worksheetName } from './worksheet-name';

describe('worksheetName', () => {
  it('follows Excel rules: forbidden characters, apostrophes at the ends, 31 characters, History', () => {
    expect(worksheetName('Clients: 2026/Q1 [test]?*\\')).toBe('Clients  2026 Q1  test');
    expect(worksheetName("'Prospects'")).toBe('Prospects');
    expect(worksheetName("L'Oréal et fils")).toBe("L'Oréal et fils");
    expect(worksheetName('History')).toBe('History (liste)');
    expect(worksheetName('HISTORY')).toBe('HISTORY (liste)');
    expect(worksheetName("  ''  ")).toBe('Liste');
    expect(worksheetName('a'.repeat(30) + "'b")).toBe('a'.repeat(30));
    expect([...worksheetName('é'.repeat(40))]).toHaveLength(31);
  });

  it('avoids the names already taken in the workbook', () => {
    expect(worksheetName('À propos', { taken: ['à propos'] })).toBe('À propos (2)');
    expect(worksheetName('x'.repeat(40), { taken: ['x'.repeat(31)] })).toBe(`${'x'.repeat(27)} (2)`);
  });

  it('gives names ExcelJS accepts', () => {
    const workbook = new ExcelJS.Workbook();
    const taken: string[] = [];
    for (const name of ['History', "'quoted'", "fin'", 'a/b', '', 'x'.repeat(50), 'À propos', 'À propos']) {
      const sheet = worksheetName(name, { taken });
      expect(() => workbook.addWorksheet(sheet), name).not.toThrow();
      taken.push(sheet);
    }
  });
});
