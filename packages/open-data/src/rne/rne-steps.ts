import { type RneOutcome, parseRneRecords } from './parsed-rne-records';
import type { RneFileProgress } from './read-rne-records';
import { addRecordRows, emptyChunkRows } from './rne-chunk-rows';
import { type RneFirstLoadPlan, RneFirstLoadRows, type RneFirstLoadWrite } from './rne-first-load-rows';
import type { RnePersonRow } from './rne-rows';

export interface RneBatchSizes {
  /** Companies per write: large enough for set-based SQL to pay off, small enough to keep memory flat. */
  companies: number;
  /** A batch is written earlier when its companies carry this many mandates. */
  mandates: number;
  /** Bytes of JSON lines per chunk given to a parsing thread (default `DEFAULT_CHUNK_BYTES`; tests make it small). */
  chunkBytes?: number;
}

/** How the records are to be turned into writes (plain data: it goes to the parsing thread). */
export interface RneStepsPlan {
  /** Set when the import is a first load (`beginFirstLoad`). */
  firstLoad: RneFirstLoadPlan | null;
  sizes: RneBatchSizes;
}

/** Records whose rows are made before they are added to a first load, when it runs in the thread that parses them. */
const RECORDS_PER_ROW_SET = 1_000;

/** What the importing thread does next, in file order. */
export type RneStep =
  /** Records for the staging path, and rejections. */
  | { kind: 'outcomes'; outcomes: RneOutcome[] }
  /** A write of the first load, ready to be sent. */
  | { kind: 'first-load'; write: RneFirstLoadWrite }
  /** The first load ends here (a company seen twice, or the end of the input): its persons' patches. */
  | { kind: 'first-load-end'; patches: RnePersonRow[] };

/** Outcomes per step, so that steps are few whatever the path. */
const OUTCOMES_PER_STEP = 500;

/** The last write of a first load, and its end. */
export function* endOfFirstLoad(rows: RneFirstLoadRows): Generator<RneStep> {
  const write = rows.take();
  if (write) yield { kind: 'first-load', write };
  yield { kind: 'first-load-end', patches: rows.patches() };
}

/**
 * The records of the files as the writes to make: during a first load, its writes as COPY text (the Node side of
 * the first load runs here, next to the parsing); otherwise, and after it, the parsed records for the staging path.
 */
export async function* rneSteps(files: readonly string[], plan: RneStepsPlan, progress?: RneFileProgress): AsyncGenerator<RneStep> {
  let rows = plan.firstLoad ? new RneFirstLoadRows(plan.firstLoad) : null;
  const roleLabels = new Map(plan.firstLoad?.roleLabels);
  let chunk = emptyChunkRows();
  let outcomes: RneOutcome[] = [];
  for await (const outcome of parseRneRecords(files, progress)) {
    if (rows && 'record' in outcome) {
      if (rows.accepts(Number(outcome.record.company.siren))) {
        if (chunk.sirens.length === RECORDS_PER_ROW_SET) chunk = emptyChunkRows();
        addRecordRows(chunk, outcome.record, roleLabels);
        rows.add(chunk, chunk.sirens.length - 1);
        if (rows.size >= plan.sizes.companies || rows.mandateCount >= plan.sizes.mandates) yield { kind: 'first-load', write: rows.take()! };
        continue;
      }
      // A company seen twice: what came before is written, then the rest goes the staging way.
      yield* endOfFirstLoad(rows);
      rows = null;
    }
    outcomes.push(outcome);
    if (outcomes.length >= OUTCOMES_PER_STEP) {
      yield { kind: 'outcomes', outcomes };
      outcomes = [];
    }
  }
  if (rows) yield* endOfFirstLoad(rows);
  if (outcomes.length > 0) yield { kind: 'outcomes', outcomes };
}
