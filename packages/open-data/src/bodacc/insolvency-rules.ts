/**
 * What a BODACC judgment does to a company's insolvency proceedings.
 *
 * The exact natures below follow, in the same order, the classification used by the
 * government's company directory (annuaire-entreprises search-infra, bodacc `rule.yml`): first
 * rule that matches wins; a rule matches on the judgment's `nature` and, when it says so, on a
 * phrase of its `complementJugement`. That file only says which proceeding a judgment opens
 * (liquidation, redressement, sauvegarde, or none); we need the course of the proceeding too, so
 * each rule here carries an effect: open, convert, resolve a plan and open, adopt a plan, close,
 * note (another judgment of the proceeding) or ignore (filings that are not judgments).
 * Natures that file does not list (plans, "mettant fin", rétablissement professionnel…) are
 * caught by the patterns after it. Matching ignores case, accents and the apostrophe's shape.
 */

export type ProceedingKind = 'sauvegarde' | 'sauvegarde_acceleree' | 'redressement' | 'liquidation' | 'retablissement_professionnel';

export type JudgmentEffect =
  /** Opens a proceeding of this kind (an open one of another kind is converted to it). */
  | { type: 'open'; kind: ProceedingKind }
  /** The open proceeding continues as this kind (conversion); opens one if none is open. */
  | { type: 'convert'; kind: ProceedingKind }
  /** The plan (or proceeding) in force ends and a new proceeding of this kind opens. */
  | { type: 'resolve-and-open'; kind: ProceedingKind }
  /** A continuation or safeguard plan is adopted: the proceeding is in its plan phase. */
  | { type: 'plan'; kind?: ProceedingKind }
  /** The proceeding ends. `kind` names the proceeding when the opening is not in our data. */
  | { type: 'close'; kind?: ProceedingKind }
  /** Another judgment in the course of the proceeding: it becomes its last judgment. */
  | { type: 'note' }
  /** Not a judgment on the proceeding (filing of claims, distribution plans…). */
  | { type: 'ignore' };

export interface InsolvencyRule {
  nature: string;
  complementContains?: string;
  effect: JudgmentEffect;
}

const open = (kind: ProceedingKind): JudgmentEffect => ({ type: 'open', kind });
const convert = (kind: ProceedingKind): JudgmentEffect => ({ type: 'convert', kind });
const resolveAndOpen = (kind: ProceedingKind): JudgmentEffect => ({ type: 'resolve-and-open', kind });
const plan = (kind?: ProceedingKind): JudgmentEffect => (kind ? { type: 'plan', kind } : { type: 'plan' });
const close = (kind?: ProceedingKind): JudgmentEffect => (kind ? { type: 'close', kind } : { type: 'close' });
const NOTE: JudgmentEffect = { type: 'note' };
const IGNORE: JudgmentEffect = { type: 'ignore' };

