/**
 * The JSON document of a case, built by the database and kept in `icsr_doc` (migration 0010).
 *
 * The document is the response's own text: keys in the contract's order, compact, dates and
 * numbers written as JavaScript writes them. A list page is the stored texts of its rows passed
 * through Node untouched; a single read parses one text. Every build gives the text a new
 * revision (`rev`), so a reader may keep texts it has read and ask only for newer ones. It is stored
 * without its closing brace (`head`), so readers append the fields that do not belong to the
 * case's own rows (duplicate flags in lists, `rs_catalog_map` in single reads) by concatenation.
 *
 * Everything here is derived from the code's field tables, so it is not frozen in a migration:
 * start-up re-creates these routines after the migrations, under the same lock, and rebuilds
 * every stored document when the builder's text has changed (a new field, a new format).
 */
import { Case } from "@atalaya/core"
import { pageBranches, SEARCH_FUNCTION } from "./caseSearch.js"
import { SAMPLE_FUNCTION } from "./caseSample.js"
import { BAND_FUNCTION, SEGMENT_FUNCTION } from "./caseSegments.js"
import { WORDS_FUNCTION } from "./caseWords.js"
import { LIKE_TEXT_FUNCTION } from "./searchPatterns.js"
import { MARKED_PAGE, MARKS_FUNCTION } from "./pageMarks.js"

type Table = Readonly<Record<string, { readonly kind: string }>>

// JavaScript's Date#toISOString (UTC, milliseconds truncated, "Z"), which the API has always sent.
const iso = (expr: string) => `to_char(${expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

// A numeric column prints as stored (62.50); JavaScript prints the number (62.5).
const column = (alias: string, name: string, kind: string) =>
  kind === "number" ? `${alias}.${name}::float8 AS ${name}` : `${alias}.${name}`

const columns = (alias: string, table: Table) => Object.entries(table).map(([name, spec]) => column(alias, name, spec.kind))

// row_to_json writes compact JSON in column order; json_agg would add ", \n " between items.
const array = (rows: string, alias: string) =>
  `coalesce((SELECT '[' || string_agg(row_to_json(${alias})::text, ',' ORDER BY ${alias}.id) || ']' FROM (${rows}) ${alias}), '[]')::json`

const PRODUCTOS = array(
  `SELECT p.id, ${columns("p", Case.PRODUCTO_FIELDS).join(", ")},
     cp.laboratorio_pais AS laboratorio, cp.fecha_venc_registro AS rs_vencimiento
   FROM icsr_productos p LEFT JOIN products cp ON cp.registro_key = atalaya_registro_key(p.registro_sanitario)
   WHERE p.icsr_id = c.id`,
  "p"
)
const CONCOMITANTES = array(`SELECT x.id, ${columns("x", Case.CONCOMITANTE_FIELDS).join(", ")} FROM icsr_concomitantes x WHERE x.icsr_id = c.id`, "x")
const SEGUIMIENTOS = array(`SELECT s.id, ${columns("s", Case.SEGUIMIENTO_FIELDS).join(", ")} FROM icsr_seguimientos s WHERE s.icsr_id = c.id`, "s")
const EVENTOS = array(`SELECT e.id, e.icsr_id, ${columns("e", Case.EVENTO_FIELDS).join(", ")} FROM icsr_eventos e WHERE e.icsr_id = c.id`, "e")

/** The stored text of case row `c`: its JSON object without the closing brace. */
export const HEAD = `left(row_to_json(d)::text, -1) FROM (SELECT
  c.id, ${iso("c.created_at")} AS created_at, ${iso("c.updated_at")} AS updated_at, c.fecha_recepcion, c.origen_notificacion,
  ${columns("c", Case.CASE_FIELDS).join(", ")},
  ${PRODUCTOS} AS productos,
  ${CONCOMITANTES} AS concomitantes,
  ${SEGUIMIENTOS} AS seguimientos,
  ${EVENTOS} AS eventos
FROM icsr c WHERE c.id = p_id) d`

/** The closing part of a list item: the stored result of the case's last duplicate check (`dc`, maybe absent), then `}`. */
export const DUP_TAIL = `CASE WHEN dc.icsr_id IS NULL
  THEN ',"dup_status":null,"dup_score":null,"dup_best_id":null,"dup_checked_at":null}'
  ELSE ',"dup_status":' || to_json(dc.status)::text || ',"dup_score":' || to_json(dc.score::float8)::text
    || ',"dup_best_id":' || coalesce(dc.best_id::text, 'null') || ',"dup_checked_at":"' || ${iso("dc.checked_at")} || '"}'
