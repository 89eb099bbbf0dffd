import type { Pool } from 'pg';
import { inTransaction } from '@registre/db';
import { PROSPECTING_ERRORS, PROSPECTING_LIMITS, type ProspectingAllowance, type ProspectingColumn, type ProspectingFilters, type SavedSearch } from '@registre/domain';
import { HttpError, NotFoundError, UnprocessableError } from '../../errors/http-errors';
import type { Clock } from '../../platform';
import type { OrderTarget } from '../orders';
import { SqlParams } from '../search';
import { rowsAllowed, type ExportRowsPlan } from './export-rows-access';
import { nafTokens } from './naf-tokens';
import { prospectingColumnList } from './prospecting-column-sql';
import type { ProspectingExportPayload } from './prospecting-export-file';
import { regionDepartments } from './region-departments';
import { prospectingConditions, whereClause } from './prospecting-filter-sql';
import {
  countProspects,
  deleteSavedSearch,
  exportHistory,
  findSavedSearch,
  insertSavedSearch,
  listSavedSearches,
  nameTaken,
  previewRow,
  prospectRows,
  rowsExportedSince,
  runningPeriod,
  updateSavedSearch,
  type ListSql,
  type SavedSearchInput,
  type SavedSearchRow,
} from './prospecting-queries';

export interface ProspectingServiceDeps {
  pool: Pool;
  clock: Clock;
  plan: ExportRowsPlan;
}

const presentSearch = (row: SavedSearchRow): SavedSearch => ({
  id: row.id,
  name: row.name,
  filters: row.filters,
  columns: row.columns,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

const notFound = () => new NotFoundError(PROSPECTING_ERRORS.searchNotFound);
const taken = () => new UnprocessableError(PROSPECTING_ERRORS.nameTaken, { name: [PROSPECTING_ERRORS.nameTaken] });

/** Client prospecting: live counts and previews of prospect lists, saved searches, and what an export order holds. */
export function prospectingService({ pool, clock, plan }: ProspectingServiceDeps) {
  const naf = nafTokens(pool);
  const departmentsOf = regionDepartments(pool);

  /** A list on the head office's columns (covering indexes, quick however broad), or on the search tokens when a criterion has no column. */
  async function listSql(filters: ProspectingFilters): Promise<ListSql> {
    const tokens = filters.naf?.length ? await naf(filters.naf) : undefined;
    const columns = prospectingColumnList(filters, tokens, filters.region?.length ? await departmentsOf(filters.region) : undefined);
    if (columns !== null) return columns;
    const params = new SqlParams();
    return { parts: [whereClause(prospectingConditions(filters, tokens, params))], values: params.values };
  }

  async function allowance(userId: string): Promise<ProspectingAllowance> {
    const period = await runningPeriod(pool, userId);
    if (!period || period.end <= clock.now()) return { subscribed: false, rows_per_period: null, rows_used: 0, rows_left: null, period_end: null };
    const allowed = rowsAllowed(plan, period.status);
    const used = await rowsExportedSince(pool, userId, period.start);
    return { subscribed: true, rows_per_period: allowed, rows_used: used, rows_left: Math.max(0, allowed - used), period_end: period.end.toISOString() };
  }

  return {
    listSql,
    allowance,

    /** The count (up to its cap) and the first rows of a list. */
    async preview(filters: ProspectingFilters) {
      const list = await listSql(filters);
      const [count, rows] = await Promise.all([countProspects(pool, list, PROSPECTING_LIMITS.countCap), prospectRows(pool, list, PROSPECTING_LIMITS.previewRows)]);
      return { count: Math.min(count, PROSPECTING_LIMITS.countCap), more: count > PROSPECTING_LIMITS.countCap, rows: rows.map(previewRow) };
    },

    searches: async (userId: string) => (await listSavedSearches(pool, userId)).map(presentSearch),

    async search(userId: string, id: string) {
      const row = await findSavedSearch(pool, userId, id);
      if (!row) throw notFound();
      return presentSearch(row);
    },

    async createSearch(userId: string, input: SavedSearchInput) {
      const client = await pool.connect();
      try {
        const saved = await inTransaction(client, () => insertSavedSearch(client, userId, input, PROSPECTING_LIMITS.savedSearchesPerUser, clock.now()));
        if (saved === 'full') throw new UnprocessableError(PROSPECTING_ERRORS.tooManySearches, { name: [PROSPECTING_ERRORS.tooManySearches] });
        if (saved === 'name-taken') throw taken();
        return presentSearch(saved);
      } finally {
        client.release();
      }
    },

    async updateSearch(userId: string, id: string, input: SavedSearchInput) {
      if (!(await findSavedSearch(pool, userId, id))) throw notFound();
      if (await nameTaken(pool, userId, input.name, id)) throw taken();
      const row = await updateSavedSearch(pool, userId, id, input, clock.now()).catch((error: unknown) => {
        // Another save took the name in between.
        if ((error as { code?: string }).code === '23505') throw taken();
        throw error;
      });
      if (!row) throw notFound();
      return presentSearch(row);
    },

    async deleteSearch(userId: string, id: string) {
      if (!(await deleteSavedSearch(pool, userId, id))) throw notFound();
    },

    async exports(userId: string) {
      return (await exportHistory(pool, userId, 100)).map((row) => ({
        order_id: row.id,
        state: row.state,
        format: row.payload.format,
        rows: row.payload.rows,
        search_name: row.payload.search_name ?? null,
        created_at: row.created_at.toISOString(),
        error_code: row.error_code,
      }));
    },

    /**
     * What an export order holds: the list's rows counted now, as many as the plan still leaves this period (a guest,
     * who will start with the trial, as many as the trial gives), at most PROSPECTING_LIMITS.rowsPerExport.
     * 422 when the list is empty; 403 when the period's rows are used up.
     */
    async exportTarget(userId: string | null, order: { filters: ProspectingFilters; columns: ProspectingColumn[]; format: 'csv' | 'xlsx'; search_id?: string | undefined }): Promise<OrderTarget> {
      const searchName = order.search_id && userId ? ((await findSavedSearch(pool, userId, order.search_id))?.name ?? null) : null;
      if (order.search_id && searchName === null) throw notFound();
      const left = userId === null ? plan.rowsInTrial : ((await allowance(userId)).rows_left ?? plan.rowsInTrial);
      if (left <= 0) throw new HttpError(403, PROSPECTING_ERRORS.rowsExhausted);
      const bound = Math.min(left, PROSPECTING_LIMITS.rowsPerExport);
      const rows = Math.min(await countProspects(pool, await listSql(order.filters), bound), bound);
      if (rows === 0) throw new UnprocessableError(PROSPECTING_ERRORS.noRowsToExport);
      const payload: ProspectingExportPayload = { filters: order.filters, columns: order.columns, format: order.format, rows, search_name: searchName };
      return { kind: 'prospecting-export', subject: 'selection', siren: null, payload: { ...payload } };
    },
  };
}

export type ProspectingService = ReturnType<typeof prospectingService>;
