-- A place's companies (head offices located there, counted by the index build): a place named like a far more
-- frequent name word ('robert', 'marie', 'parc') is read as a place only when it holds enough companies to be the
-- likelier reading (see place-words.ts). NULL until the next index build counts them: such a place keeps both readings,
-- as before. The first look-up returns it with each place (migration 0032 otherwise).
ALTER TABLE "search_places" ADD COLUMN "companies" integer;--> statement-breakpoint
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
    SELECT 'place'::text, p.phrase, p.kind, p.companies, p.tokens FROM search_places p WHERE p.phrase = ANY (p_phrases)
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
