import type { Address, CompanyModel, EstablishmentModel } from './company-model';
import { ROLE, type RoleCode } from './data/director-roles';
import { REFERENCE_DAY, REFERENCE_YEAR, dayOf, formatDay, formatParisTimestamp, yearOf } from './dates';
import type { Commune, Geography } from './geography';
import { IdentitySet } from './identity-set';
import { legalIdentity, type Person, type PersonFactory } from './person-factory';
import type { Random } from './random';

/** A company that can sit on another's board (holding, audit firm, partner company). */
interface LegalDirector {
  siren: string;
  denomination: string;
  formeJuridique: string;
}

/** A fixed-size ring of recent items: directors and companies to reuse, memory bounded. */
class Ring<T> {
  private readonly items: T[] = [];
  private next = 0;
  constructor(private readonly capacity: number) {}
  get size(): number {
    return this.items.length;
  }
  push(item: T): void {
    if (this.items.length < this.capacity) this.items.push(item);
    else this.items[this.next] = item;
    this.next = (this.next + 1) % this.capacity;
  }
  pick(random: Random): T | undefined {
    return this.items.length === 0 ? undefined : random.pick(this.items);
  }
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** At most this many secondary establishments are listed in one RNE record (chains have thousands). */
const MAX_OTHER_ESTABLISHMENTS = 50;
const FRANC_ERA_END = dayOf(2002, 1, 1);
/** The RNE opened on 1 January 2023. */
const RNE_START = dayOf(2023, 1, 1);

const LIBERAL_DIVISIONS = new Set(['62', '63', '69', '70', '71', '72', '73', '74', '75', '85', '86', '90']);
const REGULATED = new Set(['69.10Z', '69.20Z', '71.11Z', '75.00Z', '86.21Z', '86.22C', '86.23Z', '86.90D', '86.90E', '47.73Z']);
const CRAFT_DIVISIONS = new Set(['10', '14', '16', '23', '25', '31', '32', '33', '43', '95', '96']);

function exerciseForm(nafCode: string): string {
  const division = nafCode.slice(0, 2);
  if (division === '01' || division === '02' || division === '03') return 'AGRICOLE_NON_ACTIF';
  if (REGULATED.has(nafCode)) return 'LIBERALE_REGLEMENTEE';
  if (LIBERAL_DIVISIONS.has(division)) return 'LIBERALE_NON_REGLEMENTEE';
  if (CRAFT_DIVISIONS.has(division) || nafCode === '45.20A') return 'ARTISANALE';
  return 'COMMERCIALE';
}

function rneAddress(a: Address): { [key: string]: Json } {
  const address: { [key: string]: Json } = { pays: 'FRANCE', codePays: 'FRA', codePostal: a.postcode, commune: a.commune.rneName, codeInseeCommune: a.commune.code };
  if (a.streetType !== 'LD') address.typeVoie = a.streetType;
  address.voie = a.streetName;
  if (a.streetNumber) address.numVoie = a.streetNumber;
  if (a.repetition) address.indiceRepetition = a.repetition;
  if (a.complement) address.complementLocalisation = a.complement;
  return address;
}

/**
 * Builds one INPI RNE API company object per company (the shape of `GET /api/companies/{siren}`:
 * `formality.content.personneMorale` or `personnePhysique`, `composition.pouvoirs[]`,
 * `identite.description`), and keeps the state that makes directors realistic: a pool of persons
 * reused across companies, holdings and audit firms of the register sitting on other boards.
 */
export class RneRecords {
  private readonly personPool = new Ring<Person>(50_000);
  private readonly holdings = new Ring<LegalDirector>(5_000);
  private readonly auditFirms = new Ring<LegalDirector>(2_000);
  private readonly partnerCompanies = new Ring<LegalDirector>(5_000);
  private readonly identities = new IdentitySet();
  /** Distinct persons named in pouvoirs (natural by identity, legal by SIREN). */
  persons = 0;
  /** Pouvoirs written. */
  mandates = 0;

  constructor(
    private readonly personFactory: PersonFactory,
    private readonly geography: Geography,
    private readonly nafLabels: ReadonlyMap<string, string>,
  ) {}

