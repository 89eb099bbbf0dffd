import type { Pool } from 'pg';
import { isLegalFormWord, searchWords } from '@registre/domain';

/** A row of the register's nomenclature tables (`naf_codes`, `legal_categories`). */
export interface NomenclatureRow {
  kind: 'naf' | 'legal';
  code: string;
  level: number;
  label: string;
}

/**
 * The words of the nomenclatures a query may use to describe a company rather than name it (issue 24, partial
 * names): an activity word ("boulangerie", "plomberie", "restaurant") and a legal form ("sarl", "sci", "société
 * civile immobilière").
 */
export interface NomenclatureWords {
  /** Folded activity word → the NAF subclasses under every NAF label (division to subclass) holding it. */
  activities: ReadonlyMap<string, readonly string[]>;
  /** Folded legal-form phrase (legal-form words only, see `LEGAL_FORM_WORDS`) → legal categories (level II or III). */
  legalForms: ReadonlyMap<string, readonly string[]>;
  /** The codes' labels, for the results (read with the words: the page statements join no nomenclature table). */
  labels: CodeLabels;
}

/** Label of each NAF code and legal category (every level). */
export interface CodeLabels {
  naf: ReadonlyMap<string, string>;
  legal: ReadonlyMap<string, string>;
}

/** Shortest activity word: shorter label words are abbreviations ("nca") or too vague. */
const MIN_ACTIVITY_WORD = 4;

/**
 * An activity word whose labels cover more NAF subclasses than this is a word of every label ("fabrication",
 * "commerce", "autres", "services"): it describes no activity, and stays a plain name word.
 */
const MAX_ACTIVITY_SUBCLASSES = 30;

/**
 * Legal-form abbreviations in use that no label of the nomenclature spells, or spells for other categories too: an
 * EURL is coded 5499 and a SASU 5710 (INSEE: there is no 5498 or 5720 in level III), a SELARL 5485, a SELAFA 5585, a
 * SELCA 5385, an SEM is a SARL or an SA d'économie mixte, an EIRL an individual entrepreneur; "SA" is any société
 * anonyme, "SC" a société civile (not a société en commandite), "SCM" a société civile de moyens. They replace what
 * the labels give. The others come from the labels (see `legalFormPhrases`).
 */
const LEGAL_FORM_ALIASES: Readonly<Record<string, readonly string[]>> = {
  eurl: ['5499'],
  sasu: ['5710'],
  selarl: ['5485'],
  selas: ['5785'],
  selasu: ['5785'],
  selafa: ['5585'],
  selca: ['5385'],
  sem: ['5415', '5515', '5615'],
  eirl: ['1000'],
  ei: ['1000'],
  sa: ['55', '56'],
  anonyme: ['55', '56'],
  sc: ['65'],
  scm: ['6589'],
};

/** Initials are taken from parts of this many words or more ("ei" and "sc" are aliases: two letters name too much). */
const MIN_INITIALS = 3;

/** Segments of a label that name no form: "(sans autre indication)", "(s.a.i.)". */
const NOT_A_FORM = new Set(['sans autre indication', 'sai']);

/** Adds a value to the set of a key. */
function addTo(map: Map<string, Set<string>>, key: string, values: Iterable<string>): void {
  const set = map.get(key) ?? new Set<string>();
  for (const value of values) set.add(value);
  map.set(key, set);
}

/** A label word and, for a plural ("restaurants", "hôtels"), its singular: a query types either. */
function withSingular(word: string): string[] {
  return word.length > MIN_ACTIVITY_WORD && word.endsWith('s') ? [word, word.slice(0, -1)] : [word];
}

