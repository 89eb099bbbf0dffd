-- The first look-up of a search query (migration 0030) in one statement: the deletions to look up (those of the typed
-- words unknown or held by `p_check_up_to` companies or fewer) are a CTE of it rather than a statement of their own,
-- their owners' counts read once for all their keys; and the register's company count comes with every look-up, not
-- only with activity words (the search's estimate of a query's matches needs it: a statement less for those queries).
CREATE OR REPLACE FUNCTION search_word_lookup(
  p_words text[], p_phrases text[], p_deletion_keys text[], p_deletion_owners text[], p_check_up_to integer,
  p_prefix text, p_prefix_limit integer, p_activity_codes text[], p_name_key text
) RETURNS TABLE (part text, key text, word text, companies integer, tokens text[])
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  RETURN QUERY
    WITH deletions AS MATERIALIZED (
      SELECT DISTINCT k.variant FROM unnest(p_deletion_keys, p_deletion_owners) AS k(variant, owner)
       WHERE k.owner <> ALL (ARRAY(SELECT o.word FROM search_words o WHERE o.word = ANY (p_deletion_owners) AND o.companies > p_check_up_to)))
    SELECT 'word'::text, w.word, w.word, w.companies, NULL::text[] FROM search_words w
     WHERE w.word = ANY (p_words || ARRAY(SELECT variant FROM deletions))
    UNION ALL
    SELECT 'place'::text, p.phrase, p.kind, 0, p.tokens FROM search_places p WHERE p.phrase = ANY (p_phrases)
    UNION ALL
    SELECT 'deletion'::text, d.variant, w.word, w.companies, NULL::text[]
      FROM search_word_deletes d JOIN search_words w ON w.word = d.word
     WHERE d.variant = ANY (ARRAY(SELECT variant FROM deletions))
    UNION ALL
    (SELECT 'prefix'::text, p_prefix, w.word, w.companies, NULL::text[] FROM search_words w
      WHERE p_prefix <> '' AND w.word ~>=~ p_prefix AND w.word ~<~ (p_prefix || '~') AND w.word LIKE (p_prefix || '%')
      ORDER BY w.companies DESC LIMIT p_prefix_limit)
    UNION ALL
    SELECT 'activity'::text, c.naf_code::text, c.naf_code::text, c.companies, NULL::text[] FROM company_listing_counts c
     WHERE c.department_code = '' AND c.naf_code = ANY (p_activity_codes || '{""}'::text[])
    UNION ALL
    SELECT 'name'::text, p_name_key, p_name_key, 1, NULL::text[]
     WHERE p_name_key <> '' AND EXISTS (SELECT 1 FROM company_search s WHERE s.name_key = p_name_key);
END
$$;