END`

/**
 * A row per case of `ids`, in their order: the id, the revision of its stored text (null when
 * this transaction made it stale, or it is missing) and the part that closes its item after the
 * text. The texts themselves are read by `atalaya_case_heads`, for those the caller does not hold
 * at that revision.
 */
const ROWS = (ids: string, more = "") => `SELECT u.id, CASE WHEN d.head IS NOT NULL THEN d.rev END, ${DUP_TAIL}${more}
  FROM unnest(${ids}) WITH ORDINALITY AS u(id, n)
  LEFT JOIN icsr_doc d ON d.id = u.id
  LEFT JOIN icsr_dup_checks dc ON dc.icsr_id = u.id
  ORDER BY u.n`

/**
 * `atalaya_case_page(order_by, desc, limit, offset, heads)`, an unfiltered page (the list's usual
 * request), and `atalaya_case_rows(ids)`, the rows of a page whose ids were chosen by a filter.
 * Both page the ids first, in a statement of their own, because the rows' statement then has a
 * generic plan (primary-key look-ups) that PL/pgSQL keeps for the connection: planned together,
 * every request was planned afresh (a limit that is a parameter keeps PostgreSQL on custom plans,
 * and a generic plan for the join would scan whole tables). The rows come out in the order of
 * `ids` (RETURN QUERY ... ORDER BY fills the result in that order, and a function scan reads it
 * back as filled). The total of an unfiltered page is the maintained count; a page past the end
 * answers one row without a case, carrying it. With `heads`, each row carries its text as well.
 */
const PAGE_FUNCTION = `
-- Their result columns may differ from a previous version's, which CREATE OR REPLACE refuses.
DROP FUNCTION IF EXISTS atalaya_case_rows(integer[]);
DROP FUNCTION IF EXISTS atalaya_case_page(text, boolean, integer, bigint);
DROP FUNCTION IF EXISTS atalaya_case_page(text, boolean, integer, bigint, boolean);
DROP FUNCTION IF EXISTS atalaya_case_heads(integer[]);

CREATE OR REPLACE FUNCTION atalaya_case_rows(p_ids integer[])
  RETURNS TABLE (id integer, rev bigint, tail text) LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN QUERY ${ROWS("p_ids")};
END
$fn$;

CREATE OR REPLACE FUNCTION atalaya_case_page(p_order_by text, p_desc boolean, p_limit integer, p_offset bigint, p_heads boolean)
  RETURNS TABLE (id integer, rev bigint, tail text, total integer, head text, stale boolean) LANGUAGE plpgsql STABLE
  -- Paging is an index scan whatever the limit, but PostgreSQL would plan it afresh on every
  -- call for a limit it does not know; planned once, a page costs a third less. Planned without
  -- the limit, a sort of the whole table could look cheaper than the walk: sorts and sequential
  -- scans are priced out (the rows' statement has no other way to order its result than a sort,
  -- so it keeps it). That pricing lifts the count's one-row table over the JIT threshold, and
  -- compiling (10 ms) costs more than any of these statements: JIT is off.
  SET plan_cache_mode = force_generic_plan SET enable_sort = off SET enable_seqscan = off SET jit = off AS $fn$
DECLARE
  ids integer[];
  counted integer;
  reversed boolean;
  lim integer := p_limit;
  off bigint := p_offset;
  cur_gen bigint;
  marked boolean := false;
  marks_stale boolean := false;
  mpos bigint;
  mv text;
  mid integer;
