import { balanceType, isConfidential, statementYears } from './accounts';
import type { Address, CompanyModel } from './company-model';
import { BODACC_FIRST_DAY, REFERENCE_DAY, dayOf, formatDay, nextWorkingDay, workingDayRank, yearOf } from './dates';
import { mixedCase } from './mixed-case';
import type { Random } from './random';

type Edition = 'A' | 'B' | 'C';

/** familleavis → [BODACC edition, familleavis_lib] */
const FAMILIES = {
  creation: ['A', 'Créations'],
  immatriculation: ['A', 'Immatriculations'],
  vente: ['A', 'Ventes et cessions'],
  collective: ['A', 'Procédures collectives'],
  modification: ['B', 'Modifications diverses'],
  radiation: ['B', 'Radiations'],
  dpc: ['C', 'Dépôts des comptes'],
} as const satisfies Record<string, readonly [Edition, string]>;

type Family = keyof typeof FAMILIES;

/** Sub-documents of an announcement; each is written as a JSON string, as the dataset does. */
interface Details {
  acte?: object;
  jugement?: object;
  modificationsgenerales?: object;
  radiationaurcs?: object;
  depot?: object;
  listeetablissements?: object;
}

interface Draft {
  family: Family;
  day: number;
  details: Details;
  /** May be followed by a corrective or a cancelling notice */
  correctable: boolean;
  cancellable: boolean;
}

interface Published {
  edition: Edition;
  parution: string;
  day: number;
  number: number;
}

const TYPES = {
  annonce: 'Avis initial',
  rectificatif: 'Avis rectificatif',
  annulation: "Avis d'annulation",
} as const;

/** Account filings announced per company: the latest ones (the dataset holds every year since 2008). */
const ACCOUNT_FILINGS = 4;

const SALE_DIVISIONS = new Set(['10', '47', '55', '56', '96']);
const CONFIDENTIALITY =
  "Les comptes annuels sont accompagnés d'une déclaration de confidentialité en application du premier ou deuxième alinéa de l'article L. 232-25.";

function bodaccAddress(a: Address): Record<string, string> {
  const address: Record<string, string> = {};
  if (a.streetNumber) address.numeroVoie = a.streetNumber;
  if (a.streetType !== 'LD') address.typeVoie = a.streetTypeWord;
  address.nomVoie = mixedCase(a.streetName);
  address.codePostal = a.postcode;
  address.ville = a.commune.postalName;
  return address;
}

function spacedSiren(siren: string): string {
  return `${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6)}`;
}

/**
 * Builds the BODACC "annonces-commerciales" history of each company in the ODS Explore v2.1
 * shape (flat records, `registre` as an array, sub-documents as JSON strings): registration,
 * changes, sales of business, account filings, insolvency judgments, striking off, and a few
 * corrective or cancelling notices. Announcement numbers are counted per issue, so ids
 * (edition + issue + number, like 'A20230123456') are unique across the file.
 */
export class BodaccRecords {
  /** Next announcement number per (day, edition). */
  private readonly counters = new Map<number, number>();
  count = 0;

  constructor(private readonly nafLabels: ReadonlyMap<string, string>) {}

  records(random: Random, c: CompanyModel): string[] {
    if (!c.registered) return [];
    const drafts = this.drafts(random, c);
    drafts.sort((a, b) => a.day - b.day);
    const lines: string[] = [];
    for (const draft of drafts) {
      const published = this.publish(FAMILIES[draft.family][0], draft.day);
      lines.push(this.line(c, draft, 'annonce', published, null));
      if (draft.correctable && random.chance(0.006)) {
        const day = nextWorkingDay(draft.day + random.between(10, 60));
        if (day <= REFERENCE_DAY) lines.push(this.line(c, draft, 'rectificatif', this.publish(published.edition, day), published));
      } else if (draft.cancellable && random.chance(0.003)) {
        const day = nextWorkingDay(draft.day + random.between(10, 60));
        if (day <= REFERENCE_DAY) lines.push(this.line(c, draft, 'annulation', this.publish(published.edition, day), published));
      }
    }
    this.count += lines.length;
    return lines;
  }

  private publish(edition: Edition, day: number): Published {
    const key = day * 4 + (edition === 'A' ? 0 : edition === 'B' ? 1 : 2);
    const number = (this.counters.get(key) ?? 0) + 1;
    this.counters.set(key, number);
    return { edition, parution: `${yearOf(day)}${String(workingDayRank(day)).padStart(4, '0')}`, day, number };
  }