  /** The RNE object of a company, or null when the company is not in the RNE extract. */
  record(random: Random, c: CompanyModel): { [key: string]: Json } | null {
    const result = c.inRne ? this.build(random, c) : null;
    this.remember(random, c);
    return result;
  }

  /** Companies of the register become candidates to sit on later companies' boards. */
  private remember(random: Random, c: CompanyModel): void {
    if (c.person) {
      if (c.diffusible && random.chance(0.25)) this.personPool.push(c.person);
      return;
    }
    if (c.closureDay >= 0 || !c.denomination) return;
    const director = { siren: c.siren, denomination: c.denomination, formeJuridique: c.form.code };
    const code = c.activity.code;
    if (code === '70.10Z' || code === '64.20Z') this.holdings.push(director);
    else if (code === '69.20Z') this.auditFirms.push(director);
    else if (c.form.code === '5710' || c.form.code === '5499' || c.form.code === '5599') this.partnerCompanies.push(director);
  }

  private build(random: Random, c: CompanyModel): { [key: string]: Json } {
    const label = this.nafLabels.get(c.activity.code) ?? c.activity.words[0] ?? '';
    const apeCode = c.activity.code.replace('.', '');
    const form = exerciseForm(c.activity.code);
    const head = c.headOffice;
    const others = c.establishments.filter((e) => e !== head).slice(0, MAX_OTHER_ESTABLISHMENTS);
    const establishment = (e: EstablishmentModel): { [key: string]: Json } => {
      const description: { [key: string]: Json } = {
        rolePourEntreprise: e === head ? (c.person ? '3' : '2') : e.closureDay >= 0 ? '14' : '4',
        siret: e.siret,
      };
      if (e.sign) description.nomCommercial = e.sign;
      description.indicateurEtablissementPrincipal = e === head;
      description.statutPourFormalite = '4';
      if (e.closureDay >= 0) description.dateEffetFermeture = formatDay(e.closureDay);
      description.codeApe = apeCode;
      const activity: { [key: string]: Json } = { indicateurPrincipal: true, dateDebut: formatDay(e.creationDay) };
      if (e.closureDay >= 0) activity.dateFin = formatDay(e.closureDay);
      activity.formeExercice = form;
      activity.descriptionDetaillee = label;
      activity.codeApe = apeCode;
      activity.rolePrincipalPourEntreprise = e === head;
      return { descriptionEtablissement: description, adresse: rneAddress(e.address), activites: [activity] };
    };
    const registrationDay = Math.min(REFERENCE_DAY, c.creationDay + random.int(30));
    const natureCreation: { [key: string]: Json } = {
      dateCreation: formatDay(c.creationDay),
      societeEtrangere: false,
      formeJuridique: c.form.code,
      formeJuridiqueInsee: c.form.code,
      microEntreprise: c.person !== null && random.chance(0.6),
      etablieEnFrance: true,
      salarieEnFrance: c.employer === 'O',
      relieeEntrepriseAgricole: false,
      entrepriseAgricole: form === 'AGRICOLE_NON_ACTIF',
      eirl: false,
    };
    const holder: { [key: string]: Json } = {
      adresseEntreprise: { caracteristiques: { ambulant: false, domiciliataire: false }, adresse: rneAddress(head.address) },
      etablissementPrincipal: establishment(head),
    };
    if (others.length > 0) holder.autresEtablissements = others.map(establishment);
    let pouvoirs: Json[] = [];
    const entreprise: { [key: string]: Json } = { siren: c.siren };
    if (c.person) {
      // The RNE importer makes the entrepreneur a person with an "Entrepreneur" mandate.
      if (this.identities.add(c.person.identity)) this.persons++;
      this.mandates++;
      entreprise.nicSiege = head.nic;
      entreprise.codeApe = apeCode;
      if (c.registered) entreprise.dateImmat = formatDay(registrationDay);
      entreprise.dateDebutActiv = formatDay(c.creationDay);
      holder.identite = {
        entreprise,
        entrepreneur: {
          descriptionPersonne: this.describe(c.person, null),
          adresseDomicile: this.homeAddress(random, head.address.commune),
        },
      };
    } else {
      pouvoirs = this.pouvoirs(random, c);
      holder.composition = { pouvoirs };
      entreprise.denomination = c.denomination;
      if (c.sigle) entreprise.sigle = c.sigle;
      entreprise.formeJuridique = c.form.code;
      entreprise.nicSiege = head.nic;
      entreprise.codeApe = apeCode;
      if (c.form.rcs) entreprise.dateImmat = formatDay(registrationDay);
      entreprise.dateDebutActiv = formatDay(c.creationDay);
      const description: { [key: string]: Json } = {
        objet: this.corporatePurpose(c, label),
        duree: 99,
        dateClotureExerciceSocial: '3112',
        ess: c.ess === 'O',
      };
      if (c.mission === 'O') description.societeMission = true;
      if (c.capital > 0) {
        description.capitalVariable = c.form.code === '6540' ? false : random.chance(0.03);
        description.montantCapital = c.capital;
        description.deviseCapital = 'EUR';
      }
      description.dateFinExistence = formatDay(c.creationDay + Math.floor(99 * 365.25) - 1);
      holder.identite = { entreprise, description };
      if (c.creationDay < FRANC_ERA_END && c.form.rcs && random.chance(0.3)) {
        holder.observations = {
          rcs: [
            {
              numObservation: String(random.between(10_000, 99_999)),
              dateAjout: '2002-01-01',
              texte: " CONVERSION DU CAPITAL SOCIAL EN EUROS EFFECTUEE D'OFFICE PAR LE GREFFIER.",
              dateGreffe: '2002-01-01',
              etatObs: 'Ajout',
            },
          ],
        };
      }
    }
    const content: { [key: string]: Json } = {
      succursaleOuFiliale: 'AVEC_ETABLISSEMENT',
      formeExerciceActivitePrincipale: form,
      natureCreation,
      [c.person ? 'personnePhysique' : 'personneMorale']: holder,
    };
    if (c.closureDay >= 0) {
      // Struck off on the day Sirene ceased the unit, so that both sources give one closure date.
      holder.detailCessationEntreprise = {
        dateCessationTotaleActivite: formatDay(Math.max(c.creationDay, c.closureDay - random.int(60))),
        dateRadiation: formatDay(c.closureDay),
      };
      content.natureCessationEntreprise = { etatAdministratifInsee: 'C' };
    }
    const creationEvent = c.person ? ['01P', 'Création d’une entreprise individuelle'] : ['01M', 'Création d’une personne morale'];
    const record: { [key: string]: Json } = {
      updatedAt: formatParisTimestamp(RNE_START + random.int(REFERENCE_DAY - RNE_START + 1), random.int(86_400)),
      nombreRepresentantsActifs: pouvoirs.length,
      nombreEtablissementsOuverts: c.establishments.filter((e) => e.closureDay < 0).length,
      id: `${random.hex8()}${random.hex8()}${random.hex8()}`,
      formality: {
        siren: c.siren,
        content,
        diffusionINSEE: c.diffusible ? 'O' : 'N',
        typePersonne: c.person ? 'P' : 'M',
        diffusionCommerciale: c.diffusible,
        formeJuridique: c.form.code,
        historique: [
          {
            // Companies older than the RNE (2023) entered it when the registers were migrated.
            dateIntegration: formatParisTimestamp(Math.min(REFERENCE_DAY, Math.max(registrationDay, RNE_START + random.int(120)) + random.int(10)), random.int(86_400)),
            codeEvenement: creationEvent[0] as string,
            libelleEvenement: creationEvent[1] as string,
            numeroLiasse: `J${String(random.int(1e9)).padStart(11, '0')}`,
          },
        ],
      },
      siren: c.siren,
    };
    return record;
  }

