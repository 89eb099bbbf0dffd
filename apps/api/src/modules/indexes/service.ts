import type { Pool } from 'pg';
import {
  INDEX_INVALID_CURSOR,
  INDEX_INVALID_LEVEL,
  type ActivityDetail,
  type ActivityCount,
  type ActivityCountsQuery,
  type CompanyIndexItem,
  type CompanyIndexQuery,
  type CursorMeta,
  type DepartmentCount,
} from '@registre/domain';
import { BadRequestError, NotFoundError } from '../../errors/http-errors';
import { decodeIndexCursor, encodeIndexCursor } from './cursor';
import {
  ACTIVITY_LEVEL_NUMBERS,
  activityCounts,
  departmentCounts,
  departmentExists,
  findActivityWithAncestors,
  findNafCode,
  listCompanies,
  type NafCodeRow,
} from './queries';

const ACTIVITY_NOT_FOUND = 'errors:indexes.activity-not-found';

export function indexesService(pool: Pool) {
  async function nafCode(code: string | undefined): Promise<NafCodeRow | null> {
    if (code === undefined) return null;
    const row = await findNafCode(pool, code);
    if (!row) throw new NotFoundError(ACTIVITY_NOT_FOUND);
    return row;
  }

  async function checkDepartment(code: string | undefined): Promise<void> {
    if (code !== undefined && !(await departmentExists(pool, code))) throw new NotFoundError('errors:indexes.department-not-found');
  }

  return {
    async activities(query: ActivityCountsQuery): Promise<ActivityCount[]> {
      const [parent] = await Promise.all([nafCode(query.activity_code), checkDepartment(query.department)]);
      const level = query.level === undefined ? undefined : ACTIVITY_LEVEL_NUMBERS[query.level];
      if (parent === null) return activityCounts(pool, null, query.department ?? '', level ?? 1);
      // A subclass has no level below it.
      if (parent.level !== 1 && parent.level !== 2) return [];
      const childLevel = parent.level === 1 ? 2 : 5;
      if (level !== undefined && level !== childLevel) throw new BadRequestError(INDEX_INVALID_LEVEL, { level: [INDEX_INVALID_LEVEL] });
      return activityCounts(pool, parent, query.department ?? '', childLevel);
    },

    async activity(code: string): Promise<ActivityDetail> {
      const rows = await findActivityWithAncestors(pool, code);
      const own = rows.at(-1);
      if (!own || own.code !== code) throw new NotFoundError(ACTIVITY_NOT_FOUND);
      return { ...own, ancestors: rows.slice(0, -1) };
    },

    departments(): Promise<DepartmentCount[]> {
      return departmentCounts(pool);
    },

    async companies(query: CompanyIndexQuery): Promise<{ data: CompanyIndexItem[]; meta: CursorMeta }> {
      const after = query.cursor === undefined ? null : decodeIndexCursor(query.cursor);
      if (query.cursor !== undefined && after === null) throw new BadRequestError(INDEX_INVALID_CURSOR, { cursor: [INDEX_INVALID_CURSOR] });
      const [naf] = await Promise.all([nafCode(query.activity_code), checkDepartment(query.department)]);
      if (naf && naf.level !== 2 && naf.level !== 5) throw new BadRequestError('errors:indexes.invalid-activity-code', { activity_code: ['errors:indexes.invalid-activity-code'] });
      const [nafFrom, nafTo] = naf === null ? [null, null] : naf.level === 2 ? [`${naf.code}.00`, `${naf.code}.99Z`] : [naf.code, naf.code];
      const rows = await listCompanies(pool, { department: query.department ?? null, nafFrom, nafTo, after }, query.per_page + 1);
      const page = rows.slice(0, query.per_page);
      const last = page.at(-1);
      return {
        data: page.map((row) => ({
          siren: row.siren,
          name: row.name,
          naf_code: row.naf_code,
          postcode: row.postcode,
          city: row.city,
          status: row.is_active ? 'active' : 'closed',
        })),
        meta: { per_page: query.per_page, next_cursor: rows.length > query.per_page && last ? encodeIndexCursor({ naf: last.naf_code, siren: last.siren }) : null },
      };
    },
  };
}

export type IndexesService = ReturnType<typeof indexesService>;
