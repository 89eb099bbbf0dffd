-- The daily update refreshes the director search of its persons with the full rebuild's statements, scoped
-- (packages/db/src/director-search/refresh-director-search-for.ts): the plpgsql copy of migration 0044 goes.
DROP FUNCTION IF EXISTS public.refresh_director_search_for(bigint[]);
