import { describe, expect, it } from 'vitest';
import { LETTER_TEMPLATES, findLetterTemplate, lettersForCompany, type LetterSituation } from './letter-templates';

const activeCompany: LetterSituation = {
  status: 'active',
  openInsolvencyProceeding: false,
  liquidation: false,
  legalFormGroup: 'company',
  employer: true,
  filedAccounts: true,
};
const ids = (situation: LetterSituation) => lettersForCompany(situation).map((template) => template.id);

describe('letter templates', () => {
  it('have unique ids and keys in the company namespace', () => {
    expect(new Set(LETTER_TEMPLATES.map((t) => t.id)).size).toBe(LETTER_TEMPLATES.length);
    for (const template of LETTER_TEMPLATES) expect(template.titleKey).toBe(`company:letters.${template.id}.title`);
    expect(findLetterTemplate('reclamation')?.id).toBe('reclamation');
    expect(findLetterTemplate('nope')).toBeUndefined();
  });

  it('offer the everyday letters for an active trading company, not the insolvency ones', () => {
    expect(ids(activeCompany)).toEqual([
      'mise-en-demeure-de-payer',
      'relance-facture-impayee',
      'reclamation',
      'resiliation-de-contrat',
      'demande-de-remboursement',
      'demande-de-documents',
      'demande-documents-de-fin-de-contrat',
    ]);
  });

  it('put the claim declaration first and drop payment demands during an insolvency proceeding', () => {
    const list = ids({ ...activeCompany, openInsolvencyProceeding: true });
    expect(list[0]).toBe('declaration-de-creance');
    expect(list).not.toContain('mise-en-demeure-de-payer');
    expect(list).not.toContain('relance-facture-impayee');
    expect(list).toContain('reclamation');
  });

  it('write to the liquidator of a closed company, never to the company itself', () => {
    const list = ids({ ...activeCompany, status: 'closed', employer: false });
    expect(list).toEqual(['demande-de-documents', 'courrier-au-liquidateur']);
    expect(ids({ ...activeCompany, status: 'closed', employer: false, filedAccounts: false })).toEqual(['courrier-au-liquidateur']);
  });

  it('keep company documents requests for companies (not sole traders or associations)', () => {
    expect(ids({ ...activeCompany, legalFormGroup: 'individual', employer: null })).not.toContain('demande-de-documents');
    expect(ids({ ...activeCompany, legalFormGroup: 'non-profit' })).toContain('demande-documents-de-fin-de-contrat');
  });
});
