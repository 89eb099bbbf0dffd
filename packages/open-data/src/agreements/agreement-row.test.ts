import { describe, expect, it } from 'vitest';
import { agreementColumns, parseAgreement } from './agreement-row';

describe('agreementColumns', () => {
  it('finds SIRET and IDCC by name, whatever the case, order, blanks and BOM', () => {
    expect(agreementColumns(['\uFEFFMOIS', 'SIRET', 'IDCC', 'DATE_MAJ'])).toEqual({ siret: 1, idcc: 2 });
    expect(agreementColumns([' idcc ', 'siret'])).toEqual({ siret: 1, idcc: 0 });
  });

  it('refuses a file without them', () => {
    expect(() => agreementColumns(['MOIS', 'SIRET', 'CODE'])).toThrow(/no IDCC column/);
  });
});

describe('parseAgreement', () => {
  const columns = { siret: 0, idcc: 1 };
  it('maps a SIRET to its SIREN and pads the IDCC to 4 digits', () => {
    expect(parseAgreement(['81234567600017', '1486'], columns)).toEqual({ siren: '812345676', idcc: '1486' });
    expect(parseAgreement(['812 345 676 00017', ' 16 '], columns)).toEqual({ siren: '812345676', idcc: '0016' });
  });

  it('gives the reason of a line left out', () => {
    expect(parseAgreement(['81234567600018', '1486'], columns)).toMatchObject({ reason: 'invalid-siret' });
    expect(parseAgreement(['', '1486'], columns)).toMatchObject({ reason: 'missing-siret' });
    expect(parseAgreement(['81234567600017', ''], columns)).toMatchObject({ reason: 'missing-idcc' });
    expect(parseAgreement(['81234567600017', '14865'], columns)).toMatchObject({ reason: 'invalid-idcc' });
    expect(parseAgreement(['81234567600017', '9999'], columns)).toMatchObject({ reason: 'no-agreement' });
    expect(parseAgreement(['81234567600017', '9998'], columns)).toMatchObject({ reason: 'agreement-not-in-force' });
  });
});
