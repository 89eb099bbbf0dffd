import { asArray, asObject, asText, asWords } from '../io/json-fields';
import { optionalDate, optionalSiren } from '../ip/ip-fields';
import { confidentialityOf } from '../ratios/ratios-record';

/** One row of `deposited_acts`, as the importer stages it. */
export interface ActRow {
  sourceId: string;
  siren: string;
  filingNumber: string | null;
  filingDate: string | null;
  actType: string | null;
  description: string | null;
  confidential: boolean;
}

/** What one record of an attachments file holds: its acts, and the acts refused with their reason. */
export interface ParsedActs {
  rows: ActRow[];
  rejections: Array<{ reason: string; detail?: string }>;
}

/** The distinct non-blank values, in order, joined by " ; ". */
function joined(values: ReadonlyArray<string | undefined>): string | null {
  const distinct = [...new Set(values.filter((value): value is string => value !== undefined))];
  return distinct.length === 0 ? null : distinct.join(' ; ');
}

/**
 * One `actes[]` entry of the INPI RNE attachments answer → a row, or why it is refused
 * (missing-id, missing-siren, invalid-siren, invalid-date). `typeRdd[].typeActe` are the kinds of
 * documents the filing holds ("Copie des statuts", "Procès-verbal d'assemblée générale
 * extraordinaire"…), `typeRdd[].decision` what was decided; without `typeRdd`, `libelle` names the act.
 */
export function parseAct(value: unknown, companySiren: string | undefined): { row: ActRow } | { reason: string; detail?: string } {
  const act = asObject(value);
  if (!act) return { reason: 'not-an-object' };
  const sourceId = asText(act.id);
  if (sourceId === undefined) return { reason: 'missing-id', detail: asText(act.numChrono) ?? companySiren };
  const siren = optionalSiren(act.siren ?? companySiren, 'siren');
  if ('reason' in siren) return { reason: siren.reason, detail: `${sourceId}: ${siren.detail}` };
  if (siren.value === null) return { reason: 'missing-siren', detail: sourceId };
  const filingDate = optionalDate(act.dateDepot, 'dateDepot');
  if ('reason' in filingDate) return { reason: filingDate.reason, detail: `${sourceId}: ${filingDate.detail}` };
  const documents = asArray(act.typeRdd).map((entry) => asObject(entry) ?? {});
  return {
    row: {
      sourceId,
      siren: siren.value,
      filingNumber: asText(act.numChrono) ?? null,
      filingDate: filingDate.value,
      actType: joined(documents.map((document) => asWords(document.typeActe))) ?? asWords(act.libelle) ?? null,
      description: joined(documents.map((document) => asWords(document.decision))),
      confidential: confidentialityOf(act) !== 'public',
    },
  };
}

/**
 * One record of an attachments file: the answer of `GET /api/companies/{siren}/attachments`
 * (`{ actes: [...], bilans: [...] }`; `bilans` are ignored, accounts come from the ratios dataset),
 * or one `actes[]` entry on its own. (API-responses wrappers are unwrapped by the reader.)
 */
export function parseAttachments(value: unknown): ParsedActs {
  const answer = asObject(value);
  if (!answer) return { rows: [], rejections: [{ reason: 'not-an-object' }] };
  let acts: readonly unknown[];
  if (Array.isArray(answer.actes)) acts = answer.actes;
  else if ('typeRdd' in answer || 'dateDepot' in answer) acts = [answer];
  else if (Array.isArray(answer.bilans)) acts = [];
  else return { rows: [], rejections: [{ reason: 'not-an-attachments-answer' }] };
  const companySiren = asText(answer.siren);
  const parsed: ParsedActs = { rows: [], rejections: [] };
  for (const act of acts) {
    const result = parseAct(act, companySiren);
    if ('row' in result) parsed.rows.push(result.row);
    else parsed.rejections.push(result);
  }
  return parsed;
}
