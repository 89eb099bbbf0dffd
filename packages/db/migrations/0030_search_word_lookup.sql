-- The first look-up of a search query (apps/api/src/modules/search/word-lookups.ts: its words, places, one-letter
-- deletions, a suggestion's prefix words, its activity words' company counts), as a function whose plan is made once
-- per connection and reused: sent as a prepared statement, PostgreSQL planned its five arms again at every query
-- (0.3 ms, more than running them), its generic plan being costed with guessed array sizes. Every arm is an index
-- look-up whatever the values, so the generic plan is the right one; the prefix is a range of the
-- (word text_pattern_ops) index, usable without knowing the prefix (words are made of a-z and 0-9, all below '~').
CREATE OR REPLACE FUNCTION search_word_lookup(
  p_words text[], p_phrases text[], p_deletion_keys text[], p_prefix text, p_prefix_limit integer, p_activity_codes text[]
) RETURNS TABLE (part text, key text, word text, companies integer, tokens text[])
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  RETURN QUERY
    SELECT 'word'::text, w.word, w.word, w.companies, NULL::text[] FROM search_words w WHERE w.word = ANY (p_words)
    UNION ALL
    SELECT 'place'::text, p.phrase, p.kind, 0, p.tokens FROM search_places p WHERE p.phrase = ANY (p_phrases)
    UNION ALL
    SELECT 'deletion'::text, d.variant, w.word, w.companies, NULL::text[]
      FROM search_word_deletes d JOIN search_words w ON w.word = d.word
     WHERE d.variant = ANY (p_deletion_keys)
    UNION ALL
    (SELECT 'prefix'::text, p_prefix, w.word, w.companies, NULL::text[] FROM search_words w
      WHERE p_prefix <> '' AND w.word ~>=~ p_prefix AND w.word ~<~ (p_prefix || '~') AND w.word LIKE (p_prefix || '%')
      ORDER BY w.companies DESC LIMIT p_prefix_limit)
    UNION ALL
    SELECT 'activity'::text, c.naf_code::text, c.naf_code::text, c.companies, NULL::text[] FROM company_listing_counts c
     WHERE c.department_code = '' AND cardinality(p_activity_codes) > 0 AND c.naf_code = ANY (p_activity_codes || '{""}'::text[]);
END
$$;