  private corporatePurpose(c: CompanyModel, label: string): string {
    const code = c.activity.code;
    if (c.form.profile === 'realEstateCivil' || code === '68.20B') {
      return "L'acquisition, la propriété, l'administration et l'exploitation par bail, location ou autrement de tous biens et droits immobiliers.";
    }
    if (code === '70.10Z' || code === '64.20Z') {
      return 'La prise de participations dans toutes sociétés, la gestion de ces participations et toutes prestations de services au profit des sociétés du groupe.';
    }
    if (c.form.nameStyle === 'association' || c.form.nameStyle === 'foundation') {
      return `Promouvoir et développer l'activité suivante : ${label.toLowerCase()}, et organiser toutes actions s'y rapportant.`;
    }
    return `${label}. Et plus généralement, toutes opérations industrielles, commerciales, financières, mobilières ou immobilières se rattachant directement ou indirectement à l'objet social.`;
  }

  private describe(person: Person, role: RoleCode | null, startDay = -1): { [key: string]: Json } {
    const description: { [key: string]: Json } = {
      dateDeNaissance: `${person.birthYear}-${person.birthMonth < 10 ? '0' : ''}${person.birthMonth}`,
    };
    if (role) description.role = role;
    if (startDay >= 0) description.dateEffetRoleDeclarant = formatDay(startDay);
    description.nom = person.lastName;
    if (person.usageName) description.nomUsage = person.usageName;
    description.prenoms = [...person.firstNames];
    description.genre = person.gender === 'M' ? '1' : '2';
    description.nationalite = person.nationality;
    return description;
  }

