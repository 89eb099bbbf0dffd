import { describe, expect, it } from 'vitest';
import { parsePastedSirens } from './parse-pasted-sirens';

describe('parsePastedSirens', () => {
  it('reads one SIREN a line, with spaces inside, SIRETs as their SIREN, without duplicates', () => {
    expect(parsePastedSirens('552 081 317\n552081317\r\n44306184100047\n\n')).toEqual(['552081317', '443061841']);
  });

  it('reads commas, semicolons, tabs and several numbers on a line', () => {
    expect(parsePastedSirens('552081317;443061841\t732829320, 542107651 356000000')).toEqual(['552081317', '443061841', '732829320', '542107651', '356000000']);
  });

  it('ignores what is not a SIREN or a SIRET', () => {
    expect(parsePastedSirens('Société Dupont\n12345\n1234567890\ntél. 01 23 45 67 89')).toEqual([]);
  });
});