/** Activity words of the NAF labels, from the division down (a section's label mixes unrelated trades). */
function activityWords(rows: readonly NomenclatureRow[]): Map<string, readonly string[]> {
  const naf = rows.filter((row) => row.kind === 'naf' && row.level >= 2);
  const subclasses = naf.filter((row) => row.level === 5).map((row) => row.code);
  const byWord = new Map<string, Set<string>>();
  for (const row of naf) {
    const under = subclasses.filter((code) => code.startsWith(row.code));
    for (const word of searchWords(row.label).flatMap(withSingular)) {
      if (word.length >= MIN_ACTIVITY_WORD && /^[a-z]+$/.test(word) && !isLegalFormWord(word)) addTo(byWord, word, under);
    }
  }
  return new Map([...byWord].filter(([, codes]) => codes.size > 0 && codes.size <= MAX_ACTIVITY_SUBCLASSES).map(([word, codes]) => [word, [...codes].sort()]));
}

/**
 * Phrases of the legal categories' labels (levels II and III): each part of a label as folded words ("Société à
 * responsabilité limitée (SARL)" → "societe responsabilite limitee", "sarl"), each abbreviation written in capitals
 * in a label ("SA", "SAS", "SCP", "SARL" of "SARL coopérative artisanale"), and the initials of a part written out in
 * lower case ("Société civile immobilière" → "sci", "Société en nom collectif" → "snc", "Groupement agricole
 * d'exploitation en commun" → "gaec"). A level II category stands for its level III ones.
 */
function legalFormPhrases(rows: readonly NomenclatureRow[]): Map<string, readonly string[]> {
  const byPhrase = new Map<string, Set<string>>();
  for (const row of rows) {
    if (row.kind !== 'legal' || (row.level !== 2 && row.level !== 3)) continue;
    for (const part of row.label.split(/[(),]/)) {
      const words = searchWords(part);
      const phrase = words.join(' ');
      if (phrase === '' || NOT_A_FORM.has(phrase)) continue;
      addTo(byPhrase, phrase, [row.code]);
      const capitals = part.match(/\b[A-Z]{2,}\b/g) ?? [];
      for (const abbreviation of capitals) addTo(byPhrase, abbreviation.toLowerCase(), [row.code]);
      if (capitals.length === 0 && words.length >= MIN_INITIALS) addTo(byPhrase, words.map((word) => word[0]).join(''), [row.code]);
    }
  }
  for (const [alias, codes] of Object.entries(LEGAL_FORM_ALIASES)) byPhrase.set(alias, new Set(codes));
  const legalOnly = [...byPhrase].filter(([phrase]) => phrase.split(' ').every(isLegalFormWord));
  // A level III code under a level II one of the same phrase adds nothing ('l:54' holds 'l:5499').
  return new Map(legalOnly.map(([phrase, codes]) => [phrase, [...codes].filter((code) => code.length === 2 || !codes.has(code.slice(0, 2))).sort()]));
}

export function nomenclatureWords(rows: readonly NomenclatureRow[]): NomenclatureWords {
  const labels = (kind: NomenclatureRow['kind']) => new Map(rows.filter((row) => row.kind === kind).map((row) => [row.code, row.label]));
  return { activities: activityWords(rows), legalForms: legalFormPhrases(rows), labels: { naf: labels('naf'), legal: labels('legal') } };
}

const loaded = new WeakMap<Pool, Promise<NomenclatureWords>>();

/**
 * The nomenclature words and labels, read once per pool from the nomenclature tables (reference data, loaded by the
 * migrations, unchanged by imports); a failed read is retried by the next query.
 */
export function loadNomenclatureWords(pool: Pool): Promise<NomenclatureWords> {
  let words = loaded.get(pool);
  if (!words) {
    words = pool
      .query<NomenclatureRow>({
        name: 'search-nomenclature-words',
        text: `SELECT 'naf' AS kind, code, level, label FROM naf_codes
               UNION ALL
               SELECT 'legal', code, level, label FROM legal_categories`,
      })
      .then(({ rows }) => nomenclatureWords(rows));
    words.catch(() => loaded.delete(pool));
    loaded.set(pool, words);
  }
  return words;
}
