import { makeSiret, slugify } from '@registre/domain';
import { departmentOfCommune } from '../geography/department-of-commune';
import { personIdentityKey } from '../persons/person-identity-key';
import type {
  announcements,
  companies,
  depositedActs,
  establishments,
  financialStatements,
  insolvencyProceedings,
  persons,
} from '../schema/index';
import { DEMO_COMPANIES, demoSiren, type DemoCompany } from './demo-companies';
import { DEMO_ACTS, DEMO_ANNOUNCEMENTS, DEMO_PROCEEDINGS } from './demo-legal-events';
import { DEMO_PERSONS, type DemoPerson } from './demo-people';
import { DEMO_STATEMENTS } from './demo-financials';
import { PLACES } from './demo-places';

/** Fixed so that the seed gives the same rows on every run. */
const PROCESSED_AT = new Date('2025-01-15T10:00:00Z');
const HEADCOUNT_YEAR = 2023;

const EMPLOYING_BANDS = (band: string): boolean => band !== 'NN' && band !== '00';

function companyByNumber(number: number): DemoCompany {
  const company = DEMO_COMPANIES.find((candidate) => candidate.number === number);
  if (!company) throw new Error(`No demo company number ${number}`);
  return company;
}

export function demoCompanyRows(): (typeof companies.$inferInsert)[] {
  return DEMO_COMPANIES.map((company) => {
    const siren = demoSiren(company.number);
    const headOffice = makeSiret(siren, company.establishments[0].nic4).slice(9);
    return {
      siren,
      diffusionStatus: company.diffusionStatus ?? 'O',
      denomination: company.denomination ?? null,
      sigle: company.sigle ?? null,
      lastName: company.person?.lastName ?? null,
      firstNames: company.person?.firstNames ?? null,
      gender: company.person?.gender ?? null,
      rnaId: company.rnaId ?? null,
      legalCategoryCode: company.legalCategoryCode,
      nafCode: company.nafCode,
      nafNomenclature: 'NAFRev2',
      administrativeStatus: company.closureDate ? 'C' : 'A',
      creationDate: company.creationDate,
      closureDate: company.closureDate ?? null,
      headOfficeNic: headOffice,
      headcountBand: company.headcountBand,
      headcountYear: EMPLOYING_BANDS(company.headcountBand) ? HEADCOUNT_YEAR : null,
      companyCategory: company.companyCategory,
      categoryYear: HEADCOUNT_YEAR,
      ess: company.ess ?? false,
      missionCompany: company.missionCompany ?? false,
      employer: EMPLOYING_BANDS(company.headcountBand),
      shareCapitalCents: company.shareCapitalCents ?? null,
      capitalCurrency: company.shareCapitalCents === undefined ? null : 'EUR',
      corporatePurpose: company.corporatePurpose ?? null,
      rcsRegistrationDate: company.legalCategoryCode.startsWith('5') ? company.creationDate : null,
      lastProcessedAt: PROCESSED_AT,
    };
  });
}

export function demoEstablishmentRows(): (typeof establishments.$inferInsert)[] {
  return DEMO_COMPANIES.flatMap((company) => {
    const siren = demoSiren(company.number);
    return company.establishments.map((establishment, index) => {
      const siret = makeSiret(siren, establishment.nic4);
      const place = PLACES[establishment.place];
      const [streetNumber, streetType, streetName] = establishment.street;
      const closureDate = establishment.closureDate ?? null;
      const band = establishment.headcountBand ?? 'NN';
      return {
        siret,
        siren,
        nic: siret.slice(9),
        diffusionStatus: company.diffusionStatus ?? 'O',
        isHeadOffice: index === 0,
        creationDate: establishment.creationDate,
        closureDate,
        administrativeStatus: closureDate ? 'F' : 'A',
        headcountBand: band,
        headcountYear: EMPLOYING_BANDS(band) ? HEADCOUNT_YEAR : null,
        nafCode: establishment.nafCode ?? company.nafCode,
        nafNomenclature: 'NAFRev2',
        signs: establishment.signs ? [...establishment.signs] : null,
        streetNumber,
        streetType,
        streetName,
        postcode: place.postcode,
        city: place.city,
        communeCode: place.communeCode,
        departmentCode: departmentOfCommune(place.communeCode),
        employer: EMPLOYING_BANDS(band),
        lastProcessedAt: PROCESSED_AT,
      };
    });
  });
}

