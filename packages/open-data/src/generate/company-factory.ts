import { makeSiret } from '@registre/domain';
import type { CompanyNames } from './company-names';
import type { Address, CompanyModel, EstablishmentModel, Judgment } from './company-model';
import { LEGAL_FORMS, type LegalForm } from './data/legal-forms';
import { NAF_ACTIVITIES, NAF_PROFILES, type NafActivity, type NafProfile } from './data/naf-activities';
import { ADDRESS_COMPLEMENTS, LOCALITIES, STREET_FEMININE, STREET_MASCULINE, STREET_OTHERS, STREET_PEOPLE, STREET_PLURAL, STREET_TYPES } from './data/streets';
import { REFERENCE_DAY, REFERENCE_YEAR, dayOf, yearOf } from './dates';
import type { Commune, Geography } from './geography';
import { drawInsolvency } from './insolvency';
import type { PersonFactory } from './person-factory';
import type { Random } from './random';
import type { SirenSequence } from './siren-sequence';
import { WeightedTable, weightedKeys } from './weighted-table';

const DAYS_PER_YEAR = 365.25;
const PURGE_BEFORE = dayOf(2003, 1, 1);
const OLDEST_ASSOCIATION = dayOf(1901, 7, 2);
const OLDEST_COMPANY = dayOf(1920, 1, 1);
const OLDEST_SOLE_TRADER = dayOf(1960, 1, 1);

/** Divisions of trades and crafts: sole traders registered at the RCS (or the crafts register). */
const TRADE_DIVISIONS = new Set(['10', '14', '16', '18', '23', '25', '31', '32', '33', '41', '43', '45', '46', '47', '49', '55', '56', '95', '96']);
/** Divisions whose shops often carry a sign. */
const SIGN_DIVISIONS = new Set(['10', '45', '47', '55', '56', '93', '96']);

const BANDS_COMPANY = weightedKeys({
  NN: 4500, '00': 900, '01': 1500, '02': 1100, '03': 800, '11': 550, '12': 400, '21': 120, '22': 70,
  '31': 20, '32': 25, '41': 12, '42': 6, '51': 4, '52': 1.2, '53': 0.6,
});
const BANDS_SOLE_TRADER = weightedKeys({ NN: 880, '00': 30, '01': 60, '02': 20, '03': 10 });
const BANDS_ASSOCIATION = weightedKeys({ NN: 820, '00': 30, '01': 50, '02': 30, '03': 20, '11': 20, '12': 15, '21': 8, '22': 4, '31': 1, '32': 1, '41': 0.5 });
const BANDS_PROPERTY = weightedKeys({ NN: 980, '00': 10, '01': 10 });
const BANDS_SECONDARY = weightedKeys({ NN: 300, '00': 80, '01': 250, '02': 170, '03': 100, '11': 60, '12': 30, '21': 8, '22': 2 });

/** '0' … '250', made once. */
const STREET_NUMBERS = Array.from({ length: 251 }, (_, i) => String(i));

/** Smallest headcount of each band (to derive a band from a number of employees). */
const BAND_FLOORS: ReadonlyArray<readonly [string, number]> = [
  ['53', 10000], ['52', 5000], ['51', 2000], ['42', 1000], ['41', 500], ['32', 250], ['31', 200], ['22', 100],
  ['21', 50], ['12', 20], ['11', 10], ['03', 6], ['02', 3], ['01', 1],
];

function bandOf(employees: number): string {
  for (const [band, floor] of BAND_FLOORS) if (employees >= floor) return band;
  return '00';
}

const ETI_BANDS = new Set(['32', '41', '42', '51']);
const GE_BANDS = new Set(['52', '53']);

/** Share capital amounts (euros) by kind of company; converted francs for companies from before 2002. */
const CAPITAL_SMALL = weightedKeys({ '1': 3, '100': 8, '500': 8, '1000': 35, '1500': 5, '2000': 8, '3000': 4, '5000': 10, '10000': 10, '15000': 2, '20000': 3, '50000': 2, '100000': 1.5 });
const CAPITAL_SARL = weightedKeys({ '100': 5, '500': 8, '1000': 16, '1500': 5, '2000': 6, '3000': 4, '5000': 12, '8000': 7, '10000': 13, '15000': 5, '20000': 3, '50000': 2 });
const CAPITAL_SA = weightedKeys({ '37000': 25, '40000': 10, '50000': 10, '100000': 15, '150000': 8, '250000': 8, '500000': 8, '1000000': 6, '5000000': 2 });
const CAPITAL_CIVIL = weightedKeys({ '100': 10, '1000': 35, '1500': 8, '2000': 10, '5000': 10, '10000': 10, '50000': 5, '200000': 3 });
/** 1 000, 10 000, 50 000, 100 000 and 250 000 francs in euros. */
const FRANC_AMOUNTS = [152.45, 1524.49, 7622.45, 15244.9, 38112.25];

