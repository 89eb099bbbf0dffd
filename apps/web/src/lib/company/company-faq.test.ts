import type { CompanyPageData } from '@registre/domain';
import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import company from '../../locales/fr/company.json';
import { companyFaq, type FaqFacts } from './company-faq';

// The site's French texts of the company namespace (the app's `@/` alias is not resolved here).
const i18n = createInstance();
void i18n.init({ lng: 'fr', resources: { fr: { company } }, ns: ['company'], defaultNS: 'company', initAsync: false, interpolation: { escapeValue: false } });
const t = i18n.getFixedT('fr', 'company') as TFunction<'company'>;

function facts(overrides: { profile?: Partial<CompanyPageData['profile']>; key_numbers?: Partial<CompanyPageData['key_numbers']>; insolvency_proceedings?: CompanyPageData['insolvency_proceedings'] } = {}): FaqFacts {
  return {
    profile: {
      siren: '552081317',
      name: 'ATELIERS DU CANAL',
      sigle: null,
      is_diffusible: true,
      legal_form: { code: '5710', label: 'SAS, société par actions simplifiée' },
      naf: { code: '25.62B', label: 'Mécanique industrielle' },
      creation_date: '2015-03-12',
      status: 'active',
      closure_date: null,
      head_office: { siret: '55208131700014', address: '12 RUE DE LA ROQUETTE', postcode: '75011', city: 'PARIS', department_code: '75' },
      vat_number: 'FR03552081317',
      legal_form_group: 'company',
      share_capital: null,
      corporate_purpose: null,
      rcs: null,
      eori_number: null,
      headcount: null,
      company_category: null,
      ess: null,
      mission_company: null,
      employer: null,
      main_leader: { person_id: 1, slug: 'jean-dupont', kind: 'natural', name: 'JEAN DUPONT', siren: null, role: { code: '73', label: 'Président' } },
      counts: { establishments: 3, open_establishments: 2, representatives: 1, balance_sheets: 1, acts: 0, insolvency_proceedings: 0, commercial_advertisements: 0, brands: 0, patents: 0, agreements: 0 },
      ...overrides.profile,
    },
    key_numbers: {
      fiscal_year_end: '2023-12-31',
      turnover_cents: 120_000_000,
      net_result_cents: null,
      ebitda_cents: null,
      turnover_growth: null,
      figures_unavailable_reason: null,
      headcount: null,
      employees: null,
      establishments: 3,
      open_establishments: 2,
      age_years: 8,
      share_capital: null,
      ...overrides.key_numbers,
    },
    insolvency_proceedings: overrides.insolvency_proceedings ?? [],
  };
}

const byId = (items: ReturnType<typeof companyFaq>) => Object.fromEntries(items.map((item) => [item.id, item]));

describe('companyFaq', () => {
  it('answers every question from the company data', () => {
    const items = byId(companyFaq(facts(), t));
    expect(Object.keys(items)).toEqual(['siren', 'address', 'activity', 'legal-form', 'creation', 'leader', 'vat', 'turnover', 'status', 'insolvency', 'establishments']);
    expect(items.siren?.question).toBe('Quel est le numéro SIREN de ATELIERS DU CANAL ?');
    expect(items.siren?.answer).toMatch(/552\s081\s317/);
    expect(items.address?.answer).toBe('Le siège de ATELIERS DU CANAL se trouve 12 RUE DE LA ROQUETTE, 75011 PARIS.');
    expect(items.leader?.answer).toContain('JEAN DUPONT (Président)');
    expect(items.turnover?.answer).toMatch(/1\s200\s000,00\s€/);
    expect(items.status?.answer).toMatch(/^Oui/);
    expect(items.insolvency?.answer).toMatch(/^Non/);
  });

  it('leaves out what is unknown, and says when accounts are confidential', () => {
    const items = byId(companyFaq(facts({ profile: { main_leader: null, naf: null, creation_date: null }, key_numbers: { turnover_cents: null, figures_unavailable_reason: 'confidential' } }), t));
    expect(items.leader).toBeUndefined();
    expect(items.activity).toBeUndefined();
    expect(items.creation).toBeUndefined();
    expect(items.turnover?.answer).toContain('confidentialité');
    const noAccounts = byId(companyFaq(facts({ key_numbers: { fiscal_year_end: null, turnover_cents: null } }), t));
    expect(noAccounts.turnover).toBeUndefined();
  });

  it('never repeats [ND] data: a non-diffusible unit is "cette entreprise", its street and leader are left out', () => {
    const items = companyFaq(
      facts({
        profile: {
          name: '[ND]',
          is_diffusible: false,
          head_office: { siret: '55208131700014', address: '[ND]', postcode: '33000', city: 'BORDEAUX', department_code: '33' },
          main_leader: { person_id: 2, slug: null, kind: 'natural', name: '[ND]', siren: null, role: { code: '101', label: 'Entrepreneur' } },
        },
      }),
      t,
    );
    expect(JSON.stringify(items)).not.toContain('[ND]');
    expect(byId(items).siren?.question).toContain('cette entreprise');
    expect(byId(items).address?.answer).toContain('33000 BORDEAUX');
    expect(byId(items).leader).toBeUndefined();
  });

  it('tells a closed company and a running insolvency proceeding', () => {
    const items = byId(
      companyFaq(
        facts({
          profile: { status: 'closed', closure_date: '2019-12-31' },
          insolvency_proceedings: [{ id: 1, kind: 'liquidation', status: 'open', opened_at: '2019-06-01', closed_at: null, court: null, last_judgment: { label: null, date: null } }],
        }),
        t,
      ),
    );
    expect(items.status?.answer).toBe('Non, ATELIERS DU CANAL est fermée depuis le 31 décembre 2019.');
    expect(items.insolvency?.answer).toBe('Oui : Liquidation judiciaire, ouverte le 1er juin 2019.');
  });
});