BEGIN
  SELECT k.n, k.gen INTO counted, cur_gen FROM icsr_count k;
  -- A deep page from the nearest mark before it, when this snapshot's list has marks
  -- (internal/pageMarks.ts); without them it says so (stale), and is walked.
  ${MARKED_PAGE}
  -- Past the middle the page is read from the other end, in the reverse order (the same index
  -- read backwards), then turned round: no page walks more than half the index. The count is
  -- kept by the same transactions that add and remove cases, so it matches this snapshot.
  reversed := NOT marked AND p_offset > counted / 2 AND p_offset < counted;
  IF reversed THEN
    lim := least(p_limit, counted - p_offset);
    off := greatest(counted - p_offset - p_limit, 0);
  END IF;
  IF marked THEN
    NULL;
  ELSIF ${pageBranches().join("\n  ELSIF ")}
  ELSE
    RAISE EXCEPTION 'atalaya_case_page: unknown ordering %', p_order_by;
  END IF;
  IF reversed THEN
    ids := ARRAY(SELECT u.x FROM unnest(ids) WITH ORDINALITY AS u(x, n) ORDER BY u.n DESC);
  END IF;
  IF cardinality(ids) = 0 THEN
    RETURN QUERY SELECT NULL::integer, NULL::bigint, NULL::text, counted, NULL::text, marks_stale;
    RETURN;
  END IF;
  -- With p_heads, the texts too (as atalaya_case_heads reads them): one statement instead of two
  -- for a page whose texts the caller most likely does not hold.
  RETURN QUERY ${ROWS("ids", ", counted, CASE WHEN p_heads THEN coalesce(d.head, atalaya_case_doc_head(u.id)) END, marks_stale")};
END
$fn$;

CREATE OR REPLACE FUNCTION atalaya_case_heads(p_ids integer[])
  RETURNS TABLE (id integer, rev bigint, head text) LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  -- A text stale in this transaction is built afresh, and has no revision.
  RETURN QUERY
  SELECT x.id, CASE WHEN d.head IS NOT NULL THEN d.rev END, coalesce(d.head, atalaya_case_doc_head(x.id))
  FROM unnest(p_ids) AS x(id) LEFT JOIN icsr_doc d ON d.id = x.id;
END
$fn$;
`

// Shared by case writers (from their first statement: migration 0025), exclusive for catalog
// changes and the start-up catch-up: see atalaya_products_doc_refresh.
const CATALOG_LOCK = 72_617_010

/** `atalaya_case_doc_head(id)`: a case's stored text built afresh (null when there is no such case). */
const HEAD_FUNCTION = `
CREATE OR REPLACE FUNCTION atalaya_case_doc_head(p_id integer) RETURNS text LANGUAGE plpgsql STABLE AS $fn$
DECLARE
  head text;
BEGIN
  -- PL/pgSQL caches this statement's plan per connection; planning it costs more than running it.
  SELECT ${HEAD} INTO head;
  RETURN head;
END
$fn$;
`

/**
 * Single reads: the case with what the catalog says of each of its registration numbers. The
 * stored text is current unless this transaction changed the case (then it is null until commit).
 */
const READ_FUNCTION = `
CREATE OR REPLACE FUNCTION atalaya_case_doc(p_id integer) RETURNS text LANGUAGE plpgsql STABLE AS $fn$
DECLARE
  doc text;
BEGIN
  SELECT coalesce(d.head, atalaya_case_doc_head(c.id)) || ',"rs_catalog_map":' || coalesce((
    SELECT jsonb_object_agg(cp.registro_key, jsonb_build_object(
      'id', cp.id, 'producto', cp.producto, 'laboratorio', cp.laboratorio_pais, 'rs_vencimiento', cp.fecha_venc_registro))
    FROM products cp
    WHERE cp.registro_key IN (SELECT atalaya_registro_key(p.registro_sanitario) FROM icsr_productos p WHERE p.icsr_id = c.id)
  ), '{}'::jsonb)::text || '}'
  INTO doc
  FROM icsr c LEFT JOIN icsr_doc d ON d.id = c.id
  WHERE c.id = p_id;
  RETURN doc;
