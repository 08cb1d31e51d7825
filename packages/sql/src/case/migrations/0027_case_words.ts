// Schema 0027: a case's search words kept in its own row (issue 19); see case/internal/caseWords.ts.
// Frozen: later changes go in new migrations, never here.
import { PAIRS_FROM, PAIRS_TO } from "./0014_list_scale.js"

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`

export default `
-- The words of 0026 lived in a table of their own, whose GIN index gives that table's rows, not
-- cases: a name's 3,300 candidates at a million cases were each read three times, a random page
-- of three tables (its words' row for the id, its joined text for q, its case to order the page).
-- Here they are a column of icsr under the same index, so the candidates are the cases
-- themselves, read once: q is checked on search_doc in the row the page is ordered by.
--
-- Generated from the columns search_doc is made of (a generated column cannot read another):
-- this expression is search_doc's (0001), its rest past the initials (0019), its separators
-- swapped as in the joined text (0022: the doubled text undoubled is the swapped text) and cut
-- into words as 0026 cut them.
CREATE FUNCTION atalaya_search_doc_words(doc text, initials text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $f$ SELECT atalaya_search_words(translate(atalaya_search_rest(doc, initials), ${quote(PAIRS_FROM + PAIRS_TO)}, ${quote(PAIRS_TO + PAIRS_FROM)})) $f$;
ALTER TABLE icsr ADD COLUMN search_words text[] GENERATED ALWAYS AS (atalaya_search_doc_words(lower(
    coalesce(paciente_iniciales, '') || ' ' || coalesce(paciente_dni, '') || ' ' ||
    coalesce(numero, '') || ' ' || coalesce(codigo_interno_lab, '') || ' ' || coalesce(cenafyt_codigo, '') || ' ' ||
    coalesce(producto_sospechoso, '') || ' ' || coalesce(productos_nombres, '') || ' ' ||
    coalesce(descripcion_evento, '') || ' ' || coalesce(reportante_nombre, '') || ' ' || coalesce(reportante_email, '')
  ), paciente_iniciales)) STORED;
DROP TABLE icsr_search_words;
SET LOCAL maintenance_work_mem = '256MB';
CREATE INDEX icsr_search_words_idx ON icsr USING gin (search_words);

-- The vocabulary is kept from the case's own words, still by the trigger of the doubled and
-- joined texts (an AFTER trigger sees generated columns), new words in the array's order, sorted
-- as before.
CREATE OR REPLACE FUNCTION atalaya_icsr_search_pairs() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  p text := atalaya_search_pairs(atalaya_search_rest(NEW.search_doc, NEW.paciente_iniciales));
BEGIN
  INSERT INTO icsr_search_pairs (id, pairs) VALUES (NEW.id, p)
  ON CONFLICT (id) DO UPDATE SET pairs = excluded.pairs;
  INSERT INTO icsr_search_joined (id, t) VALUES (NEW.id, atalaya_search_joined(p))
  ON CONFLICT (id) DO UPDATE SET t = excluded.t;
  INSERT INTO icsr_search_vocab (w, r) SELECT x, reverse(x) FROM unnest(NEW.search_words) x
  ON CONFLICT (w) DO NOTHING;
  INSERT INTO icsr_initials (v) SELECT NEW.paciente_iniciales WHERE NEW.paciente_iniciales IS NOT NULL
  ON CONFLICT (v) DO NOTHING;
  RETURN NULL;
END
$fn$;

ANALYZE icsr;
`
