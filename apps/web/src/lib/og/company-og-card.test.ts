import type { CompanyIdentity } from '@registre/domain';
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import og from '../../locales/fr/og.json';
import { companyOgCard, OG_NAME_MAX_LENGTH } from './company-og-card';

const company: CompanyIdentity = {
  siren: '552081317',
  name: 'ÉLECTRICITÉ DE FRANCE',
  sigle: 'EDF',
  is_diffusible: true,
  legal_form: { code: '5599', label: 'SA à conseil d’administration (s.a.i.)' },
  naf: { code: '35.11Z', label: 'Production d’électricité' },
  creation_date: '1955-01-01',
  status: 'active',
  closure_date: null,
  head_office: { siret: '55208131766522', address: '22 AVENUE DE WAGRAM', postcode: '75008', city: 'PARIS 8', department_code: '75' },
  vat_number: 'FR03552081317',
};
// The real French texts, through an i18next of the test's own (the site's getT needs its path aliases).
const i18n = i18next.createInstance();
void i18n.init({ lng: 'fr', ns: ['og'], resources: { fr: { og } }, initAsync: false, interpolation: { escapeValue: false } });
const t = i18n.getFixedT('fr', 'og') as TFunction<'og'>;

describe('company Open Graph card', () => {
  it('names the company, its SIREN, legal form, city and status', () => {
    expect(companyOgCard(company, t)).toEqual({
      name: 'ÉLECTRICITÉ DE FRANCE',
      facts: ['SIREN 552\u00A0081\u00A0317', 'SA à conseil d’administration (s.a.i.)', 'PARIS 8'],
      status: 'Entreprise active',
      closed: false,
      nonDiffusibleNote: null,
    });
  });

  it('says when a company is closed', () => {
    expect(companyOgCard({ ...company, status: 'closed', closure_date: '2020-03-12' }, t)).toMatchObject({ closed: true, status: 'Entreprise fermée le 12 mars 2020' });
    expect(companyOgCard({ ...company, status: 'closed', closure_date: null }, t)).toMatchObject({ closed: true, status: 'Entreprise fermée' });
  });

  it('shows no personal data of a non-diffusible sole trader, and says so', () => {
    const card = companyOgCard(
      { ...company, name: '[ND]', sigle: null, is_diffusible: false, legal_form: { code: '1000', label: 'Entrepreneur individuel' }, head_office: { ...company.head_office!, address: '[ND]', city: 'LYON 3' } },
      t,
    );
    expect(card.name).toBe('[ND]');
    expect(card.facts).toEqual(['SIREN 552\u00A0081\u00A0317', 'Entrepreneur individuel']);
    expect(card.nonDiffusibleNote).toBe('Informations personnelles non diffusibles');
  });

  it('leaves out what the register does not give, and cuts a long name', () => {
    const card = companyOgCard({ ...company, name: 'X'.repeat(300), legal_form: null, head_office: null }, t);
    expect(card.facts).toEqual(['SIREN 552\u00A0081\u00A0317']);
    expect([...card.name]).toHaveLength(OG_NAME_MAX_LENGTH);
    expect(companyOgCard({ ...company, name: '北京' }, t).name).toBe('Entreprise sans dénomination');
  });
});
