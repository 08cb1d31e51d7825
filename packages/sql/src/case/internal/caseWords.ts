/**
 * A search across separators (a name, an e-mail, a phrase) found by the case's words (migration
 * 0026, kept in the case's row since 0027) rather than by the trigrams of its joined text, for
 * `atalaya_case_search` (internal/caseSearch.ts).
 *
 * q's first part ends a word of a matching case's text, its last part begins one, and the parts
 * between are whole words: the vocabulary turns the first and the last into the words they may
 * be, and the words' index gives the cases holding one of each (and every whole word). Each is
 * then read once, in its own row, where search_doc decides. q of one word lies within a word: the
 * words holding it (by the vocabulary's trigrams) give exactly the cases whose text after the
 * initials matches. A part without digits is looked up among words without digits, and one of
 * digits alone among numbers: the runs of a word that has both are words too. A first or last part
 * that many words share (a letter, `de`) is left to the others; with nothing left, the trigrams
 * are asked as before.
 */

/** A first or last part that ends or begins more words than this says too little to be asked. */
export const WORD_EXPANSIONS = 256

/**
 * Cases holding q's words past which the words' way gives up (a common phrase): each is read to
 * tell whether its words stand together (about 10 µs), and the trigrams cost less past this.
 */
export const WORD_CANDIDATES = 5_000

/**
 * `atalaya_case_word_ids(words, like, most)`: the ids of the cases whose text past the initials
 * matches `like` (the pattern of `search_doc`; the caller has ruled out a match beginning in the
 * initials), found by `words` (a JSON array, `SearchPatterns.words`); null when no part narrows the search, or
 * when more than `most` cases match (then the filters the caller adds, dates say, are better asked
 * first). The caps are scaled by `atalaya.list_scale` as the search's other thresholds are. Only
 * bitmaps of the indexes are read: a walk of a whole index, filtering, is never the way here.
 */
