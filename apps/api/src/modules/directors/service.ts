import type { Pool } from 'pg';
import {
  DIRECTOR_ACTIVITY_CODE_INVALID,
  DIRECTOR_PROFILE_MAX_COMPANIES,
  DIRECTOR_SEARCH_MAX_RESULTS,
  ND,
  pageMeta,
  type DirectorIndexResponse,
  type DirectorPersonal,
  type DirectorProfile,
  type DirectorsByDepartmentQuery,
  type DirectorsBySectorQuery,
  type DirectorSearchQuery,
  type DirectorSearchResponse,
} from '@registre/domain';
import { BadRequestError, NotFoundError } from '../../errors/http-errors';
import { departmentExists, listDirectorsOfScope, nafCodeExists } from './director-index-query';
import { decodeIndexCursor, encodeIndexCursor } from './index-cursor';
import { presentCompanyRoles } from './present-director-company';
import { birthMonthYear, presentDirectorPersonal, presentDirectorSummary } from './present-director';
import { countCompanies, countHomonyms, findCompanyRoles, findPersons, type CompanyRoleRow, type PersonRow } from './queries';
import { searchDirectorIds } from './search-directors-query';

const DIRECTOR_NOT_FOUND = 'errors:directors.not-found';
const PAGE_TOO_DEEP = 'errors:directors.page-too-deep';
const UNKNOWN_SECTOR = 'errors:directors.unknown-activity-code';
const UNKNOWN_DEPARTMENT = 'errors:directors.unknown-department';

/** Companies listed with each search result. */
const SEARCH_RESULT_COMPANIES = 10;

function groupByPerson<T extends { person_id: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.person_id);
    if (group) group.push(row);
    else groups.set(row.person_id, [row]);
  }
  return groups;
}

export function directorsService(pool: Pool) {
  async function findPerson(id: number): Promise<PersonRow> {
    const [person] = await findPersons(pool, [id]);
    if (!person) throw new NotFoundError(DIRECTOR_NOT_FOUND);
    return person;
  }

  async function listScope(scope: string, query: { cursor?: string | undefined; per_page: number }): Promise<DirectorIndexResponse> {
    const after = query.cursor === undefined ? null : decodeIndexCursor(query.cursor);
    const rows = await listDirectorsOfScope(pool, scope, after, query.per_page + 1);
    const page = rows.slice(0, query.per_page);
    const last = page.at(-1);
    const nextCursor = rows.length > query.per_page && last ? encodeIndexCursor({ sortName: last.sort_name, personId: last.id }) : null;
    return { data: page.map(presentDirectorSummary), meta: { per_page: query.per_page, next_cursor: nextCursor } };
  }

  return {
    async search(query: DirectorSearchQuery): Promise<DirectorSearchResponse> {
      const offset = (query.page - 1) * query.per_page;
      if (offset >= DIRECTOR_SEARCH_MAX_RESULTS) throw new BadRequestError(PAGE_TOO_DEEP, { page: [PAGE_TOO_DEEP] });
      const hits = await searchDirectorIds(pool, {
        name: query.name,
        birthYear: query.birth_year ?? null,
        offset,
        limit: query.per_page,
        maxResults: DIRECTOR_SEARCH_MAX_RESULTS,
      });
      const meta = pageMeta(query.page, query.per_page, hits.total, hits.total < DIRECTOR_SEARCH_MAX_RESULTS);
      if (hits.personIds.length === 0) return { data: [], meta };
      const [persons, roles, counts] = await Promise.all([
        findPersons(pool, hits.personIds),
        findCompanyRoles(pool, hits.personIds, SEARCH_RESULT_COMPANIES),
        countCompanies(pool, hits.personIds),
      ]);
      const personById = new Map(persons.map((person) => [person.id, person]));
      const rolesByPerson = groupByPerson(roles);
      const countsByPerson = new Map(counts.map((count) => [count.person_id, count]));
      const data = hits.personIds.flatMap((id) => {
        const person = personById.get(id);
        // The search table is rebuilt after imports: a person deleted since then is skipped.
        if (!person) return [];
        const companies = presentCompanyRoles(rolesByPerson.get(id) ?? []);
        return [
          {
            ...presentDirectorSummary(person),
            birth_date: person.diffusible ? birthMonthYear(person) : null,
            current_mandates_count: countsByPerson.get(id)?.current_mandates ?? 0,
            companies,
            companies_count: countsByPerson.get(id)?.total_count ?? companies.length,
          },
        ];
      });
      return { data, meta };
    },

    async getProfile(id: number): Promise<DirectorProfile> {
      const person = await findPerson(id);
      const [roles, counts, homonyms] = await Promise.all([
        findCompanyRoles(pool, [id], DIRECTOR_PROFILE_MAX_COMPANIES),
        countCompanies(pool, [id]),
        person.diffusible && person.kind === 'natural' ? countHomonyms(pool, person) : Promise.resolve(0),
      ]);
      const hidden = (value: string | null) => (person.diffusible ? value : value === null ? null : ND);
      return {
        ...presentDirectorSummary(person),
        is_diffusible: person.diffusible,
        last_name: hidden(person.last_name),
        usage_name: hidden(person.usage_name),
        first_names: hidden(person.first_names),
        legal_siren: person.legal_siren,
        homonyms_count: homonyms,
        current_companies_count: counts[0]?.current_count ?? 0,
        past_companies_count: counts[0]?.past_count ?? 0,
        mandates: {
          current: presentCompanyRoles(roles, (row: CompanyRoleRow) => row.is_current),
          past: presentCompanyRoles(roles, (row: CompanyRoleRow) => !row.is_current),
        },
      };
    },

    async getPersonal(id: number): Promise<DirectorPersonal> {
      return presentDirectorPersonal(await findPerson(id));
    },

    async listBySector(code: string, query: DirectorsBySectorQuery): Promise<DirectorIndexResponse> {
      const level = /^\d/.test(code) ? 2 : 1;
      if (!(await nafCodeExists(pool, code, level))) throw new NotFoundError(UNKNOWN_SECTOR);
      return listScope(level === 1 ? `section:${code}` : `division:${code}`, query);
    },

    async listByDepartment(department: string, query: DirectorsByDepartmentQuery): Promise<DirectorIndexResponse> {
      if (!(await departmentExists(pool, department))) throw new NotFoundError(UNKNOWN_DEPARTMENT);
      if (query.activity_code === undefined) return listScope(`department:${department}`, query);
      if (!(await nafCodeExists(pool, query.activity_code, 2))) {
        throw new BadRequestError(DIRECTOR_ACTIVITY_CODE_INVALID, { activity_code: [DIRECTOR_ACTIVITY_CODE_INVALID] });
      }
      return listScope(`department-division:${department}:${query.activity_code}`, query);
    },
  };
}

export type DirectorsService = ReturnType<typeof directorsService>;
