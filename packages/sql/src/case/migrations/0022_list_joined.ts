// Schema 0022: the case list's searches across separators at scale (issue 19); see
// case/internal/caseSearch.ts. Frozen: later changes go in new migrations, never here.

export default `
-- The trigram index of search_doc splits words at separators, so a name (juan torres), an
-- e-mail, a case number or initials written in the narrative (l.s.) are looked up by their words
-- alone: juan and torres are in 16,000 cases, juan torres in 1,400, and each candidate's text is
-- read to tell. Here the text after the initials has its separators swapped with letters, one to
-- one as in the doubled text of 0014 but not doubled, so the trigrams of a search cross its
-- spaces and dots: 'n t', '.s.'. A match in this text is a match in the text.
--
-- Taken from the doubled text (every other character): swapping a million texts again costs
-- minutes of translate().
CREATE FUNCTION atalaya_search_joined(pairs text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $f$ SELECT regexp_replace(pairs, '(.).', '\\1', 'g') $f$;
CREATE TABLE icsr_search_joined (
  id integer PRIMARY KEY REFERENCES icsr(id) ON DELETE CASCADE,
  t text NOT NULL
);
INSERT INTO icsr_search_joined (id, t) SELECT sp.id, atalaya_search_joined(sp.pairs) FROM icsr_search_pairs sp;
SET LOCAL maintenance_work_mem = '256MB';
CREATE INDEX icsr_search_joined_trgm_idx ON icsr_search_joined USING gin (t gin_trgm_ops);

-- Kept by the trigger of the doubled text, in the writing transaction.
CREATE OR REPLACE FUNCTION atalaya_icsr_search_pairs() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  p text := atalaya_search_pairs(atalaya_search_rest(NEW.search_doc, NEW.paciente_iniciales));
BEGIN
  INSERT INTO icsr_search_pairs (id, pairs) VALUES (NEW.id, p)
  ON CONFLICT (id) DO UPDATE SET pairs = excluded.pairs;
  INSERT INTO icsr_search_joined (id, t) VALUES (NEW.id, atalaya_search_joined(p))
  ON CONFLICT (id) DO UPDATE SET t = excluded.t;
  INSERT INTO icsr_initials (v) SELECT NEW.paciente_iniciales WHERE NEW.paciente_iniciales IS NOT NULL
  ON CONFLICT (v) DO NOTHING;
  RETURN NULL;
END
$fn$;

ANALYZE icsr_search_joined;
`