export interface FactoryContext {
  geography: Geography;
  persons: PersonFactory;
  names: CompanyNames;
  sirens: SirenSequence;
}

/**
 * Draws the companies of the synthetic register, one after the other from a random stream (one per block,
 * see generation-context.ts).
 * Distributions follow the shape of the real register (item 5 of the open-data issue): legal
 * forms, NAF codes, creation dates over decades, about a quarter ceased, establishments mostly one
 * with a Pareto tail, a few percent non-diffusible sole traders and insolvent companies.
 */
export class CompanyFactory {
  private readonly forms = new WeightedTable(LEGAL_FORMS.map((form) => [form, form.weight] as const));
  private readonly activities: Record<NafProfile, WeightedTable<NafActivity>>;
  private readonly streetTypes = new WeightedTable(STREET_TYPES.map(([code, word, weight]) => [[code, word] as const, weight] as const));

  constructor(private readonly context: FactoryContext) {
    const activities = {} as Record<NafProfile, WeightedTable<NafActivity>>;
    for (const [profile, weights] of Object.entries(NAF_PROFILES) as Array<[NafProfile, ReadonlyArray<readonly [string, number]>]>) {
      activities[profile] = new WeightedTable(
        weights.map(([code, weight]) => {
          const activity = NAF_ACTIVITIES.get(code);
          if (!activity) throw new Error(`NAF code ${code} of profile ${profile} has no activity entry`);
          return [activity, weight] as const;
        }),
      );
    }
    this.activities = activities;
  }

