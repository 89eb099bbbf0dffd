import type { CompanyModel } from './company-model';
import { REFERENCE_DAY, dayOf, formatDay, formatParisTimestamp, yearOf } from './dates';
import type { Random } from './random';

/** The RNE's scanned acts go back to the early 1990s: nothing is filed before. */
const FIRST_FILING_DAY = dayOf(1993, 1, 1);

interface Document {
  typeActe: string;
  decision: string;
}

/** What a company files during its life, with the weight of each kind of event. */
const LIFE_EVENTS: ReadonlyArray<{ weight: number; documents: (c: CompanyModel) => Document[] }> = [
  {
    weight: 35,
    documents: (c) => [{ typeActe: minutes(c, false), decision: 'Modification relative aux dirigeants' }],
  },
  {
    weight: 20,
    documents: (c) => [
      { typeActe: minutes(c, true), decision: 'Transfert du siège social' },
      { typeActe: 'Statuts mis à jour', decision: 'Modification des statuts' },
    ],
  },
  {
    weight: 15,
    documents: (c) => [
      { typeActe: minutes(c, true), decision: 'Augmentation du capital social' },
      { typeActe: 'Statuts mis à jour', decision: 'Modification des statuts' },
    ],
  },
  {
    weight: 10,
    documents: (c) => [
      { typeActe: minutes(c, true), decision: "Modification de l'objet social" },
      { typeActe: 'Statuts mis à jour', decision: 'Modification des statuts' },
    ],
  },
  {
    weight: 12,
    documents: (c) => [{ typeActe: minutes(c, false), decision: 'Affectation du résultat' }],
  },
  {
    weight: 8,
    documents: (c) =>
      c.form.board === 'sarl'
        ? [{ typeActe: 'Acte sous seing privé', decision: 'Cession de parts sociales' }]
        : [{ typeActe: minutes(c, false), decision: 'Nomination des commissaires aux comptes' }],
  },
];
const TOTAL_WEIGHT = LIFE_EVENTS.reduce((sum, event) => sum + event.weight, 0);

/** The minutes a decision is recorded in, by legal form. */
function minutes(c: CompanyModel, extraordinary: boolean): string {
  if (c.form.board === 'sas') return 'Procès-verbal des décisions du président';
  if (c.form.board === 'association') return "Procès-verbal d'assemblée générale";
  return extraordinary ? "Procès-verbal d'assemblée générale extraordinaire" : "Procès-verbal d'assemblée générale ordinaire";
}

/**
 * Deposited acts in the shape of the INPI RNE attachments answer (`GET /api/companies/{siren}/attachments`):
 * one `{ actes: [...], bilans: [] }` line per company that files acts (companies registered at the
 * RCS, sole traders excepted). Articles of incorporation when the company was created, then minutes
 * of meetings, transfers of the registered office, capital changes… over its life, and its dissolution
 * and closing of liquidation when it ceased: every date between its creation and its closure.
 */
export class ActsRecords {
  count = 0;

  line(random: Random, c: CompanyModel): string | null {
    if (!c.registered || c.form.naturalPerson || c.purged) return null;
    const end = c.closureDay >= 0 ? c.closureDay : REFERENCE_DAY;
    const start = Math.max(c.creationDay, FIRST_FILING_DAY);
    if (end < start) return null;
    const filings: Array<{ day: number; documents: Document[] }> = [];
    if (c.creationDay >= FIRST_FILING_DAY) {
      filings.push({ day: Math.min(end, c.creationDay + random.between(3, 40)), documents: [{ typeActe: 'Statuts constitutifs', decision: 'Constitution' }] });
    }
    const years = (end - start) / 365;
    const events = Math.min(40, Math.round(years * (c.chain ? 0.6 : 0.18) * (0.5 + random.next())));
    for (let i = 0; i < events; i++) {
      let r = random.next() * TOTAL_WEIGHT;
      const event = LIFE_EVENTS.find((candidate) => (r -= candidate.weight) < 0) ?? LIFE_EVENTS[0]!;
      filings.push({ day: start + 30 + random.int(Math.max(1, end - start - 30)), documents: event.documents(c) });
    }
    if (c.closureDay >= 0 && c.closureDay >= start) {
      const dissolved = Math.max(start, c.closureDay - random.between(60, 360));
      filings.push({ day: dissolved, documents: [{ typeActe: minutes(c, true), decision: 'Dissolution anticipée' }] });
      filings.push({ day: c.closureDay, documents: [{ typeActe: minutes(c, false), decision: 'Clôture de liquidation' }] });
    }
    if (filings.length === 0) return null;
    filings.sort((a, b) => a.day - b.day);
    const confidential = random.chance(0.03);
    const actes = filings.map((filing, sequence) => {
      const filed = Math.min(filing.day, end);
      const id = `${(filed * 86_400).toString(16).padStart(8, '0').slice(-8)}${Number(c.siren).toString(16).padStart(8, '0')}${sequence.toString(16).padStart(8, '0')}`;
      this.count++;
      return {
        updatedAt: formatParisTimestamp(Math.min(REFERENCE_DAY, filed + 2), 3600 * random.between(6, 20)),
        id,
        siren: c.siren,
        denomination: c.denomination,
        dateDepot: formatDay(filed),
        numChrono: `A${yearOf(filed)}/${String(random.int(1_000_000)).padStart(6, '0')}`,
        confidentiality: confidential && sequence === 0 ? 'Confidentiel' : 'Public',
        typeRdd: filing.documents,
      };
    });
    return `${JSON.stringify({ actes, bilans: [] })}\n`;
  }
}