END
$fn$;
`

/**
 * Keeping the stored texts current. A change to a case or its nested rows marks its text stale
 * (null) at once, so reads later in the same transaction build it afresh; a deferred trigger
 * rebuilds it once, at commit, from the transaction's final state. Marking locks the `icsr_doc`
 * row, which also orders two transactions changing one case: the second rebuilds after the
 * first committed.
 */
const MAINTENANCE = `
CREATE OR REPLACE FUNCTION atalaya_icsr_doc_mark(p_id integer) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(${CATALOG_LOCK});
  UPDATE icsr_doc SET head = NULL WHERE id = p_id AND head IS NOT NULL;
END
$fn$;

CREATE OR REPLACE FUNCTION atalaya_icsr_doc_build(p_id integer) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  -- Once per case and transaction: later events of the same commit find it built.
  IF EXISTS (SELECT 1 FROM icsr_doc WHERE id = p_id AND head IS NOT NULL) THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(${CATALOG_LOCK});
  INSERT INTO icsr_doc (id, head)
  SELECT c.id, atalaya_case_doc_head(c.id) FROM icsr c WHERE c.id = p_id
  ON CONFLICT (id) DO UPDATE SET head = excluded.head, rev = excluded.rev;
END
$fn$;

CREATE OR REPLACE FUNCTION atalaya_icsr_doc_stale() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_TABLE_NAME = 'icsr' THEN
    PERFORM atalaya_icsr_doc_mark(NEW.id);
  ELSE
    IF TG_OP <> 'INSERT' THEN PERFORM atalaya_icsr_doc_mark(OLD.icsr_id); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM atalaya_icsr_doc_mark(NEW.icsr_id); END IF;
  END IF;
  RETURN NULL;
END
$fn$;

CREATE OR REPLACE FUNCTION atalaya_icsr_doc_rebuild() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_TABLE_NAME = 'icsr' THEN
    PERFORM atalaya_icsr_doc_build(NEW.id);
  ELSE
    IF TG_OP <> 'INSERT' THEN PERFORM atalaya_icsr_doc_build(OLD.icsr_id); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM atalaya_icsr_doc_build(NEW.icsr_id); END IF;
  END IF;
  RETURN NULL;
END
$fn$;

-- Case products carry the catalog's laboratorio and rs_vencimiento: a catalog change rebuilds the
-- texts of the cases whose products have a registration number it touched. The exclusive lock
-- waits for transactions that are changing cases, and makes later ones wait for this one, so a
-- case whose products gain such a number meanwhile is rebuilt by one side or the other.
CREATE OR REPLACE FUNCTION atalaya_products_doc_refresh() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  keys text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.registro_key) INTO keys FROM new_rows n WHERE n.registro_key IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.registro_key) INTO keys FROM old_rows o WHERE o.registro_key IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT v.k) INTO keys
    FROM old_rows o JOIN new_rows n ON n.id = o.id, LATERAL (VALUES (o.registro_key), (n.registro_key)) AS v(k)
    WHERE v.k IS NOT NULL
      AND (o.registro_key, o.laboratorio_pais, o.fecha_venc_registro) IS DISTINCT FROM (n.registro_key, n.laboratorio_pais, n.fecha_venc_registro);
  END IF;
  IF keys IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(${CATALOG_LOCK});
  UPDATE icsr_doc d SET head = atalaya_case_doc_head(d.id), rev = nextval('icsr_doc_rev')
  WHERE d.id IN (SELECT p.icsr_id FROM icsr_productos p WHERE atalaya_registro_key(p.registro_sanitario) = ANY (keys));
  RETURN NULL;
END
$fn$;
`

/**
 * `atalaya_case_docs_catch_up()`: builds the texts that are missing, all of them when the builder
 * has changed since they were written (its definition is its version), adds the missing doubled
 * search texts (`icsr_search_pairs`), joined texts (`icsr_search_joined`), the vocabulary of
 * their words (`icsr_search_vocab`; the words are a generated column of `icsr`) and initials' values
 * (`icsr_initials`), and recounts the cases.
 * Start-up calls it; so must a bulk load that wrote cases with triggers disabled
 * (`session_replication_role = replica`), before it commits.
 */
const CATCH_UP = `
CREATE OR REPLACE FUNCTION atalaya_case_docs_catch_up() RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  current text := md5(pg_get_functiondef('atalaya_case_doc_head(integer)'::regprocedure));
  caught bigint := 0;
  k bigint;
  total bigint;