export const WORDS_FUNCTION = `
-- Whether a word of the vocabulary is worth asking for a part of q: a part without digits lies
-- within a run without digits, which every word holding it also gives as a word of its own
-- (migration 0026), and a part of digits alone within a run of digits.
CREATE OR REPLACE FUNCTION atalaya_word_fits(word text, part text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
  SELECT CASE WHEN part ~ '^[0-9]+$' THEN word ~ '^[0-9]+$' WHEN part ~ '[0-9]' THEN true ELSE word !~ '[0-9]' END
$f$;
DROP FUNCTION IF EXISTS atalaya_case_word_ids(text, text);
-- Its second parameter was the joined text's pattern until 0027; a parameter's name cannot change in place.
DROP FUNCTION IF EXISTS atalaya_case_word_ids(text, text, integer);
CREATE OR REPLACE FUNCTION atalaya_case_word_ids(p_words text, p_like text, p_most integer) RETURNS integer[]
  LANGUAGE plpgsql VOLATILE SET enable_seqscan = off SET enable_indexscan = off AS $fn$
DECLARE
  parts text[] := ARRAY(SELECT json_array_elements_text(p_words::json));
  n integer := cardinality(parts);
  scale float8 := coalesce(nullif(current_setting('atalaya.list_scale', true), '')::float8, 1);
  cap integer := greatest(1, round(${WORD_EXPANSIONS} * scale))::integer;
  most_candidates integer := greatest(1, round(${WORD_CANDIDATES} * scale))::integer;
  whole text[];
  firsts text[];
  lasts text[];
  cond text := '';
  ids integer[];
  candidates bigint;
  plan json;
BEGIN
  IF n = 1 THEN
    -- q is one word: the words holding it, found by their trigrams. Each case holding one of
    -- them matches (q has no separator, so it lies within a word): the index alone decides.
    lasts := ARRAY(SELECT v.w FROM icsr_search_vocab v WHERE v.w LIKE p_like ESCAPE '\\' AND atalaya_word_fits(v.w, parts[1]) LIMIT cap + 1);
    IF cardinality(lasts) > cap THEN
      RETURN NULL;
    END IF;
    -- Many cases expected (the lists of common words are in the statistics): not read to learn it.
    EXPLAIN (FORMAT JSON) SELECT FROM icsr c WHERE c.search_words && lasts INTO plan;
    IF (plan->0->'Plan'->>'Plan Rows')::float8 > p_most THEN
      RETURN NULL;
    END IF;
    ids := ARRAY(SELECT c.id FROM icsr c WHERE c.search_words && lasts LIMIT p_most + 1);
    RETURN CASE WHEN cardinality(ids) > p_most THEN NULL ELSE ids END;
  END IF;
  IF n < 2 THEN
    RETURN NULL;
  END IF;
  whole := ARRAY(SELECT x FROM unnest(parts[2:n - 1]) x WHERE x <> '');
  IF parts[1] <> '' THEN
    -- The words ending with the first part: a range of the reversed words.
    firsts := ARRAY(SELECT reverse(v.r) FROM icsr_search_vocab v
      WHERE v.r >= reverse(parts[1]) AND v.r < reverse(parts[1]) || chr(1114111) AND atalaya_word_fits(v.r, parts[1]) LIMIT cap + 1);
    IF cardinality(firsts) > cap THEN
      firsts := NULL;
    END IF;
  END IF;
  IF parts[n] <> '' THEN
    lasts := ARRAY(SELECT v.w FROM icsr_search_vocab v
      WHERE v.w >= parts[n] AND v.w < parts[n] || chr(1114111) AND atalaya_word_fits(v.w, parts[n]) LIMIT cap + 1);
    IF cardinality(lasts) > cap THEN
      lasts := NULL;
    END IF;
  END IF;
  -- A part no word of any case ends or begins with: nothing matches.
  IF cardinality(firsts) = 0 OR cardinality(lasts) = 0 THEN
    RETURN '{}';
  END IF;
  IF cardinality(whole) > 0 THEN cond := cond || ' AND c.search_words @> $1'; END IF;
  IF firsts IS NOT NULL THEN cond := cond || ' AND c.search_words && $2'; END IF;
  IF lasts IS NOT NULL THEN cond := cond || ' AND c.search_words && $3'; END IF;
  IF cond = '' THEN
    RETURN NULL;
  END IF;
  -- The cases holding the words, all lists read in one scan of their index, each case then read
  -- once for q (in the select list, which no index serves); the planner's estimate first, so a
  -- common phrase costs no reading, and no more candidates than the cap are read.
  EXECUTE 'EXPLAIN (FORMAT JSON) SELECT FROM icsr c WHERE true' || cond INTO plan USING whole, firsts, lasts;
  IF (plan->0->'Plan'->>'Plan Rows')::float8 > most_candidates THEN
    RETURN NULL;
  END IF;
  EXECUTE 'SELECT coalesce(array_agg(x.id) FILTER (WHERE x.m), ''{}''), count(*) FROM (SELECT c.id, strpos(c.search_doc, $4) > 0 AS m'
    || ' FROM icsr c WHERE true' || cond || ' LIMIT $5) x'
    INTO ids, candidates USING whole, firsts, lasts, atalaya_like_text(p_like), most_candidates + 1;
  IF candidates > most_candidates THEN
    RETURN NULL;
  END IF;
  RETURN CASE WHEN cardinality(ids) > p_most THEN NULL ELSE ids END;
END
$fn$;

-- For atalaya_case_search: whether q is looked up whole in the joined text of the part after the
-- initials (it holds a separator, and no match can begin in the initials: some value would end
-- as q does up to one of its spaces; a name never does), and the matching cases its words give
-- (at most p_most_joined), or, for q of one word, the cases its words give (a match lies within
-- the initials or within one word of the rest; up to p_most_word: more, a product's first
-- letters, are read as quickly through the trigrams the search's sort reads anyway).
CREATE OR REPLACE FUNCTION atalaya_case_q_words(p_words text, p_like text, p_joined text, p_straddle text,
  p_most_joined integer, p_most_word integer, OUT joined boolean, OUT ids integer[])
  LANGUAGE plpgsql VOLATILE AS $fn$
BEGIN
  joined := false;
  IF p_joined IS NOT NULL THEN
    joined := p_straddle IS NULL
      OR NOT EXISTS (SELECT 1 FROM icsr_initials i WHERE lower(i.v) LIKE ANY (ARRAY(SELECT json_array_elements_text(p_straddle::json))));
    IF joined AND p_words IS NOT NULL THEN
      ids := atalaya_case_word_ids(p_words, p_like, p_most_joined);
    END IF;
  ELSIF p_words IS NOT NULL THEN
    ids := atalaya_case_word_ids(p_words, p_like, p_most_word);
    joined := ids IS NOT NULL;
  END IF;
END
$fn$;
`
