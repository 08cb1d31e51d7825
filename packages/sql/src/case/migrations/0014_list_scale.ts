// Schema 0014: the case list at a national centre's scale (issue 19); see case/internal/caseSearch.ts.
// Frozen: later changes go in new migrations, never here.

/**
 * Separators swapped with letters in the doubled search text: space, ASCII punctuation, tab,
 * line breaks and the punctuation Spanish text uses, each with a Cyrillic or Greek letter (and
 * back, so the swap is one-to-one and a match in the swapped text is a match in the text).
 * The trigram index then sees the dots of initials and the signs of codes and e-mails as letters.
 */
export const PAIRS_FROM = " !\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~\t\n\r¿¡°ºª–—“”‘’…«»"
/** The letters {@link PAIRS_FROM} become, in order. */
export const PAIRS_TO = "абвгдежзийклмнопрстуфхцчшщъыьэюяαβγδεζηθικλμνξοπρσ"

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`

export default `
-- Descending orders of nullable columns put NULLs last (then id descending): an index in that
-- order, so a page is read, not sorted. Ascending orders use (column, id) indexes.
--
-- Ids and creation times follow the event dates, and so do the ties of gravedad and estado (by
-- id): a walk along one of these filtering a date range can pass most of the table before its
-- first match. The walk reads the event date from the index (INCLUDE), never the table; and a
-- range of up to 100,000 cases is read from the event-date index, every sort key included, and
-- sorted (case/internal/caseSearch.ts).
CREATE INDEX icsr_fecha_inicio_evento_desc_idx ON icsr (fecha_inicio_evento DESC NULLS LAST, id DESC);
DROP INDEX icsr_gravedad_idx;
CREATE INDEX icsr_gravedad_idx ON icsr (gravedad, id) INCLUDE (fecha_inicio_evento);
CREATE INDEX icsr_gravedad_desc_idx ON icsr (gravedad DESC NULLS LAST, id DESC) INCLUDE (fecha_inicio_evento);
DROP INDEX icsr_estado_idx;
CREATE INDEX icsr_estado_idx ON icsr (estado, id) INCLUDE (fecha_inicio_evento);
CREATE INDEX icsr_estado_desc_idx ON icsr (estado DESC NULLS LAST, id DESC) INCLUDE (fecha_inicio_evento);
CREATE INDEX icsr_id_fecha_idx ON icsr (id) INCLUDE (fecha_inicio_evento);
DROP INDEX icsr_created_at_idx;
CREATE INDEX icsr_created_at_idx ON icsr (created_at, id) INCLUDE (fecha_inicio_evento);
CREATE INDEX icsr_fecha_sort_idx ON icsr (fecha_inicio_evento, created_at, id) INCLUDE (gravedad, estado, paciente_iniciales);

-- Searches without three letters or digits in a row (two letters, initials with their dots)
-- give the trigram index of search_doc nothing selective to look up: it splits words at
-- separators. Here separators are swapped with letters (one to one) and every character is
-- doubled: two characters become four and make three trigrams, 'm.q.' makes six, and 'xxyy'
-- occurs in the doubled text exactly where 'xy' occurs in the text. The doubled text is kept in
-- a table of its own, so a match is checked by LIKE on stored text, not rebuilt per row.
CREATE FUNCTION atalaya_search_pairs(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $f$ SELECT regexp_replace(translate(t, ${quote(PAIRS_FROM + PAIRS_TO)}, ${quote(PAIRS_TO + PAIRS_FROM)}), '(.)', '\\1\\1', 'g') $f$;
CREATE TABLE icsr_search_pairs (
  id integer PRIMARY KEY REFERENCES icsr(id) ON DELETE CASCADE,
  pairs text NOT NULL
);
DO $do$
BEGIN
  ALTER TABLE icsr_search_pairs ALTER COLUMN pairs SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END
$do$;
INSERT INTO icsr_search_pairs (id, pairs) SELECT c.id, atalaya_search_pairs(c.search_doc) FROM icsr c;
CREATE INDEX icsr_search_pairs_trgm_idx ON icsr_search_pairs USING gin (pairs gin_trgm_ops);

-- Kept in the writing transaction. A bulk load with triggers off is caught up at start-up
-- (atalaya_case_docs_catch_up adds the missing rows).
CREATE FUNCTION atalaya_icsr_search_pairs() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO icsr_search_pairs (id, pairs) VALUES (NEW.id, atalaya_search_pairs(NEW.search_doc))
  ON CONFLICT (id) DO UPDATE SET pairs = excluded.pairs;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER icsr_search_pairs_insert AFTER INSERT ON icsr
  FOR EACH ROW EXECUTE FUNCTION atalaya_icsr_search_pairs();
CREATE TRIGGER icsr_search_pairs_update AFTER UPDATE ON icsr
  FOR EACH ROW WHEN (OLD.search_doc IS DISTINCT FROM NEW.search_doc) EXECUTE FUNCTION atalaya_icsr_search_pairs();

-- The planner weighs a walk along an order's index against the search indexes by the share of
-- cases a pattern matches, which it reads off a sample of the texts: a larger one.
ALTER TABLE icsr ALTER COLUMN search_doc SET STATISTICS 1000;
ALTER TABLE icsr_search_pairs ALTER COLUMN pairs SET STATISTICS 1000;
ANALYZE icsr;
ANALYZE icsr_search_pairs;
`