  private homeAddress(random: Random, near: Commune): { [key: string]: Json } {
    const commune = random.chance(0.7) ? near.department.pick(random) : this.geography.byPopulation.pick(random);
    return { pays: 'FRANCE', codePays: 'FRA', codePostal: random.pick(commune.postcodes), commune: commune.rneName, codeInseeCommune: commune.code };
  }

  private uuid(random: Random): string {
    const a = random.hex8();
    const b = random.hex8();
    const c = random.hex8();
    const d = random.hex8();
    return `${a}-${b.slice(0, 4)}-4${b.slice(5)}-${'89ab'[random.int(4)]}${c.slice(1, 4)}-${c.slice(4)}${d}`;
  }

  /**
   * A natural person for a board seat taken on `startDay`: someone already on another board now and
   * then, else a new person; aged 18 to 75 when appointed, and not older than 100 today.
   */
  private naturalDirector(random: Random, startDay: number, taken: Set<number>): Person {
    const startYear = yearOf(startDay);
    const bornFrom = Math.max(REFERENCE_YEAR - 100, startYear - 75);
    const bornTo = startYear - 18;
    if (random.chance(0.22)) {
      const known = this.personPool.pick(random);
      if (known && !taken.has(known.identity) && known.birthYear >= bornFrom && known.birthYear <= bornTo) return known;
    }
    for (let attempt = 0; ; attempt++) {
      const person = this.personFactory.create(random, bornFrom, bornTo);
      // A new person must not merge with someone else by chance (same names and birth month):
      // draw again, so that the number of distinct persons is exactly what we count.
      if ((!this.identities.has(person.identity) && !taken.has(person.identity)) || attempt >= 20) {
        this.personPool.push(person);
        return person;
      }
    }
  }