BEGIN
  -- As a catalog change does: no transaction is changing cases meanwhile, so none of the texts
  -- built here can be older than a commit that ends after this one started.
  PERFORM pg_advisory_xact_lock(${CATALOG_LOCK});
  IF current IS DISTINCT FROM (SELECT v.version FROM icsr_doc_version v) THEN
    UPDATE icsr_doc SET head = atalaya_case_doc_head(id), rev = nextval('icsr_doc_rev');
    DELETE FROM icsr_doc_version;
    INSERT INTO icsr_doc_version (version) VALUES (current);
  END IF;
  INSERT INTO icsr_doc (id, head)
  SELECT c.id, atalaya_case_doc_head(c.id) FROM icsr c
  WHERE NOT EXISTS (SELECT 1 FROM icsr_doc d WHERE d.id = c.id AND d.head IS NOT NULL)
  ON CONFLICT (id) DO UPDATE SET head = excluded.head, rev = excluded.rev;
  GET DIAGNOSTICS k = ROW_COUNT;
  caught := caught + k;
  -- The doubled texts of short searches and the initials' values (migrations 0014, 0019), for
  -- cases written with triggers off.
  WITH added AS (
    INSERT INTO icsr_search_pairs (id, pairs)
    SELECT c.id, atalaya_search_pairs(atalaya_search_rest(c.search_doc, c.paciente_iniciales)) FROM icsr c
    WHERE NOT EXISTS (SELECT 1 FROM icsr_search_pairs sp WHERE sp.id = c.id)
    RETURNING id
  ), initials AS (
    INSERT INTO icsr_initials (v)
    SELECT DISTINCT c.paciente_iniciales FROM icsr c JOIN added a ON a.id = c.id WHERE c.paciente_iniciales IS NOT NULL
    ON CONFLICT (v) DO NOTHING
  )
  SELECT count(*) INTO k FROM added;
  caught := caught + k;
  -- The joined texts (migration 0022), from the doubled ones, and any new word of the vocabulary
  -- (migrations 0026, 0027) among those cases' words, sorted as the trigger adds them.
  WITH added AS (
    INSERT INTO icsr_search_joined (id, t)
    SELECT sp.id, atalaya_search_joined(sp.pairs) FROM icsr_search_pairs sp
    WHERE NOT EXISTS (SELECT 1 FROM icsr_search_joined j WHERE j.id = sp.id)
    RETURNING id
  ), vocab AS (
    INSERT INTO icsr_search_vocab (w, r)
    SELECT v.x, reverse(v.x) FROM (SELECT DISTINCT unnest(c.search_words) COLLATE "C" AS x FROM icsr c JOIN added a ON a.id = c.id) v ORDER BY v.x
    ON CONFLICT (w) DO NOTHING
  )
  SELECT count(*) INTO k FROM added;
  caught := caught + k;
  -- Writers of cases hold this row until they commit: once it is locked, the next statement's
  -- snapshot counts every committed case, and those still uncommitted add themselves later.
  PERFORM 1 FROM icsr_count FOR UPDATE;
  -- Cases written with triggers off may sit anywhere in any order: marks taken before are not
  -- used. Such cases lack the texts above, or the count missed them; when neither is so (every
  -- ordinary restart), the marks stay good and deep pages need not wait for new ones.
  total := (SELECT count(*) FROM icsr);
  UPDATE icsr_count SET n = total, gen = gen + 1 WHERE caught > 0 OR n IS DISTINCT FROM total;
END
$fn$;

SELECT atalaya_case_docs_catch_up();
`

/** The routines, in the order start-up must create them. */
export const ROUTINES: ReadonlyArray<string> = [HEAD_FUNCTION, READ_FUNCTION, PAGE_FUNCTION, SEGMENT_FUNCTION, BAND_FUNCTION, LIKE_TEXT_FUNCTION, SAMPLE_FUNCTION, WORDS_FUNCTION, SEARCH_FUNCTION, MARKS_FUNCTION, MAINTENANCE, CATCH_UP]