/** Exact natures, in order. */
export const INSOLVENCY_RULES: readonly InsolvencyRule[] = [
  // Our addition, ahead of the generic "Autre jugement …" rules: a closure described in the
  // complement must not be read as an opening because it names the liquidation it closes.
  { nature: 'Autre jugement prononçant', complementContains: 'clôture', effect: close() },
  { nature: 'Autre jugement d’ouverture', complementContains: 'clôture', effect: close() },

  // Liquidation judiciaire
  { nature: 'Jugement d’ouverture de liquidation judiciaire', effect: open('liquidation') },
  { nature: 'Jugement d’extension de liquidation judiciaire', effect: open('liquidation') },
  { nature: 'Jugement de conversion en liquidation judiciaire', effect: convert('liquidation') },
  { nature: 'Jugement de conversion en liquidation judiciaire de la procédure de sauvegarde', effect: convert('liquidation') },
  {
    nature: 'Jugement de conversion en liquidation judiciaire de la procédure de sauvegarde financière accélérée',
    effect: convert('liquidation'),
  },
  { nature: 'Jugement prononçant la résolution du plan de sauvegarde et la liquidation judiciaire', effect: resolveAndOpen('liquidation') },
  {
    nature: 'Jugement prononçant la résolution du plan de sauvegarde accélérée et la liquidation judiciaire',
    effect: resolveAndOpen('liquidation'),
  },
  {
    nature: 'Jugement prononçant la résolution du plan de sauvegarde financière accélérée et la liquidation judiciaire',
    effect: resolveAndOpen('liquidation'),
  },
  { nature: 'Jugement prononçant la résolution du plan de cession et la liquidation judiciaire', effect: resolveAndOpen('liquidation') },
  {
    nature: 'Jugement prononçant la résolution du plan de traitement de sortie de crise et la liquidation judiciaire',
    effect: resolveAndOpen('liquidation'),
  },
  {
    nature: 'Jugement mettant fin à la procédure de traitement de sortie de crise et ouvrant une procédure de liquidation judiciaire',
    effect: resolveAndOpen('liquidation'),
  },
  { nature: 'Autre jugement prononçant', complementContains: 'liquidation judiciaire', effect: open('liquidation') },
  { nature: 'Autre jugement d’ouverture', complementContains: 'liquidation judiciaire', effect: open('liquidation') },

  // Redressement judiciaire
  { nature: 'Jugement d’ouverture d’une procédure de redressement judiciaire', effect: open('redressement') },
  { nature: 'Jugement d’extension d’une procédure de redressement judiciaire', effect: open('redressement') },
  { nature: 'Jugement prononçant la résolution du plan de sauvegarde et le redressement judiciaire', effect: resolveAndOpen('redressement') },
  { nature: 'Jugement de conversion en redressement judiciaire de la procédure de sauvegarde', effect: convert('redressement') },
  {
    nature: 'Jugement de conversion en redressement judiciaire de la procédure de sauvegarde financière accélérée',
    effect: convert('redressement'),
  },
  {
    nature: 'Jugement mettant fin à la procédure de traitement de sortie de crise et ouvrant une procédure de redressement judiciaire',
    effect: resolveAndOpen('redressement'),
  },
  { nature: 'Autre jugement prononçant', complementContains: 'redressement judiciaire', effect: open('redressement') },
  { nature: 'Autre jugement d’ouverture', complementContains: 'redressement judiciaire', effect: open('redressement') },

  // Sauvegarde
  { nature: 'Jugement d’ouverture d’une procédure de sauvegarde', effect: open('sauvegarde') },
  { nature: 'Jugement d’extension d’une procédure de sauvegarde', effect: open('sauvegarde') },
  { nature: 'Jugement d’ouverture d’une procédure de sauvegarde accélérée', effect: open('sauvegarde_acceleree') },
  { nature: 'Jugement d’ouverture d’une procédure de sauvegarde financière accélérée', effect: open('sauvegarde_acceleree') },
  { nature: 'Autre jugement prononçant', complementContains: 'sauvegarde', effect: open('sauvegarde') },
  { nature: 'Autre jugement d’ouverture', complementContains: 'sauvegarde', effect: open('sauvegarde') },

  // Plans and closures. rule.yml files a continuation plan under closures (the company is no
  // longer "in proceedings"); we keep the proceeding, in its plan phase.
  { nature: 'Jugement de plan de redressement', complementContains: 'cession', effect: NOTE },
  { nature: 'Jugement de plan de redressement', effect: plan('redressement') },
  { nature: 'Jugement de clôture pour insuffisance d’actif', effect: close('liquidation') },
  { nature: 'Jugement de clôture pour extinction du passif', effect: close('liquidation') },
  {
    nature: 'Jugement de clôture pour insuffisance d’actif et autorisant la reprise des poursuites individuelles',
    effect: close('liquidation'),
  },
  { nature: 'Jugement de clôture de la liquidation des biens pour insuffisance d’actif', effect: close('liquidation') },
  { nature: 'Jugement de clôture de la liquidation des biens pour extinction du passif', effect: close('liquidation') },
  { nature: 'Jugement de clôture de la procédure de sauvegarde', effect: close('sauvegarde') },
  { nature: 'Jugement prononçant la clôture de la procédure de rétablissement professionnel', effect: close('retablissement_professionnel') },
  // Resolution of the plan without the follow-up proceeding: the plan ends.
  { nature: 'Jugement prononçant la résolution du plan de sauvegarde', effect: close() },
  { nature: 'Autre jugement de liquidation des biens', effect: NOTE },
  { nature: 'Autre jugement de clôture', effect: close() },

  // Others
  { nature: 'Autre arrêt de la Cour d’Appel', effect: NOTE },
  { nature: 'Arrêt de la cour d’appel infirmant une décision soumise à publicité', effect: NOTE },
  // Obsolete proceeding (2021–2023), not followed as such.
  { nature: 'Jugement d’ouverture d’une procédure de traitement de sortie de crise', effect: NOTE },
  { nature: 'Jugement de désignation des organes de la procédure', effect: NOTE },
  { nature: 'Jugement accordant un délai pour déposer la liste des créances', effect: NOTE },
  { nature: 'Dépôt de l’état des créances', effect: IGNORE },
  { nature: 'Dépôt de l’état des créances Loi de 1985', effect: IGNORE },
  { nature: 'Dépôt de l’état de collocation', effect: IGNORE },
  { nature: 'Dépôt du projet de répartition', effect: IGNORE },
  { nature: 'Dépôt de l’état des créances et du projet de répartition', effect: IGNORE },
  { nature: 'Liste des créances nées après le jugement d’ouverture d’une procédure de liquidation judiciaire', effect: IGNORE },
  { nature: 'Liste des créances nées après le jugement d’ouverture d’une procédure de redressement judiciaire', effect: IGNORE },
  { nature: 'Autre avis de dépôt', effect: IGNORE },
  { nature: 'Autre jugement prononçant', effect: NOTE },
  { nature: 'Autre jugement d’ouverture', effect: NOTE },
];

