import { coinedWord } from './company-names';
import type { CompanyModel } from './company-model';
import { PATENT_ACTIONS, PATENT_DEVICES, PATENT_OBJECTS, PLACE_FEMININE, PLACE_MASCULINE } from './data/name-parts';
import { REFERENCE_DAY, formatDay, yearOf } from './dates';
import type { Random } from './random';

/** Nice classes by NAF division (35, advertising and business management, goes with most). */
const NICE_BY_DIVISION: Readonly<Record<string, readonly number[]>> = {
  '10': [30, 29, 43], '11': [33, 32], '14': [25, 24], '20': [1, 3, 5], '22': [17, 20], '25': [6, 7], '26': [9, 10],
  '27': [9, 11], '28': [7, 11], '31': [20], '32': [14, 10], '35': [4, 40], '43': [37, 19], '46': [35, 39], '47': [35, 25, 3],
  '49': [39], '55': [43], '56': [43, 30], '58': [9, 42], '62': [9, 42], '63': [42, 38], '70': [35, 36], '71': [42, 37],
  '72': [42, 1], '73': [35, 41], '74': [42, 40], '85': [41], '86': [44, 5], '93': [41, 28], '96': [44, 3],
};

/** Share of companies holding trademarks, by legal form. */
const TRADEMARK_SHARE: Readonly<Record<string, number>> = { '5710': 0.08, '5499': 0.04, '5599': 0.25, '5785': 0.02, '5485': 0.02, '9220': 0.01, '1000': 0.006 };
/** Divisions where companies file patents. */
const PATENT_DIVISIONS = new Set(['20', '22', '25', '26', '27', '28', '29', '32', '33', '35', '62', '71', '72']);

const DAYS_18_MONTHS = 548;

/**
 * Trademarks and patents of the register's companies, in the project's own JSON-lines formats
 * (docs/data-formats.md): marks for a few percent of companies (more for big ones), patents for
 * some industrial and engineering companies.
 */
export class IpRecords {
  trademarks = 0;
  patents = 0;

  /** Trademark lines of a company. */
  trademarkLines(random: Random, c: CompanyModel): string[] {
    if (c.purged || !c.diffusible) return [];
    const share = (TRADEMARK_SHARE[c.form.code] ?? 0) * (c.chain || c.category !== 'PME' ? 6 : 1);
    if (share === 0 || !random.chance(Math.min(0.9, share))) return [];
    const count = Math.min(c.chain ? 40 : 8, random.pareto(1, 1.8));
    const end = c.closureDay >= 0 ? c.closureDay : REFERENCE_DAY;
    const division = c.activity.code.slice(0, 2);
    const lines: string[] = [];
    for (let i = 0; i < count; i++) {
      const filed = c.creationDay + random.int(Math.max(1, end - c.creationDay));
      const age = REFERENCE_DAY - filed;
      let status: string;
      if (age < 150) status = 'filed';
      else if (age < 300) status = random.chance(0.8) ? 'published' : 'opposed';
      else {
        const r = random.next();
        status = age > 3650 && r < 0.5 ? 'expired' : r < 0.9 ? 'registered' : r < 0.96 ? 'withdrawn' : 'rejected';
      }
      const classes = new Set<number>([...(NICE_BY_DIVISION[division] ?? [35])].slice(0, random.between(1, 2)));
      if (random.chance(0.5)) classes.add(35);
      const number = `FR${3_000_000 + this.trademarks * 2 + random.int(2)}`;
      this.trademarks++;
      lines.push(
        `${JSON.stringify({
          number,
          name: this.markName(random, c),
          filingDate: formatDay(filed),
          status,
          niceClasses: [...classes].sort((a, b) => a - b),
          holderSiren: c.siren,
          holderName: c.denomination || `${c.person?.lastName ?? ''} ${c.person?.firstNames[0] ?? ''}`.trim(),
        })}\n`,
      );
    }
    return lines;
  }

  /** Patent lines of a company. */
  patentLines(random: Random, c: CompanyModel): string[] {
    if (c.purged || c.form.naturalPerson || !c.form.filesAccounts) return [];
    const division = c.activity.code.slice(0, 2);
    const share = PATENT_DIVISIONS.has(division) ? 0.12 : 0.002;
    if (!random.chance(Math.min(0.9, share * (c.chain || c.category !== 'PME' ? 4 : 1)))) return [];
    const count = Math.min(c.chain ? 60 : 10, random.pareto(1, 1.6));
    const end = Math.min(c.closureDay >= 0 ? c.closureDay : REFERENCE_DAY, REFERENCE_DAY - DAYS_18_MONTHS);
    if (end <= c.creationDay) return [];
    const lines: string[] = [];
    for (let i = 0; i < count; i++) {
      const filed = c.creationDay + random.int(end - c.creationDay);
      const published = filed + DAYS_18_MONTHS + random.int(30);
      const sequence = this.patents++;
      const granted = REFERENCE_DAY - published > 900 && random.chance(0.4);
      lines.push(
        `${JSON.stringify({
          number: `FR${3_000_000 + sequence}${granted ? 'B1' : 'A1'}`,
          kind: granted ? 'B1' : 'A1',
          applicationNumber: `FR${String(yearOf(filed) % 100).padStart(2, '0')}${String(10_000 + (sequence % 90_000)).padStart(5, '0')}`,
          title: `${random.pick(PATENT_DEVICES)} ${random.pick(PATENT_ACTIONS)} ${random.pick(PATENT_OBJECTS)}`,
          filingDate: formatDay(filed),
          publicationDate: formatDay(published),
          applicantSiren: c.siren,
          applicantName: c.denomination,
        })}\n`,
      );
    }
    return lines;
  }

  private markName(random: Random, c: CompanyModel): string {
    const r = random.next();
    if (r < 0.35 && c.denomination) return c.denomination;
    if (r < 0.7) return coinedWord(random);
    if (r < 0.85) return `${random.pick(c.activity.words)} ${random.chance(0.5) ? `DU ${random.pick(PLACE_MASCULINE)}` : `DE LA ${random.pick(PLACE_FEMININE)}`}`;
    return `${coinedWord(random)} ${random.pick(['BY', 'ET CIE', 'ORIGINAL', 'PRO', 'NATURE'])}`;
  }
}
