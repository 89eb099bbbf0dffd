import { mixedCase } from './mixed-case';
import type { Judgment } from './company-model';
import { BODACC_FIRST_DAY, REFERENCE_DAY, monthOf, yearOf } from './dates';
import type { PersonFactory } from './person-factory';
import type { Random } from './random';
import { weightedKeys } from './weighted-table';

/**
 * Judgment natures, worded exactly as BODACC publishes them and as insolvency-rules.yml matches
 * them (straight apostrophes; the plan's complement has the typographic one the rule expects).
 */
export const NATURE = {
  openingReorganisation: "Jugement d'ouverture d'une procédure de redressement judiciaire",
  openingLiquidation: "Jugement d'ouverture de liquidation judiciaire",
  openingSafeguard: "Jugement d'ouverture d'une procédure de sauvegarde",
  conversionToLiquidation: 'Jugement de conversion en liquidation judiciaire',
  conversionSafeguardToReorganisation: 'Jugement de conversion en redressement judiciaire de la procédure de sauvegarde',
  reorganisationPlan: 'Jugement de plan de redressement',
  closureInsufficientAssets: "Jugement de clôture pour insuffisance d'actif",
  closureDebtsPaid: 'Jugement de clôture pour extinction du passif',
  closureSafeguard: 'Jugement de clôture de la procédure de sauvegarde',
} as const;

const FAMILY = {
  opening: "Jugement d'ouverture",
  conversion: 'Jugement de conversion',
  plan: 'Jugement de plan',
  closure: 'Jugement de clôture',
} as const;

type Scenario = 'liquidation' | 'reorganisationThenLiquidation' | 'reorganisationPlan' | 'reorganisationOngoing' | 'safeguard' | 'safeguardThenPlan' | 'liquidationOngoing';

const SCENARIOS = weightedKeys<Scenario>({
  liquidation: 40,
  reorganisationThenLiquidation: 18,
  reorganisationPlan: 17,
  reorganisationOngoing: 10,
  safeguard: 6,
  safeguardThenPlan: 4,
  liquidationOngoing: 5,
});

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

function frenchDate(day: number): string {
  const date = new Date(day * 86_400_000);
  const d = date.getUTCDate();
  return `${d === 1 ? '1er' : d} ${MONTHS[monthOf(day) - 1]} ${yearOf(day)}`;
}

export interface InsolvencyOutcome {
  judgments: Judgment[];
  /** The day the business stopped (Sirene closure), or -1 when it goes on */
  closureDay: number;
}

/**
 * A sequence of judgments for a company in difficulty: liquidation, reorganisation (with a
 * continuation plan or converted into liquidation), safeguard; recent ones still open. Returns
 * null when the company's life leaves no room for one (created too late, before BODACC's data).
 */
export function drawInsolvency(random: Random, persons: PersonFactory, creationDay: number): InsolvencyOutcome | null {
  const from = Math.max(creationDay + 365, BODACC_FIRST_DAY);
  const to = REFERENCE_DAY - 20;
  if (from >= to) return null;
  const scenario = SCENARIOS.pick(random);
  const ongoing = scenario === 'reorganisationOngoing' || scenario === 'liquidationOngoing';
  const start = ongoing ? Math.max(from, to - 200) : from;
  const d0 = start + random.int(to - start);
  const trustee = () => `Maître ${mixedCase(persons.firstName(random, random.chance(0.6) ? 'M' : 'F'))} ${persons.surname(random)}`;
  const cessation = d0 - random.between(15, 120);
  const judgments: Judgment[] = [];
  let closureDay = -1;
  const open = (nature: string, complement: string, day: number) => judgments.push({ day, family: FAMILY.opening, nature, complement });
  const closeLiquidation = (after: number) => {
    const day = after + random.between(180, 1100);
    const paid = random.chance(0.1);
    judgments.push({
      day,
      family: FAMILY.closure,
      nature: paid ? NATURE.closureDebtsPaid : NATURE.closureInsufficientAssets,
      complement: `Jugement prononçant la clôture de la procédure de liquidation judiciaire pour ${paid ? 'extinction du passif' : "insuffisance d'actif"}.`,
    });
  };
  const plan = (after: number) => {
    const years = random.between(5, 10);
    judgments.push({
      day: after + random.between(180, 540),
      family: FAMILY.plan,
      nature: NATURE.reorganisationPlan,
      complement: `Jugement arrêtant le plan de redressement prévoyant la continuation de l’activité, d'une durée de ${years} ans, nommant commissaire à l'exécution du plan ${trustee()}.`,
    });
  };
  const openLiquidation = (day: number) =>
    open(
      NATURE.openingLiquidation,
      `Jugement prononçant la liquidation judiciaire, date de cessation des paiements le ${frenchDate(cessation)}, désignant liquidateur ${trustee()}.`,
      day,
    );
  const openReorganisation = (day: number) =>
    open(
      NATURE.openingReorganisation,
      `Jugement d'ouverture d'une procédure de redressement judiciaire, date de cessation des paiements le ${frenchDate(cessation)}, désignant mandataire judiciaire ${trustee()}.`,
      day,
    );
  switch (scenario) {
    case 'liquidation':
    case 'liquidationOngoing':
      openLiquidation(d0);
      closureDay = d0 + random.between(15, 90);
      if (scenario === 'liquidation') closeLiquidation(d0);
      break;
    case 'reorganisationThenLiquidation': {
      openReorganisation(d0);
      const d1 = d0 + random.between(60, 300);
      judgments.push({
        day: d1,
        family: FAMILY.conversion,
        nature: NATURE.conversionToLiquidation,
        complement: `Jugement de conversion en liquidation judiciaire, désignant liquidateur ${trustee()}.`,
      });
      closureDay = d1 + random.between(15, 90);
      closeLiquidation(d1);
      break;
    }
    case 'reorganisationPlan':
      openReorganisation(d0);
      plan(d0);
      break;
    case 'reorganisationOngoing':
      openReorganisation(d0);
      break;
    case 'safeguard':
    case 'safeguardThenPlan': {
      open(NATURE.openingSafeguard, `Jugement d'ouverture d'une procédure de sauvegarde, désignant mandataire judiciaire ${trustee()}.`, d0);
      if (scenario === 'safeguard') {
        judgments.push({
          day: d0 + random.between(200, 600),
          family: FAMILY.closure,
          nature: NATURE.closureSafeguard,
          complement: 'Jugement de clôture de la procédure de sauvegarde.',
        });
      } else {
        const d1 = d0 + random.between(90, 300);
        judgments.push({
          day: d1,
          family: FAMILY.conversion,
          nature: NATURE.conversionSafeguardToReorganisation,
          complement: `Jugement de conversion en redressement judiciaire de la procédure de sauvegarde, désignant mandataire judiciaire ${trustee()}.`,
        });
        plan(d1);
      }
      break;
    }
  }
  // Judgments still to come are not in the register yet.
  const published = judgments.filter((judgment) => judgment.day <= REFERENCE_DAY - 5);
  return { judgments: published, closureDay: closureDay > 0 && closureDay < REFERENCE_DAY ? closureDay : -1 };
}
