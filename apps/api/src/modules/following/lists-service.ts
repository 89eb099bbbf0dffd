import type { Pool, PoolClient } from 'pg';
import { inTransaction } from '@registre/db';
import { DEFAULT_LIST_NAME, FOLLOWING_ERRORS, FOLLOWING_LIMITS, type AddCompaniesResult, type FollowedSiren } from '@registre/domain';
import { NotFoundError, UnprocessableError } from '../../errors/http-errors';
import type { Clock } from '../../platform';
import {
  companyExists,
  deleteFollowedCompanies,
  deleteList,
  findDefaultList,
  findUserList,
  followedSirens,
  insertFollowedCompanies,
  insertList,
  listCompanies,
  listCompaniesPage,
  lockUserLists,
  partitionSirens,
  unfollowEverywhere,
  userLists,
  type ListCompanyRow,
  type ListRow,
} from './lists-queries';

export type { ListCompanyRow, ListRow };

/** Companies read at a time by an export (each page awaited: the event loop serves other requests between pages). */
const EXPORT_PAGE_SIZE = 500;

const listNotFound = () => new NotFoundError(FOLLOWING_ERRORS.listNotFound);

/**
 * Followed lists of one user. Every call takes the signed-in user's id: another user's list is
 * simply not found (404). Counts are checked under a lock (the list row, or the user's advisory
 * lock for list creation), so two parallel requests cannot overshoot the bounds.
 */
export function listsService(pool: Pool, clock: Clock) {
  const transaction = async <T>(work: (client: PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      return await inTransaction(client, () => work(client));
    } finally {
      client.release();
    }
  };

  const createList = async (client: PoolClient, userId: string, name: string, isDefault: boolean): Promise<ListRow> => {
    const count = await lockUserLists(client, userId);
    if (count >= FOLLOWING_LIMITS.listsPerUser) throw new UnprocessableError(FOLLOWING_ERRORS.tooManyLists, { name: [FOLLOWING_ERRORS.tooManyLists] });
    const list = await insertList(client, userId, name, isDefault);
    if (!list) throw new UnprocessableError(FOLLOWING_ERRORS.nameTaken, { name: [FOLLOWING_ERRORS.nameTaken] });
    return list;
  };

  /** Adds SIRENs to a locked list: unknown ones are refused, the rest added if the list has room for all. */
  const addToList = async (client: PoolClient, list: ListRow, sirens: readonly string[]): Promise<AddCompaniesResult> => {
    const partition = await partitionSirens(client, list.id, sirens);
    if (partition.fresh.length === 0 && partition.already.length === 0) {
      // Every SIREN refused: nothing to add, and each refused one named in the answer.
      throw new UnprocessableError(FOLLOWING_ERRORS.noKnownCompany, Object.fromEntries(partition.unknown.map((siren) => [`sirens.${siren}`, [FOLLOWING_ERRORS.unknownCompany]])));
    }
    if (list.companies_count + partition.fresh.length > FOLLOWING_LIMITS.companiesPerList) {
      throw new UnprocessableError(FOLLOWING_ERRORS.listFull, { sirens: [FOLLOWING_ERRORS.listFull] });
    }
    await insertFollowedCompanies(client, list.id, partition.fresh, clock.now());
    return {
      added: partition.fresh,
      already_in_list: partition.already,
      refused: partition.unknown.map((siren) => ({ siren, reason: 'unknown' as const })),
      companies_count: list.companies_count + partition.fresh.length,
    };
  };

  const followedSiren = async (userId: string, siren: string): Promise<FollowedSiren> => {
    const [row] = await followedSirens(pool, userId, [siren]);
    return { siren, list_ids: row?.list_ids ?? [] };
  };

  return {
    lists: (userId: string) => userLists(pool, userId),

    async list(userId: string, listId: string): Promise<{ list: ListRow; companies: ListCompanyRow[] }> {
      const list = await findUserList(pool, userId, listId);
      if (!list) throw listNotFound();
      return { list, companies: await listCompanies(pool, listId) };
    },

    /** The user's list (404 otherwise), and its companies read page by page as they are iterated. */
    async exportedList(userId: string, listId: string): Promise<{ list: ListRow; pages: AsyncIterable<ListCompanyRow[]> }> {
      const list = await findUserList(pool, userId, listId);
      if (!list) throw listNotFound();
      async function* pages(): AsyncGenerator<ListCompanyRow[]> {
        for (let after = null, more = true; more; ) {
          const page = await listCompaniesPage(pool, listId, after, EXPORT_PAGE_SIZE);
          if (page.rows.length > 0) yield page.rows;
          more = page.rows.length === EXPORT_PAGE_SIZE;
          after = page.last;
        }
      }
      return { list, pages: pages() };
    },

    create: (userId: string, name: string) => transaction((client) => createList(client, userId, name, false)),

    async remove(userId: string, listId: string): Promise<void> {
      if (!(await deleteList(pool, userId, listId))) throw listNotFound();
    },

    addCompanies: (userId: string, listId: string, sirens: readonly string[]) =>
      transaction(async (client) => {
        const list = await findUserList(client, userId, listId, true);
        if (!list) throw listNotFound();
        return addToList(client, list, sirens);
      }),

    async removeCompanies(userId: string, listId: string, sirens: readonly string[]): Promise<number> {
      const list = await findUserList(pool, userId, listId);
      if (!list) throw listNotFound();
      return deleteFollowedCompanies(pool, listId, sirens);
    },

    /** Follows a company in the given list, or in the user's default list (created on first use). */
    async follow(userId: string, siren: string, listId?: string): Promise<FollowedSiren> {
      if (!(await companyExists(pool, siren))) throw new NotFoundError('errors:company.not-found');
      await transaction(async (client) => {
        let list: ListRow | null;
        if (listId) {
          list = await findUserList(client, userId, listId, true);
          if (!list) throw listNotFound();
        } else {
          list = (await findDefaultList(client, userId)) ?? (await createDefaultList(client, userId));
        }
        await addToList(client, list, [siren]);
      });
      return followedSiren(userId, siren);
    },

    async unfollow(userId: string, sirens: readonly string[]): Promise<number> {
      return unfollowEverywhere(pool, userId, sirens);
    },

    followed: (userId: string, sirens?: readonly string[]) => followedSirens(pool, userId, sirens),
  };

  async function createDefaultList(client: PoolClient, userId: string): Promise<ListRow> {
    const count = await lockUserLists(client, userId);
    const existing = await findDefaultList(client, userId);
    if (existing) return existing;
    if (count >= FOLLOWING_LIMITS.listsPerUser) throw new UnprocessableError(FOLLOWING_ERRORS.tooManyLists, { name: [FOLLOWING_ERRORS.tooManyLists] });
    // A user may already own a list named like the default one: the default list then takes a numbered name.
    for (let attempt = 1; attempt <= FOLLOWING_LIMITS.listsPerUser + 1; attempt += 1) {
      const list = await insertList(client, userId, attempt === 1 ? DEFAULT_LIST_NAME : `${DEFAULT_LIST_NAME} (${attempt})`, true);
      if (list) return list;
    }
    throw new UnprocessableError(FOLLOWING_ERRORS.nameTaken, { name: [FOLLOWING_ERRORS.nameTaken] });
  }
}

export type ListsService = ReturnType<typeof listsService>;
