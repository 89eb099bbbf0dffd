-- Hand-written (issue 41): the director search is rebuilt beside the live tables and swapped in
-- (refreshDirectorSearch in @registre/db, docs/search.md "Rebuilds"); the function that truncated the
-- live tables, making every reader wait for the whole rebuild, goes. Table and index names are unchanged:
-- a rebuild builds its tables under the same names in a staging schema.
DROP FUNCTION IF EXISTS public.refresh_director_search();