export function demoPersonRow(person: DemoPerson): typeof persons.$inferInsert {
  if (person.kind === 'legal') {
    const company = companyByNumber(person.companyNumber);
    const siren = demoSiren(company.number);
    return {
      kind: 'legal',
      legalSiren: siren,
      denomination: company.denomination ?? null,
      identityKey: personIdentityKey({ kind: 'legal', siren }),
      slug: slugify(company.denomination ?? siren),
    };
  }
  return {
    kind: 'natural',
    lastName: person.lastName,
    firstNames: person.firstNames,
    birthYear: person.birthYear,
    birthMonth: person.birthMonth,
    nationality: person.nationality,
    diffusible: person.diffusible ?? true,
    identityKey: personIdentityKey({
      kind: 'natural',
      lastName: person.lastName,
      firstNames: person.firstNames,
      birthYear: person.birthYear,
      birthMonth: person.birthMonth,
    }),
    slug: slugify(`${person.firstNames} ${person.lastName}`),
  };
}

export function demoPersonRows(): (typeof persons.$inferInsert)[] {
  return DEMO_PERSONS.map(demoPersonRow);
}

const cents = (euros: number): number => Math.round(euros * 100);
const percent = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part / whole) * 100_000) / 1000;

export function demoStatementRows(): (typeof financialStatements.$inferInsert)[] {
  return DEMO_STATEMENTS.map(({ companyNumber, fiscalYearEnd, figures }) => {
    const base = {
      siren: demoSiren(companyNumber),
      fiscalYearEnd,
      durationMonths: 12,
      balanceType: 'C',
      source: 'demo',
    };
    if (!figures) return { ...base, confidential: true };
    return {
      ...base,
      confidential: false,
      turnoverCents: cents(figures.turnover),
      ebitdaCents: cents(figures.ebitda),
      operatingResultCents: cents(figures.operatingResult),
      netResultCents: cents(figures.netResult),
      equityCents: cents(figures.equity),
      totalAssetsCents: cents(figures.totalAssets),
      debtCents: cents(figures.debt),
      employees: figures.employees,
      ebitdaMargin: percent(figures.ebitda, figures.turnover),
      netMargin: percent(figures.netResult, figures.turnover),
      debtRatio: percent(figures.debt, figures.equity),
      equityRatio: percent(figures.equity, figures.totalAssets),
    };
  });
}

export function demoAnnouncementRows(): (typeof announcements.$inferInsert)[] {
  return DEMO_ANNOUNCEMENTS.map((announcement) => {
    const place = PLACES[companyByNumber(announcement.companyNumber).establishments[0].place];
    return {
      sourceId: announcement.sourceId,
      siren: demoSiren(announcement.companyNumber),
      family: announcement.family,
      typeLabel: announcement.typeLabel,
      publishedAt: announcement.publishedAt,
      bodaccEdition: announcement.edition,
      bodaccNumber: announcement.bodaccNumber,
      announcementNumber: announcement.announcementNumber,
      court: announcement.court,
      city: place.city,
      content: announcement.content,
      details: { demo: true },
    };
  });
}

export function demoProceedingRows(): (typeof insolvencyProceedings.$inferInsert)[] {
  return DEMO_PROCEEDINGS.map(({ companyNumber, closedAt, ...proceeding }) => ({
    ...proceeding,
    siren: demoSiren(companyNumber),
    closedAt: closedAt ?? null,
  }));
}

export function demoActRows(): (typeof depositedActs.$inferInsert)[] {
  return DEMO_ACTS.map(({ companyNumber, ...act }) => ({ ...act, siren: demoSiren(companyNumber), confidential: false }));
}