/** Natures not in the list above, by their wording (normalised text), in order. */
export const INSOLVENCY_PATTERNS: ReadonlyArray<{ pattern: RegExp; effect: JudgmentEffect }> = [
  { pattern: /^(depot|liste des creances|avis de depot|autre avis)/, effect: IGNORE },
  { pattern: /resolution du plan.*liquidation judiciaire/, effect: resolveAndOpen('liquidation') },
  { pattern: /resolution du plan.*redressement judiciaire/, effect: resolveAndOpen('redressement') },
  { pattern: /conversion.*liquidation judiciaire/, effect: convert('liquidation') },
  { pattern: /conversion.*redressement judiciaire/, effect: convert('redressement') },
  { pattern: /cloture.*sauvegarde/, effect: close('sauvegarde') },
  { pattern: /cloture.*(liquidation|insuffisance d'actif|extinction du passif)/, effect: close('liquidation') },
  { pattern: /cloture/, effect: close() },
  { pattern: /mettant fin a la procedure de (redressement|sauvegarde)/, effect: close() },
  { pattern: /(execution|achevement) du plan/, effect: close() },
  { pattern: /resolution du plan/, effect: close() },
  { pattern: /(modifiant|modification).*plan|plan de cession/, effect: NOTE },
  { pattern: /plan de sauvegarde/, effect: plan('sauvegarde') },
  { pattern: /plan de (redressement|continuation)/, effect: plan('redressement') },
  { pattern: /ouverture.*retablissement professionnel/, effect: open('retablissement_professionnel') },
  { pattern: /ouverture.*liquidation judiciaire|prononcant la liquidation judiciaire/, effect: open('liquidation') },
  { pattern: /ouverture.*redressement judiciaire/, effect: open('redressement') },
  { pattern: /ouverture.*sauvegarde (financiere )?acceleree/, effect: open('sauvegarde_acceleree') },
  { pattern: /ouverture.*sauvegarde/, effect: open('sauvegarde') },
];

/** Lower case, no accents, one kind of apostrophe, single spaces. */
export function normaliseJudgmentText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`´]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const RULES_BY_NATURE = new Map<string, Array<{ complement?: string; effect: JudgmentEffect }>>();
for (const rule of INSOLVENCY_RULES) {
  const key = normaliseJudgmentText(rule.nature);
  const list = RULES_BY_NATURE.get(key) ?? [];
  list.push({ complement: rule.complementContains ? normaliseJudgmentText(rule.complementContains) : undefined, effect: rule.effect });
  RULES_BY_NATURE.set(key, list);
}

/** The effect of a judgment, from its nature and complement (`note` when nothing matches). */
export function judgmentEffect(nature: string | undefined, complement: string | undefined): JudgmentEffect {
  if (!nature) return NOTE;
  const normalNature = normaliseJudgmentText(nature);
  const normalComplement = complement ? normaliseJudgmentText(complement) : '';
  for (const rule of RULES_BY_NATURE.get(normalNature) ?? []) {
    if (!rule.complement || normalComplement.includes(rule.complement)) return rule.effect;
  }
  for (const { pattern, effect } of INSOLVENCY_PATTERNS) {
    if (pattern.test(normalNature)) return effect;
  }
  return NOTE;
}