  private drafts(random: Random, c: CompanyModel): Draft[] {
    const drafts: Draft[] = [];
    const label = this.nafLabels.get(c.activity.code) ?? c.activity.words[0] ?? '';
    const end = c.closureDay >= 0 ? c.closureDay : REFERENCE_DAY;
    const publishAfter = (day: number, min: number, max: number): number => nextWorkingDay(day + random.between(min, max));
    const within = (day: number) => day >= BODACC_FIRST_DAY && day <= REFERENCE_DAY;
    const head = c.headOffice;

    // Registration of a new company or sole trader.
    const registered = publishAfter(c.creationDay, 7, 40);
    if (within(registered)) {
      const dates = { dateImmatriculation: formatDay(Math.min(REFERENCE_DAY, c.creationDay + random.int(8))), dateCommencementActivite: formatDay(c.creationDay) };
      const acte = c.person
        ? { creation: { categorieCreation: "Création d'un fonds de commerce" }, ...dates }
        : { immatriculation: { categorieImmatriculation: "Immatriculation d'une personne morale (B, C, D) suite à création d'un établissement principal" }, ...dates };
      drafts.push({
        family: c.person ? 'creation' : 'immatriculation',
        day: registered,
        details: {
          acte,
          listeetablissements: {
            etablissement: { origineFonds: "Création d'un fonds de commerce", qualiteEtablissement: 'Etablissement principal', activite: label, adresse: bodaccAddress(head.address) },
          },
        },
        correctable: true,
        cancellable: false,
      });
    }

    // Changes: a head office transfer when it moved, and a few ordinary changes over the years.
    const original = c.establishments[0];
    if (original && original !== head && original.closureDay >= 0) {
      const day = publishAfter(head.creationDay, 10, 45);
      if (within(day)) drafts.push({ family: 'modification', day, details: { modificationsgenerales: { descriptif: 'Transfert du siège social.' } }, correctable: true, cancellable: true });
    }
    const changes = Math.min(4, Math.floor(random.exponential(((end - c.creationDay) / 365.25) / (c.person ? 20 : 8))));
    for (let i = 0; i < changes; i++) {
      const day = publishAfter(c.creationDay + 60 + random.int(Math.max(1, end - c.creationDay - 60)), 10, 40);
      if (!within(day)) continue;
      const r = random.next();
      const descriptif = c.person
        ? "Modification de l'activité."
        : r < 0.6
          ? "Modification survenue sur l'administration."
          : r < 0.8 && c.capital > 0
            ? 'Modification du capital social.'
            : "Modification de l'objet social.";
      drafts.push({ family: 'modification', day, details: { modificationsgenerales: { descriptif } }, correctable: true, cancellable: true });
    }

    // Purchase of a business (shops, restaurants).
    if (SALE_DIVISIONS.has(c.activity.code.slice(0, 2)) && random.chance(0.05)) {
      const effect = c.creationDay + random.int(Math.max(1, end - c.creationDay));
      const day = publishAfter(effect, 15, 45);
      if (within(day)) {
        drafts.push({
          family: 'vente',
          day,
          details: {
            acte: {
              vente: {
                categorieVente: c.person ? "Achat d'un fonds par une personne physique" : "Achat d'un fonds par une personne morale",
                publiciteLegale: { titre: "Journal d'annonces légales", date: formatDay(effect + random.between(3, 10)) },
                opposition: "Les oppositions, s'il y a lieu, seront reçues dans les dix jours de la dernière en date des publicités légales.",
              },
              dateCommencementActivite: formatDay(effect),
            },
            listeetablissements: {
              etablissement: { origineFonds: "Achat d'un fonds de commerce", qualiteEtablissement: 'Etablissement principal', activite: label, adresse: bodaccAddress(head.address) },
            },
          },
          correctable: true,
          cancellable: false,
        });
      }
    }

    // Account filings (BODACC C) of the last years of the ratios file, with the same confidentiality.
    const years = statementYears(c).slice(-ACCOUNT_FILINGS);
    if (years.length > 0) {
      const confidential = isConfidential(c);
      const consolidated = balanceType(c) === 'K';
      for (const year of years) {
        const day = nextWorkingDay(dayOf(year + 1, 6, 1) + random.int(160));
        if (!within(day)) continue;
        const depot: Record<string, string> = {
          dateCloture: `${year}-12-31`,
          typeDepot: consolidated ? 'Comptes consolidés et rapports' : 'Comptes annuels et rapports',
        };
        if (confidential) depot.descriptif = CONFIDENTIALITY;
        drafts.push({ family: 'dpc', day, details: { depot }, correctable: false, cancellable: false });
      }
    }

    // Insolvency judgments.
    for (const judgment of c.judgments) {
      const day = publishAfter(judgment.day, 7, 25);
      if (!within(day)) continue;
      drafts.push({
        family: 'collective',
        day,
        details: {
          jugement: { type: 'initial', famille: judgment.family, nature: judgment.nature, date: formatDay(judgment.day), complementJugement: judgment.complement },
        },
        correctable: false,
        cancellable: false,
      });
    }

    // Striking off, after the end of a liquidation when there was one.
    if (c.closureDay >= 0) {
      const last = c.judgments[c.judgments.length - 1];
      const liquidationOpen = last !== undefined && !last.nature.startsWith('Jugement de clôture') && !last.nature.startsWith('Jugement de plan');
      if (!liquidationOpen) {
        const day = publishAfter(Math.max(c.closureDay, last?.day ?? 0), 20, 120);
        if (within(day)) {
          const radiationaurcs = c.person ? { radiationPP: { dateCessationActivitePP: formatDay(c.closureDay) } } : { radiationPM: 'O' };
          drafts.push({ family: 'radiation', day, details: { radiationaurcs }, correctable: false, cancellable: false });
        }
      }
    }
    return drafts;
  }

