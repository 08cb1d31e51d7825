// Schema 0026: the words of the text after the initials, and their vocabulary, for searches across
// separators (issue 19); see case/internal/caseWords.ts. Frozen: later changes go in new
// migrations, never here.
import { PAIRS_TO } from "./0014_list_scale.js"

export default `
-- A name (manuel díaz) or an e-mail was looked up by the trigrams of its joined text (0022):
-- man, anu, el_, _dí, íaz are each in tens of thousands of cases, and reading their lists cost
-- 25-30 ms at a million cases, whatever the few hundred matches; a product's first letters
-- (parac) likewise, by the trigrams of search_doc. A case's words are kept here,
-- cut at the separators the joined text swapped (so in its alphabet), with a GIN index: the cases
-- holding a word are one short list. The vocabulary of every word written (never shrunk: a word
-- no case holds any more finds nothing) turns the first part of q into the words it may end and
-- the last into the words it may begin.
--
-- A word with digits and other characters (mamani60, the local part of an e-mail) also gives its
-- runs of each (mamani, 60): a last part of q without digits, mamani, is then looked up among the
-- words without digits (one list) rather than among the hundred words that begin with it, one
-- per number.
CREATE FUNCTION atalaya_search_words(joined text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $f$ SELECT ARRAY(SELECT DISTINCT s.x COLLATE "C" FROM (
    SELECT t AS x FROM regexp_split_to_table(joined, '[${PAIRS_TO}]+') t
    UNION ALL
    SELECT m[1] FROM regexp_matches(joined, '([0-9]+|[^0-9${PAIRS_TO}]+)', 'g') m
  ) s WHERE s.x <> '' ORDER BY 1) $f$;
CREATE TABLE icsr_search_words (
  id integer PRIMARY KEY REFERENCES icsr(id) ON DELETE CASCADE,
  w text[] NOT NULL
);
-- Ordered by bytes, so that the words beginning with a part are one range of the index, and so
-- are (reversed) those ending with it; a word within which q lies is found by its trigrams.
CREATE TABLE icsr_search_vocab (
  w text COLLATE "C" PRIMARY KEY,
  r text COLLATE "C" NOT NULL
);
INSERT INTO icsr_search_words (id, w) SELECT j.id, atalaya_search_words(j.t) FROM icsr_search_joined j;
INSERT INTO icsr_search_vocab (w, r) SELECT v.x, reverse(v.x) FROM (SELECT DISTINCT unnest(sw.w) COLLATE "C" AS x FROM icsr_search_words sw) v;
SET LOCAL maintenance_work_mem = '256MB';
CREATE INDEX icsr_search_words_idx ON icsr_search_words USING gin (w);
CREATE INDEX icsr_search_vocab_r_idx ON icsr_search_vocab (r);
CREATE INDEX icsr_search_vocab_trgm_idx ON icsr_search_vocab USING gin (w gin_trgm_ops);

-- Kept by the trigger of the doubled and joined texts, in the writing transaction. New words
-- go in sorted, so two writers adding the same ones wait for each other in one order, never
-- each for the other.
CREATE OR REPLACE FUNCTION atalaya_icsr_search_pairs() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  p text := atalaya_search_pairs(atalaya_search_rest(NEW.search_doc, NEW.paciente_iniciales));
  j text := atalaya_search_joined(p);
  words text[] := atalaya_search_words(j);
BEGIN
  INSERT INTO icsr_search_pairs (id, pairs) VALUES (NEW.id, p)
  ON CONFLICT (id) DO UPDATE SET pairs = excluded.pairs;
  INSERT INTO icsr_search_joined (id, t) VALUES (NEW.id, j)
  ON CONFLICT (id) DO UPDATE SET t = excluded.t;
  INSERT INTO icsr_search_words (id, w) VALUES (NEW.id, words)
  ON CONFLICT (id) DO UPDATE SET w = excluded.w;
  INSERT INTO icsr_search_vocab (w, r) SELECT x, reverse(x) FROM unnest(words) x
  ON CONFLICT (w) DO NOTHING;
  INSERT INTO icsr_initials (v) SELECT NEW.paciente_iniciales WHERE NEW.paciente_iniciales IS NOT NULL
  ON CONFLICT (v) DO NOTHING;
  RETURN NULL;
END
$fn$;

ANALYZE icsr_search_words;
ANALYZE icsr_search_vocab;
`