  private pouvoirs(random: Random, c: CompanyModel): Json[] {
    const result: Json[] = [];
    const taken = new Set<number>();
    // Held in an object: TypeScript does not follow assignments made inside the closures below.
    const first: { natural: Person | null } = { natural: null };
    const end = c.closureDay >= 0 ? c.closureDay : REFERENCE_DAY;
    const young = end - c.creationDay < 10 * 365;
    // Founders of young companies sit from the creation; in older ones most seats changed hands since.
    const startDay = () =>
      (result.length === 0 && young) || random.chance(0.35) ? c.creationDay : c.creationDay + random.int(end - c.creationDay + 1);
    const addNatural = (role: RoleCode, given?: Person, givenStart?: number) => {
      if (result.length >= 10) return;
      const start = givenStart ?? startDay();
      const person = given ?? this.naturalDirector(random, start, taken);
      taken.add(person.identity);
      first.natural ??= person;
      if (this.identities.add(person.identity)) this.persons++;
      this.mandates++;
      result.push({
        roleEntreprise: role,
        typeDePersonne: 'INDIVIDU',
        representantId: this.uuid(random),
        individu: {
          descriptionPersonne: this.describe(person, role, start),
          adresseDomicile: this.homeAddress(random, c.headOffice.address.commune),
        },
        actif: true,
      });
    };
    const addLegal = (role: RoleCode, pool: Ring<LegalDirector>): boolean => {
      const director = pool.pick(random);
      if (!director || director.siren === c.siren || result.length >= 10) return false;
      const identity = legalIdentity(director.siren);
      if (taken.has(identity)) return false;
      taken.add(identity);
      if (this.identities.add(identity)) this.persons++;
      this.mandates++;
      result.push({
        roleEntreprise: role,
        typeDePersonne: 'ENTREPRISE',
        representantId: this.uuid(random),
        entreprise: {
          roleEntreprise: role,
          siren: director.siren,
          denomination: director.denomination,
          formeJuridique: director.formeJuridique,
          dateEffetRoleDeclarant: formatDay(startDay()),
        },
        actif: true,
      });
      return true;
    };
    const bigEnough = c.chain || ['12', '21', '22', '31', '32', '41', '42', '51', '52', '53'].includes(c.headcountBand);
    const auditors = (probability: number) => {
      if (random.chance(probability) && addLegal(ROLE.auditor, this.auditFirms) && random.chance(0.4)) addLegal(ROLE.substituteAuditor, this.auditFirms);
    };
    switch (c.form.board) {
      case 'sas':
        if (!(random.chance(0.2) && addLegal(ROLE.sasPresident, this.holdings))) addNatural(ROLE.sasPresident);
        if (random.chance(0.15)) addNatural(ROLE.chiefExecutive);
        if (random.chance(0.05)) addNatural(ROLE.deputyChiefExecutive);
        auditors(bigEnough ? 0.9 : 0.05);
        break;
      case 'sarl': {
        const r = random.next();
        const managers = r < 0.78 ? 1 : r < 0.96 ? 2 : 3;
        for (let i = 0; i < managers; i++) addNatural(ROLE.manager);
        auditors(bigEnough ? 0.6 : 0.03);
        break;
      }
      case 'sa': {
        if (random.chance(0.6)) addNatural(ROLE.chairAndChiefExecutive);
        else {
          addNatural(ROLE.boardChair);
          addNatural(ROLE.chiefExecutive);
        }
        const members = random.between(2, 6);
        for (let i = 0; i < members; i++) if (!(random.chance(0.1) && addLegal(ROLE.boardMember, this.holdings))) addNatural(ROLE.boardMember);
        auditors(1);
        break;
      }
      case 'snc':
        addNatural(ROLE.manager);
        for (let i = 0; i < 2; i++) if (!(random.chance(0.3) && addLegal(ROLE.jointlyLiablePartner, this.partnerCompanies))) addNatural(ROLE.jointlyLiablePartner);
        break;
      case 'civil': {
        const managers = random.chance(0.8) ? 1 : 2;
        for (let i = 0; i < managers; i++) if (!(random.chance(0.15) && addLegal(ROLE.managingPartner, this.partnerCompanies))) addNatural(random.chance(0.5) ? ROLE.manager : ROLE.managingPartner);
        const partners = random.int(4);
        for (let i = 0; i < partners; i++) addNatural(ROLE.liablePartner);
        break;
      }
      case 'farm': {
        const managers = c.form.code === '6533' ? random.between(2, 4) : random.between(1, 2);
        for (let i = 0; i < managers; i++) addNatural(ROLE.manager);
        break;
      }
      case 'association':
        if (random.chance(0.95)) addNatural(ROLE.president);
        if (random.chance(0.3)) addNatural(ROLE.vicePresident);
        if (random.chance(0.9)) addNatural(ROLE.treasurer);
        if (random.chance(0.85)) addNatural(ROLE.secretary);
        break;
      case 'none':
        break;
    }
    // An amicable liquidation: the last manager winds the company up.
    const liquidatedByManager = c.closureDay >= 0 && c.judgments.length === 0 && c.form.hasCapital && random.chance(0.4);
    if (liquidatedByManager && first.natural) addNatural(ROLE.liquidator, first.natural, Math.max(c.creationDay, c.closureDay - random.between(30, 365)));
    return result;
  }
}
