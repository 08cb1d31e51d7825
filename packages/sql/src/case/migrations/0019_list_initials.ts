// Schema 0019: the case list's short searches at scale, second step (issue 19); see
// case/internal/caseSearch.ts. Frozen: later changes go in new migrations, never here.

export default `
-- Initials typed into q (M.Q., m.q.f.) match the patient's initials of tens of thousands of
-- cases, and the doubled text of 0014 held the initials too: its index found every one of them
-- and the search checked each case's text. The initials are now searched apart, as values: a
-- case's text is its lower-cased initials, a space, then the rest (search_doc, 0001), so a
-- pattern matches within the initials, or in the rest, or (only when it holds a space) across
-- the space between them.
--
-- Every distinct initials value, kept by the same trigger as the doubled text (values no case
-- holds any more stay: harmless, they match no case). A search finds the values containing q
-- here, then the cases holding them by equality on the initials' index.
CREATE TABLE icsr_initials (v text PRIMARY KEY);
INSERT INTO icsr_initials (v) SELECT DISTINCT c.paciente_iniciales FROM icsr c WHERE c.paciente_iniciales IS NOT NULL;

-- That index carries every sort key, so the cases of the matching values are read and ordered
-- without visiting the table (index-only).
DROP INDEX icsr_paciente_iniciales_idx;
CREATE INDEX icsr_paciente_iniciales_idx ON icsr (paciente_iniciales, id) INCLUDE (created_at, fecha_inicio_evento, gravedad, estado);

-- The doubled text now holds the rest only, from the space after the initials (lower() maps
-- character to character, so the initials take as many characters in search_doc as lower()
-- gives them alone).
CREATE FUNCTION atalaya_search_rest(doc text, initials text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $f$ SELECT substr(doc, char_length(lower(coalesce(initials, ''))) + 1) $f$;
-- Every character of the doubled text is two, so the rest's is the stored text past twice the
-- initials' length: cut, not built again (a million texts, minutes of regular expressions).
-- Into a new table, the index built once at the end.
CREATE TABLE icsr_search_pairs_rest (
  id integer PRIMARY KEY REFERENCES icsr(id) ON DELETE CASCADE,
  pairs text NOT NULL
);
DO $do$
BEGIN
  ALTER TABLE icsr_search_pairs_rest ALTER COLUMN pairs SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END
$do$;
INSERT INTO icsr_search_pairs_rest (id, pairs)
  SELECT sp.id, substr(sp.pairs, 2 * char_length(lower(c.paciente_iniciales)) + 1)
  FROM icsr_search_pairs sp JOIN icsr c ON c.id = sp.id;
DROP TABLE icsr_search_pairs;
ALTER TABLE icsr_search_pairs_rest RENAME TO icsr_search_pairs;
ALTER INDEX icsr_search_pairs_rest_pkey RENAME TO icsr_search_pairs_pkey;
SET LOCAL maintenance_work_mem = '256MB';
CREATE INDEX icsr_search_pairs_trgm_idx ON icsr_search_pairs USING gin (pairs gin_trgm_ops);
ALTER TABLE icsr_search_pairs ALTER COLUMN pairs SET STATISTICS 1000;

CREATE OR REPLACE FUNCTION atalaya_icsr_search_pairs() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO icsr_search_pairs (id, pairs) VALUES (NEW.id, atalaya_search_pairs(atalaya_search_rest(NEW.search_doc, NEW.paciente_iniciales)))
  ON CONFLICT (id) DO UPDATE SET pairs = excluded.pairs;
  INSERT INTO icsr_initials (v) SELECT NEW.paciente_iniciales WHERE NEW.paciente_iniciales IS NOT NULL
  ON CONFLICT (v) DO NOTHING;
  RETURN NULL;
END
$fn$;

ANALYZE icsr_initials;
ANALYZE icsr_search_pairs;
`
