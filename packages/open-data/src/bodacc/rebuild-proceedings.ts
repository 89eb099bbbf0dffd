import type { PoolClient } from 'pg';
import { toIsoDate } from './calendar-date';
import { deriveProceedings, type Judgment, type Proceeding } from './derive-proceedings';

interface JudgmentRow {
  siren: string;
  source_id: string;
  published_at: string;
  court: string | null;
  nature: string | null;
  complement: string | null;
  judgment_date: string | null;
}

interface ProceedingRow {
  siren: string;
  kind: string;
  status: string;
  opened_at: string | null;
  closed_at: string | null;
  court: string | null;
  last_judgment_label: string | null;
  last_judgment_date: string | null;
}

export interface RebuildResult {
  /** Companies whose proceedings changed. */
  companies: number;
  /** Proceedings written for them. */
  proceedings: number;
}

/**
 * The judgments that count: insolvency notices with a judgment, not cancelled, not themselves
 * a cancellation (an "avis d'annulation" repeats the judgment it cancels) nor a retraction.
 */
const JUDGMENTS_SQL = `
  SELECT siren, source_id, published_at, court,
         details->'jugement'->>'nature' AS nature,
         details->'jugement'->>'complementJugement' AS complement,
         details->'jugement'->>'date' AS judgment_date
    FROM announcements
   WHERE siren = ANY($1::bpchar[])
     AND family = 'insolvency'
     AND NOT cancelled
     AND jsonb_typeof(details->'jugement') = 'object'
     AND details->>'typeavis' IS DISTINCT FROM 'annulation'
     AND details->'retractation' IS NULL`;

const EXISTING_SQL = `
  SELECT siren, kind, status, opened_at, closed_at, court, last_judgment_label, last_judgment_date
    FROM insolvency_proceedings
   WHERE siren = ANY($1::bpchar[])
   ORDER BY siren, id`;

function fingerprint(rows: ReadonlyArray<Proceeding>): string {
  return JSON.stringify(rows.map((p) => [p.kind, p.status, p.openedAt, p.closedAt, p.court, p.lastJudgmentLabel, p.lastJudgmentDate]));
}

/**
 * Rebuilds the insolvency proceedings of these companies from all their judgments in the
 * database. A company whose derived proceedings equal its stored ones is left untouched (same
 * ids, no write): rebuilding twice, or after re-importing the same file, changes nothing.
 */
export async function rebuildProceedings(client: PoolClient, sirens: readonly string[]): Promise<RebuildResult> {
  if (sirens.length === 0) return { companies: 0, proceedings: 0 };
  const list = [...new Set(sirens)];

  const judgments = new Map<string, Judgment[]>();
  for (const siren of list) judgments.set(siren, []);
  const { rows } = await client.query<JudgmentRow>(JUDGMENTS_SQL, [list]);
  for (const row of rows) {
    judgments.get(row.siren)?.push({
      sourceId: row.source_id,
      date: toIsoDate(row.judgment_date) ?? row.published_at,
      publishedAt: row.published_at,
      nature: row.nature,
      complement: row.complement,
      court: row.court,
    });
  }

  const stored = new Map<string, Proceeding[]>();
  const existing = await client.query<ProceedingRow>(EXISTING_SQL, [list]);
  for (const row of existing.rows) {
    const proceedings = stored.get(row.siren) ?? [];
    proceedings.push({
      kind: row.kind as Proceeding['kind'],
      status: row.status as Proceeding['status'],
      openedAt: row.opened_at,
      closedAt: row.closed_at,
      court: row.court,
      lastJudgmentLabel: row.last_judgment_label,
      lastJudgmentDate: row.last_judgment_date,
    });
    stored.set(row.siren, proceedings);
  }

  const changed: string[] = [];
  const columns = { siren: [] as string[], kind: [] as string[], status: [] as string[], openedAt: [] as (string | null)[] };
  const more = { closedAt: [] as (string | null)[], court: [] as (string | null)[], label: [] as (string | null)[], date: [] as (string | null)[] };
  for (const siren of list) {
    const derived = deriveProceedings(judgments.get(siren) ?? []);
    if (fingerprint(derived) === fingerprint(stored.get(siren) ?? [])) continue;
    changed.push(siren);
    for (const p of derived) {
      columns.siren.push(siren);
      columns.kind.push(p.kind);
      columns.status.push(p.status);
      columns.openedAt.push(p.openedAt);
      more.closedAt.push(p.closedAt);
      more.court.push(p.court);
      more.label.push(p.lastJudgmentLabel);
      more.date.push(p.lastJudgmentDate);
    }
  }
  if (changed.length === 0) return { companies: 0, proceedings: 0 };

  await client.query('DELETE FROM insolvency_proceedings WHERE siren = ANY($1::bpchar[])', [changed]);
  if (columns.siren.length > 0) {
    // unnest keeps the array order, so ids follow the proceedings' chronological order.
    await client.query(
      `INSERT INTO insolvency_proceedings (siren, kind, status, opened_at, closed_at, court, last_judgment_label, last_judgment_date)
       SELECT * FROM unnest($1::bpchar[], $2::text[], $3::text[], $4::date[], $5::date[], $6::text[], $7::text[], $8::date[])`,
      [columns.siren, columns.kind, columns.status, columns.openedAt, more.closedAt, more.court, more.label, more.date],
    );
  }
  return { companies: changed.length, proceedings: columns.siren.length };
}
