import { judgmentEffect, type ProceedingKind } from './insolvency-rules';

/** A judgment published in the BODACC about one company (cancelled notices already left out). */
export interface Judgment {
  sourceId: string;
  /** Date of the judgment (`jugement.date`), else the publication date. */
  date: string;
  publishedAt: string;
  nature: string | null;
  complement: string | null;
  court: string | null;
}

export type ProceedingStatus = 'open' | 'plan' | 'closed';

/** One row of `insolvency_proceedings` (without its id and SIREN). */
export interface Proceeding {
  kind: ProceedingKind;
  status: ProceedingStatus;
  openedAt: string | null;
  closedAt: string | null;
  court: string | null;
  lastJudgmentLabel: string | null;
  lastJudgmentDate: string | null;
}

function byDate(a: Judgment, b: Judgment): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.publishedAt !== b.publishedAt) return a.publishedAt < b.publishedAt ? -1 : 1;
  return a.sourceId < b.sourceId ? -1 : a.sourceId > b.sourceId ? 1 : 0;
}

function label(judgment: Judgment): string | null {
  return judgment.nature ?? (judgment.complement ? judgment.complement.slice(0, 300) : null);
}

/**
 * A company's insolvency proceedings, replayed from all its judgments in date order with the
 * effects of `insolvency-rules.ts`:
 * - an opening starts a proceeding; while one is open (observation period), an opening of
 *   another kind or a conversion changes its kind (same proceeding, same opening date);
 *   during a plan, an opening or a conversion starts a new proceeding and the plan ends;
 * - a resolution of the plan with a new proceeding closes the current one and opens the next;
 * - a plan judgment puts the open proceeding in its plan phase; a closure closes it;
 * - other judgments become its last judgment; filings are ignored.
 * A plan or a closure whose opening is not in the data (published before the dataset starts)
 * still says something: it creates a proceeding with no opening date, when the rule names its
 * kind — a closure only for a company with no proceeding at all, so a repeated closure notice
 * does not invent a second proceeding.
 * Pure and deterministic: the same judgments always give the same rows (idempotent rebuilds).
 */
export function deriveProceedings(judgments: readonly Judgment[]): Proceeding[] {
  const proceedings: Proceeding[] = [];
  let active: Proceeding | undefined;

  const touch = (proceeding: Proceeding, judgment: Judgment) => {
    proceeding.lastJudgmentLabel = label(judgment);
    proceeding.lastJudgmentDate = judgment.date;
    proceeding.court ??= judgment.court;
  };
  const start = (kind: ProceedingKind, judgment: Judgment, status: ProceedingStatus = 'open', openedAt: string | null = judgment.date) => {
    const proceeding: Proceeding = {
      kind,
      status,
      openedAt,
      closedAt: status === 'closed' ? judgment.date : null,
      court: judgment.court,
      lastJudgmentLabel: label(judgment),
      lastJudgmentDate: judgment.date,
    };
    proceedings.push(proceeding);
    return proceeding;
  };
  const end = (proceeding: Proceeding, judgment: Judgment) => {
    proceeding.status = 'closed';
    proceeding.closedAt = judgment.date;
    touch(proceeding, judgment);
  };

  for (const judgment of [...judgments].sort(byDate)) {
    const effect = judgmentEffect(judgment.nature ?? undefined, judgment.complement ?? undefined);
    switch (effect.type) {
      case 'ignore':
        break;
      case 'note':
        if (active) touch(active, judgment);
        break;
      case 'open':
      case 'convert':
        if (active?.status === 'open') {
          active.kind = effect.kind;
          touch(active, judgment);
        } else {
          if (active) end(active, judgment);
          active = start(effect.kind, judgment);
        }
        break;
      case 'resolve-and-open':
        if (active) end(active, judgment);
        active = start(effect.kind, judgment);
        break;
      case 'plan':
        if (active) {
          active.status = 'plan';
          touch(active, judgment);
        } else if (effect.kind) {
          active = start(effect.kind, judgment, 'plan', null);
        }
        break;
      case 'close':
        if (active) {
          end(active, judgment);
          active = undefined;
        } else if (effect.kind && proceedings.length === 0) {
          start(effect.kind, judgment, 'closed', null);
        }
        break;
    }
  }
  return proceedings;
}