  create(random: Random, index: number): CompanyModel {
    const { persons, names, sirens } = this.context;
    const form = this.forms.pick(random);
    const activity = this.activities[form.profile].pick(random);
    const key = random.nextU32();
    const siren = sirens.siren(index);
    const division = activity.code.slice(0, 2);

    const creationDay = this.creationDay(random, form);
    let closureDay = -1;
    if (random.chance(form.closedShare) && creationDay < REFERENCE_DAY - 60) {
      const span = REFERENCE_DAY - creationDay - 30;
      const after = Math.floor(random.exponential(6 * DAYS_PER_YEAR));
      closureDay = creationDay + 30 + (after < span ? after : random.int(span));
    }

    const person = form.naturalPerson
      ? persons.create(random, Math.max(1925, yearOf(creationDay) - 65), Math.min(yearOf(creationDay) - 18, REFERENCE_YEAR - 18))
      : null;
    const diffusible = !form.naturalPerson || !random.chance(0.06);
    const registered = form.naturalPerson ? diffusible && TRADE_DIVISIONS.has(division) && random.chance(0.8) : form.rcs;

    let judgments: Judgment[] = [];
    if (registered && form.code !== '6540' && random.chance(0.03)) {
      const outcome = drawInsolvency(random, persons, creationDay);
      if (outcome) {
        judgments = outcome.judgments;
        closureDay = outcome.closureDay;
      }
    }
    const purged = closureDay >= 0 && closureDay < PURGE_BEFORE && random.chance(0.6);
    const inRne = !purged && random.chance(form.rneShare);

    const { establishments, chain } = this.establishments(random, siren, form, activity, creationDay, closureDay, purged);
    const headOffice = establishments.find((e) => e.isHeadOffice) as EstablishmentModel;
    const { denomination, sigle } = form.naturalPerson
      ? { denomination: '', sigle: '' }
      : names.name(random, form.nameStyle, activity, headOffice.address.commune);
    if (chain) for (const establishment of establishments) if (random.chance(0.8)) establishment.sign = denomination;

    // Headcount, category and employer character (INSEE leaves them empty for ceased units).
    const active = closureDay < 0;
    let headcountBand = '';
    if (active) {
      if (chain) headcountBand = bandOf(establishments.length * random.between(4, 15));
      else if (form.naturalPerson) headcountBand = BANDS_SOLE_TRADER.pick(random);
      else if (form.nameStyle === 'association' || form.nameStyle === 'foundation') headcountBand = BANDS_ASSOCIATION.pick(random);
      else if (form.profile === 'realEstateCivil' || form.profile === 'civil' || form.profile === 'coownership') headcountBand = BANDS_PROPERTY.pick(random);
      else headcountBand = BANDS_COMPANY.pick(random);
    } else if (!purged) {
      headcountBand = 'NN';
    }
    const employs = headcountBand !== '' && headcountBand !== 'NN';
    this.staffEstablishments(random, establishments, headOffice, headcountBand, employs);
    let category = '';
    if (active) {
      const open = establishments.length;
      category = GE_BANDS.has(headcountBand) || (chain && open >= 800) ? 'GE' : ETI_BANDS.has(headcountBand) || (chain && open >= 150) ? 'ETI' : 'PME';
    }

    let capital = 0;
    if (form.hasCapital) {
      const table =
        form.code === '5599' ? CAPITAL_SA : form.code === '5499' || form.code === '5485' ? CAPITAL_SARL : form.rcs && form.filesAccounts ? CAPITAL_SMALL : CAPITAL_CIVIL;
      capital = creationDay < dayOf(2002, 1, 1) && random.chance(0.4) ? random.pick(FRANC_AMOUNTS) : Number(table.pick(random));
      if (chain) capital *= random.between(10, 1000);
    }

    let rnaId = '';
    if (form.code === '9220' && random.chance(0.85)) {
      const department = headOffice.address.commune.departmentCode;
      rnaId = `W${department.length === 2 ? `${department}${random.between(1, 4)}` : department}${String(random.int(1_000_000)).padStart(6, '0')}`;
    }

    const modified = random.chance(0.5);
    const lastChangeDay = closureDay >= 0 ? closureDay : modified ? creationDay + random.int(REFERENCE_DAY - creationDay + 1) : creationDay;
    const periods = 1 + (closureDay >= 0 ? 1 : 0) + (modified ? random.between(1, 3) : 0);
    const processedDay = lastChangeDay + random.int(REFERENCE_DAY - lastChangeDay + 1);

    return {
      index,
      siren,
      key,
      form,
      activity,
      denomination,
      sigle,
      person,
      diffusible,
      creationDay,
      closureDay,
      lastChangeDay,
      periods,
      purged,
      headcountBand,
      headcountYear: employs ? '2023' : '',
      category,
      categoryYear: category ? '2022' : '',
      ess: purged ? '' : form.nameStyle === 'association' || form.nameStyle === 'foundation' ? 'O' : 'N',
      mission: form.naturalPerson || purged ? '' : form.code === '5710' && random.chance(0.004) ? 'O' : 'N',
      employer: purged ? '' : employs ? 'O' : 'N',
      rnaId,
      capital,
      establishments,
      headOffice,
      judgments,
      registered: registered && !purged,
      inRne,
      chain,
      processedDay,
      processedSecond: random.int(86_400),
    };
  }

  private creationDay(random: Random, form: LegalForm): number {
    const oldest = form.code === '9220' || form.code === '9300' ? OLDEST_ASSOCIATION : form.naturalPerson ? OLDEST_SOLE_TRADER : OLDEST_COMPANY;
    const age = Math.floor(random.exponential(form.meanAgeYears * DAYS_PER_YEAR));
    const day = REFERENCE_DAY - 1 - age;
    return day >= oldest ? day : oldest + random.int(REFERENCE_DAY - oldest);
  }

  /** How many establishments a company has ever had: mostly one, a Pareto tail, a few chains. */
  private establishmentCount(random: Random, form: LegalForm): { count: number; chain: boolean } {
    if (form.naturalPerson) {
      const r = random.next();
      return { count: r < 0.93 ? 1 : r < 0.99 ? 2 : 3, chain: false };
    }
    if (form.nameStyle !== 'company' && form.nameStyle !== 'sa' && form.nameStyle !== 'partnership') {
      return { count: random.chance(0.95) ? 1 : random.between(2, 3), chain: false };
    }
    if (random.chance(0.004)) return { count: Math.min(3000, Math.max(20, random.pareto(8, 1.1))), chain: true };
    return { count: Math.min(60, random.pareto(1, 3.3)), chain: false };
  }