  private line(c: CompanyModel, draft: Draft, type: keyof typeof TYPES, published: Published, previous: Published | null): string {
    const [edition, familyLabel] = FAMILIES[draft.family];
    const commune = c.headOffice.address.commune;
    const spaced = spacedSiren(c.siren);
    const immatriculation = { numeroIdentification: spaced, codeRCS: 'RCS', nomGreffeImmat: commune.courtTown };
    const personne = c.person
      ? { typePersonne: 'pp', numeroImmatriculation: immatriculation, nom: c.person.lastName, prenom: mixedCase(c.person.firstNames[0] ?? ''), ...(c.person.usageName ? { nomUsage: c.person.usageName } : {}) }
      : {
          typePersonne: 'pm',
          numeroImmatriculation: immatriculation,
          denomination: c.denomination,
          formeJuridique: c.form.label,
          adresseSiegeSocial: bodaccAddress(c.headOffice.address),
          ...(c.capital > 0 ? { capital: { montantCapital: String(c.capital), devise: 'EUR' } } : {}),
        };
    const json = (value: object | undefined) => (value === undefined ? undefined : JSON.stringify(value));
    const id = `${edition}${published.parution}${published.number}`;
    // Absent sub-documents are left out (JSON.stringify drops undefined members) rather than written as null.
    const record = {
      id,
      publicationavis: edition,
      publicationavis_facette: `Bodacc ${edition}`,
      parution: published.parution,
      dateparution: formatDay(published.day),
      numeroannonce: published.number,
      typeavis: type,
      typeavis_lib: TYPES[type],
      familleavis: draft.family,
      familleavis_lib: familyLabel,
      numerodepartement: commune.departmentCode,
      departement_nom_officiel: commune.departmentName,
      region_code: commune.regionCode,
      region_nom_officiel: commune.regionName,
      tribunal: commune.court,
      commercant: c.person ? `${c.person.lastName} ${mixedCase(c.person.firstNames[0] ?? '')}` : c.denomination,
      ville: commune.postalName,
      registre: [spaced, c.siren],
      cp: c.headOffice.address.postcode,
      listepersonnes: JSON.stringify({ personne }),
      listeetablissements: json(draft.details.listeetablissements),
      jugement: json(draft.details.jugement),
      acte: json(draft.details.acte),
      modificationsgenerales: json(draft.details.modificationsgenerales),
      radiationaurcs: json(draft.details.radiationaurcs),
      depot: json(draft.details.depot),
      parutionavisprecedent: previous
        ? JSON.stringify({
            nomPublication: `BODACC ${previous.edition}`,
            numeroParution: previous.parution,
            dateParution: formatDay(previous.day),
            numeroAnnonce: String(previous.number),
          })
        : undefined,
      ispdf_unitaire: 'oui',
      url_complete: `https://www.bodacc.fr/pages/annonces-commerciales-detail/?q.id=id:${id}`,
    };
    return `${JSON.stringify(record)}\n`;
  }
}
