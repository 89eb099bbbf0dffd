-- The first look-up of a search query (apps/api/src/modules/search/word-lookups.ts: its words, places, one-letter
-- deletions, a suggestion's prefix words, its activity words' company counts, whether its name is a company's), as a
-- function whose plans are made once per connection and reused: sent as a prepared statement, PostgreSQL planned its
-- arms again at every query (more than running them), its generic plan being costed with guessed array sizes. Every
-- arm is an index look-up whatever the values, so the generic plan is the right one; the prefix is a range of the
-- (word text_pattern_ops) index, usable without knowing the prefix (words are made of a-z and 0-9, all below '~').
-- Deletions are looked up only for the words that may be misspelt: unknown, or held by `p_check_up_to` companies or
-- fewer (a frequent word is taken as meant); `p_deletion_owners` names the typed word of each key.
CREATE OR REPLACE FUNCTION search_word_lookup(
  p_words text[], p_phrases text[], p_deletion_keys text[], p_deletion_owners text[], p_check_up_to integer,
  p_prefix text, p_prefix_limit integer, p_activity_codes text[], p_name_key text
) RETURNS TABLE (part text, key text, word text, companies integer, tokens text[])
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  deletions text[];
BEGIN
  SELECT coalesce(array_agg(DISTINCT k.variant), '{}') INTO deletions
    FROM unnest(p_deletion_keys, p_deletion_owners) AS k(variant, owner)
   WHERE NOT EXISTS (SELECT 1 FROM search_words o WHERE o.word = k.owner AND o.companies > p_check_up_to);
  RETURN QUERY
    SELECT 'word'::text, w.word, w.word, w.companies, NULL::text[] FROM search_words w WHERE w.word = ANY (p_words || deletions)
    UNION ALL
    SELECT 'place'::text, p.phrase, p.kind, 0, p.tokens FROM search_places p WHERE p.phrase = ANY (p_phrases)
    UNION ALL
    SELECT 'deletion'::text, d.variant, w.word, w.companies, NULL::text[]
      FROM search_word_deletes d JOIN search_words w ON w.word = d.word
     WHERE d.variant = ANY (deletions)
    UNION ALL
    (SELECT 'prefix'::text, p_prefix, w.word, w.companies, NULL::text[] FROM search_words w
      WHERE p_prefix <> '' AND w.word ~>=~ p_prefix AND w.word ~<~ (p_prefix || '~') AND w.word LIKE (p_prefix || '%')
      ORDER BY w.companies DESC LIMIT p_prefix_limit)
    UNION ALL
    SELECT 'activity'::text, c.naf_code::text, c.naf_code::text, c.companies, NULL::text[] FROM company_listing_counts c
     WHERE c.department_code = '' AND cardinality(p_activity_codes) > 0 AND c.naf_code = ANY (p_activity_codes || '{""}'::text[])
    UNION ALL
    SELECT 'name'::text, p_name_key, p_name_key, 1, NULL::text[]
     WHERE p_name_key <> '' AND EXISTS (SELECT 1 FROM company_search s WHERE s.name_key = p_name_key);
END
$$;