  private establishments(
    random: Random,
    siren: string,
    form: LegalForm,
    activity: NafActivity,
    creationDay: number,
    closureDay: number,
    purged: boolean,
  ): { establishments: EstablishmentModel[]; chain: boolean } {
    const { count, chain } = purged ? { count: 1, chain: false } : this.establishmentCount(random, form);
    const end = closureDay >= 0 ? closureDay : REFERENCE_DAY;
    const days = [creationDay];
    for (let i = 1; i < count; i++) days.push(creationDay + random.int(end - creationDay + 1));
    // A head office that moved: the first one closed the day the new one opened.
    let moveDay = -1;
    if (!purged && end - creationDay > 730 && random.chance(0.1)) {
      moveDay = creationDay + 365 + random.int(end - creationDay - 365);
      days.push(moveDay);
    }
    if (days.length > 1) days.sort((a, b) => a - b);
    const { geography, names } = this.context;
    const headCommune = geography.byPopulation.pick(random);
    const establishments: EstablishmentModel[] = [];
    let headAssigned = false;
    const withSign = SIGN_DIVISIONS.has(activity.code.slice(0, 2));
    for (let i = 0; i < days.length; i++) {
      const created = days[i] as number;
      const isMoveTarget = moveDay >= 0 && created === moveDay && !headAssigned && i > 0;
      const isHeadOffice = moveDay >= 0 ? isMoveTarget : i === 0;
      if (isHeadOffice) headAssigned = true;
      let commune: Commune;
      if (i === 0) commune = headCommune;
      else if (random.chance(isMoveTarget ? 0.6 : 0.5)) commune = headCommune.department.pick(random);
      else commune = geography.byPopulation.pick(random);
      let closed = -1;
      if (isHeadOffice) closed = closureDay;
      else if (moveDay >= 0 && i === 0) closed = moveDay;
      else if (closureDay >= 0) closed = created + random.int(closureDay - created + 1);
      else if (random.chance(0.3)) closed = created + random.int(REFERENCE_DAY - created + 1);
      const nic4 = String(i + 1).padStart(4, '0');
      const siret = makeSiret(siren, nic4);
      const modified = closed < 0 && random.chance(0.3);
      const lastChangeDay = closed >= 0 ? closed : modified ? created + random.int(REFERENCE_DAY - created + 1) : created;
      establishments.push({
        nic: siret.slice(9),
        siret,
        isHeadOffice,
        creationDay: created,
        closureDay: closed,
        lastChangeDay,
        periods: 1 + (closed >= 0 ? 1 : 0) + (modified ? 1 : 0),
        address: this.address(random, commune),
        headcountBand: '',
        employer: 'N',
        sign: withSign && random.chance(0.35) ? names.sign(random, activity) : '',
        processedDay: lastChangeDay + random.int(REFERENCE_DAY - lastChangeDay + 1),
        processedSecond: random.int(86_400),
      });
    }
    if (!headAssigned) (establishments[0] as EstablishmentModel).isHeadOffice = true;
    return { establishments, chain };
  }

  private staffEstablishments(random: Random, establishments: EstablishmentModel[], headOffice: EstablishmentModel, companyBand: string, employs: boolean): void {
    for (const establishment of establishments) {
      if (establishment.closureDay >= 0) {
        establishment.headcountBand = 'NN';
        establishment.employer = 'N';
        continue;
      }
      let band = 'NN';
      if (employs) band = establishment === headOffice && establishments.length === 1 ? companyBand : BANDS_SECONDARY.pick(random);
      establishment.headcountBand = band;
      establishment.employer = band === 'NN' ? 'N' : 'O';
    }
  }

  private address(random: Random, commune: Commune): Address {
    const [streetType, streetTypeWord] = this.streetTypes.pick(random);
    const postcode = commune.postcodes.length === 1 ? (commune.postcodes[0] as string) : random.pick(commune.postcodes);
    if (streetType === 'LD') {
      return { commune, postcode, streetNumber: '', repetition: '', streetType, streetTypeWord, streetName: random.pick(LOCALITIES), complement: '' };
    }
    const r = random.next();
    const streetName =
      r < 0.35
        ? random.pick(STREET_PEOPLE)
        : r < 0.55
          ? `DE LA ${random.pick(STREET_FEMININE)}`
          : r < 0.75
            ? `DU ${random.pick(STREET_MASCULINE)}`
            : r < 0.9
              ? `DES ${random.pick(STREET_PLURAL)}`
              : random.pick(STREET_OTHERS);
    const number = 1 + Math.min(249, Math.floor(random.exponential(22)));
    const x = random.next();
    return {
      commune,
      postcode,
      streetNumber: STREET_NUMBERS[number] as string,
      repetition: x < 0.03 ? 'B' : x < 0.035 ? 'T' : '',
      streetType,
      streetTypeWord,
      streetName,
      complement: random.chance(0.07) ? random.pick(ADDRESS_COMPLEMENTS) : '',
    };
  }
}
