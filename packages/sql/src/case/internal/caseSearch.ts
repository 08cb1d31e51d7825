/**
 * Ordering and filtering of the case list at a national centre's scale (issue 19, migration 0014).
 *
 * - Every ordering is read from an index in its own order, NULLs placement included: the
 *   descending orders of nullable columns have `(col DESC NULLS LAST, id DESC)` indexes; NOT NULL
 *   columns are ordered without a NULLS clause (same rows, same order), which their plain
 *   `(col, id)` index serves both ways.
 * - Past the middle of the unfiltered list a page is read from the other end (the maintained count
 *   says where that is), so no page walks more than half an index.
 * - `q` is `search_doc LIKE '%q%'` under the trigram index. A search without three letters or
 *   digits in a row gives that index nothing selective to look up; it is asked instead of the
 *   text with every character doubled (`icsr_search_pairs`, kept by a trigger, with its own
 *   trigram index): two characters become four, three trigrams, and the condition holds for
 *   exactly the same cases.
 * - With a filter, the total is counted up to {@link EXACT_TOTAL_UP_TO} matches; above that, or
 *   when the planner expects more than ten times that, it is the planner's estimate (never less
 *   than what the page proves, nor more than an empty page past the end allows). A page that is not
 *   full, or an empty first page, proves the total without counting. For q
 *   in a date range, a sample of the range's days stands for the count when it shows matches far
 *   above the threshold (internal/caseSample.ts).
 */
import { CaseQuery } from "@atalaya/core"
import { BAND_DAYS, RANGE_BAND, RANGE_BOUNDS, RANGE_START } from "./caseRange.js"
import { SAMPLE_MARGIN } from "./caseSample.js"
import { BAND_WALK_UP_TO, SEGMENT_WALK_SHARE, SEGMENT_WALK_SPREAD } from "./caseSegments.js"
import { searchWalk } from "./caseSearchWalk.js"

/** Filtered totals are exact up to this many matches, estimated above. */
export const EXACT_TOTAL_UP_TO = 1_000

/** A date range of up to this many cases is sorted rather than walked along its order. */
const SORT_RANGE_UP_TO = 100_000

/** A date range of up to this many cases is read whole when q is given, rather than through q's index. */
const SHORT_RANGE = 10_000

/**
 * How many index entries walked without the table cost about one case read for q: a walk along
 * an order's index that reads only the cases of a date range is priced entries / this + reads.
 */
const WALK_ENTRY_COST = 50

/** How many times more index entries a walk may read than a sort of a date range sorts, for the walk to be chosen. */
const WALK_RANGE_GAIN = 2

/** A search matching up to this many cases is read from its index and sorted rather than walked. */
const SORT_SEARCH_UP_TO = 10_000

const fmt = (n: number) => n.toLocaleString("en-US")

// created_at and paciente_iniciales are NOT NULL (migration 0001), id is the key.
const NOT_NULL: ReadonlySet<string> = new Set(["id", "created_at", "paciente_iniciales"])

/**
 * ORDER BY of the list (NULLs last both ways, ties by id the same way), or its exact reverse.
 * `orderBy` was checked against CaseQuery.ORDER_BY by the domain.
 */
export const orderClause = (alias: string, orderBy: string, desc: boolean, reversed = false): string => {
  const down = desc !== reversed
  const dir = down ? "DESC" : "ASC"
  if (orderBy === "id") return `${alias}.id ${dir}`
  // Reversed, NULLs (last in the list) come first.
  const nulls = NOT_NULL.has(orderBy) ? "" : reversed ? " NULLS FIRST" : " NULLS LAST"
  return `${alias}.${orderBy} ${dir}${nulls}, ${alias}.id ${dir}`
}

const fillPage = (orderBy: string, desc: boolean, reversed: boolean, limit: string, offset: string) =>
  `ARRAY(SELECT c.id FROM icsr c ORDER BY ${orderClause("c", orderBy, desc, reversed)} LIMIT ${limit} OFFSET ${offset})`

/**
 * The branches of `atalaya_case_page` that fill `ids`: static statements whose plans PL/pgSQL
 * keeps for the connection (planning one cost about as much as running it). A plan made without
 * knowing the limit might scan and sort the whole table; the function prices sorts and
 * sequential scans out, so each plan walks its order's index.
 */
export const pageBranches = (): Array<string> =>
  CaseQuery.ORDER_BY.flatMap((orderBy) =>
    [true, false].flatMap((desc) =>
      [false, true].map((reversed) => {
        const when = `p_order_by = '${orderBy}' AND p_desc = ${desc} AND reversed = ${reversed} THEN`
        return `${when}\n    ids := ${fillPage(orderBy, desc, reversed, "lim", "off")};`
      })
    )
  )

const ORDER_CASES = CaseQuery.ORDER_BY.flatMap((orderBy) =>
  [true, false].map((desc) => `WHEN p_order_by = '${orderBy}' AND p_desc = ${desc} THEN '${orderClause("c", orderBy, desc)}'`)
)

// The same orders by expressions of equal value, order and NULLs, which no index gives (quoted
// for a string literal).
const UNINDEXED: Readonly<Record<string, string>> = {
  id: "c.id + 0",
  created_at: "(c.created_at + interval ''0 s'')",
  fecha_inicio_evento: "(c.fecha_inicio_evento + 0)",
  gravedad: "(c.gravedad || '''')",
  estado: "(c.estado || '''')",
  paciente_iniciales: "(c.paciente_iniciales || '''')"
}

const SORTED_CASES = CaseQuery.ORDER_BY.flatMap((orderBy) =>
  [true, false].map((desc) => {
    const dir = desc ? "DESC" : "ASC"
    const nulls = NOT_NULL.has(orderBy) ? "" : " NULLS LAST"
    return `WHEN p_order_by = '${orderBy}' AND p_desc = ${desc} THEN '${UNINDEXED[orderBy]} ${dir}${nulls}, c.id ${dir}'`
  })
)

// The columns a page is ordered by, read from the union of a short search's two parts.
const SORT_COLUMNS = "c.id, c.created_at, c.fecha_inicio_evento, c.gravedad, c.estado, c.paciente_iniciales"

/**
 * `atalaya_case_search(like, pairs, initials, index, joined, straddle, words, desde, hasta, estado, gravedad, order_by, desc, limit, offset)`:
 * a filtered page as `atalaya_case_page` answers an unfiltered one (rows from
 * `atalaya_case_rows`, the total on every row; a page past the end answers one row without a
 * case). Its statements are built here for the filters given and planned with their values, so
 * the planner weighs a walk along the order's index against the search indexes. A plan that reads
 * the whole table is never the right one at this scale, so sequential scans are priced out; that
 * pricing lifts small tables' plans over the JIT threshold, and compiling costs more than running
 * these statements, so JIT is off; so are parallel workers, whose start costs more than the few
 * thousand rows a page reads (and a list serves many people at once).
 */
export const SEARCH_FUNCTION = `
DROP FUNCTION IF EXISTS atalaya_case_search(text, text, date, date, text, text, text, boolean, integer, bigint);
DROP FUNCTION IF EXISTS atalaya_case_search(text, text, boolean, date, date, text, text, text, boolean, integer, bigint);
DROP FUNCTION IF EXISTS atalaya_case_search(text, text, boolean, text, date, date, text, text, text, boolean, integer, bigint);
DROP FUNCTION IF EXISTS atalaya_case_search(text, text, boolean, text, text, text, date, date, text, text, text, boolean, integer, bigint);

-- The planner's estimate of the cases matching a filter of atalaya_case_search. EXPLAIN runs
-- only in a volatile function; this one changes nothing.
CREATE OR REPLACE FUNCTION atalaya_case_estimate(
  p_cond text, p_like text, p_pairs text, p_desde date, p_hasta date, p_estado text, p_gravedad text
) RETURNS float8 LANGUAGE plpgsql VOLATILE SET enable_seqscan = off SET jit = off AS $fn$
DECLARE
  plan json;
BEGIN
  EXECUTE 'EXPLAIN (FORMAT JSON) SELECT FROM icsr c WHERE ' || p_cond
    INTO plan USING p_like, p_pairs, p_desde, p_hasta, p_estado, p_gravedad;
  RETURN (plan->0->'Plan'->>'Plan Rows')::float8;
END
$fn$;

CREATE OR REPLACE FUNCTION atalaya_case_search(
  p_like text, p_pairs text, p_initials boolean, p_index text, p_joined text, p_straddle text, p_words text,
  p_desde date, p_hasta date, p_estado text, p_gravedad text,
  p_order_by text, p_desc boolean, p_limit integer, p_offset bigint
) RETURNS TABLE (id integer, rev bigint, tail text, total integer) LANGUAGE plpgsql STABLE
  SET enable_seqscan = off SET jit = off SET max_parallel_workers_per_gather = 0 AS $fn$
DECLARE
  base text := 'true';
  -- q read from a case's own text (not an index's condition): strpos of q's text.
  lit text := atalaya_like_text(p_like);
  has text := format('strpos(c.search_doc, %L) > 0', lit);
  lcond text;
  cond text;
  source text;
  counting text;
  ord text;
  ids integer[];
  inits text[];
  pair_ids integer[];
  counted integer;
  estimate float8;
  inrange float8;
  sorted boolean := false;
  -- A shallow page of a sorted search found by a bounded walk (internal/caseSearchWalk.ts).
  walked boolean := false;
  walk_ord text;
  -- The page walks an order's index reading each case of the range for q.
  probing boolean := false;
  joined boolean := false;
  two_part boolean;
  -- q alone with words: asked before the planner's estimate.
  worded boolean;
  -- The case counts at which the search changes its way, scaled (1 unless set): a test sets
  -- atalaya.list_scale so that a list of a few hundred cases takes the ways a large one does.
  scale float8 := coalesce(nullif(current_setting('atalaya.list_scale', true), '')::float8, 1);
  -- Likewise the total's exact-count threshold (atalaya.list_total_scale), apart, so that the
  -- answers of the scaled ways stay exact.
  exact integer := greatest(1, round(${EXACT_TOTAL_UP_TO} * coalesce(nullif(current_setting('atalaya.list_total_scale', true), '')::float8, 1)))::integer;
  sampled float8;
  lo integer;
  hi integer;
  clo timestamptz;
  chi timestamptz;
BEGIN
  IF p_desde IS NOT NULL THEN base := base || ' AND c.fecha_inicio_evento >= $3'; END IF;
  IF p_hasta IS NOT NULL THEN base := base || ' AND c.fecha_inicio_evento <= $4'; END IF;
  IF p_estado IS NOT NULL THEN base := base || ' AND lower(c.estado) = lower($5)'; END IF;
  IF p_gravedad IS NOT NULL THEN base := base || ' AND lower(c.gravedad) = lower($6)'; END IF;
  lcond := base;
  IF p_like IS NOT NULL THEN lcond := lcond || $c$ AND c.search_doc LIKE $1 ESCAPE '\\'$c$; END IF;
  cond := lcond;
  IF p_index IS NOT NULL THEN
    -- Only the longest word of q goes to the trigram index (a code's or an e-mail's common
    -- parts, gob.pe or 2021, have trigrams most cases hold: 100 ms to read them); the case's
    -- text decides.
    cond := base || ' AND c.search_doc LIKE ' || quote_literal(p_index) || $c$ ESCAPE '\\' AND $c$ || has;
  END IF;
  source := 'icsr c WHERE ' || cond;
  -- The joined text's way and the matches q's words give (atalaya_case_q_words,
  -- internal/caseWords.ts). For q alone they are asked first: when the words give the matches,
  -- the planner's estimate of q is not needed (planning search_doc's LIKE reads its sample of a
  -- thousand texts, 2.7 ms at a million cases: a third of a name's or an e-mail's search).
  worded := p_words IS NOT NULL AND base = 'true';
  IF worded THEN
    SELECT w.joined, w.ids INTO joined, pair_ids
    FROM atalaya_case_q_words(p_words, p_like, p_joined, p_straddle, ceil(${SORT_SEARCH_UP_TO} * scale)::integer, exact) w;
  END IF;
  -- How many cases match, as the planner expects (search_doc has a sample, the doubled text
  -- is too wide for one): it decides the plan's shape below, and the total above the threshold.
  IF pair_ids IS NULL AND (p_like IS NOT NULL OR p_desde IS NOT NULL OR p_hasta IS NOT NULL) THEN
    estimate := atalaya_case_estimate(lcond, p_like, p_pairs, p_desde, p_hasta, p_estado, p_gravedad);
  END IF;
  ord := CASE ${ORDER_CASES.join("\n    ")}
  END;
  IF ord IS NULL THEN
    RAISE EXCEPTION 'atalaya_case_search: unknown ordering %', p_order_by;
  END IF;
  walk_ord := ord;
  -- Initials, or few enough matches to sort: the two-part search below, if q has a part for it.
  two_part := pair_ids IS NOT NULL OR p_initials OR estimate <= ${SORT_SEARCH_UP_TO} * scale;
  -- With other filters, few matches expected may still be many cases holding q (a common word in
  -- a week): the words' way would read them all, so it is taken only when q alone is expected to
  -- be rare.
  IF p_words IS NOT NULL AND two_part AND base <> 'true'
    AND atalaya_case_estimate($c$c.search_doc LIKE $1 ESCAPE '\\'$c$, p_like, p_pairs, NULL, NULL, NULL, NULL) > ${SORT_SEARCH_UP_TO} * scale THEN
    p_words := NULL;
  END IF;
  -- With filters, the joined text and the words are asked only when the two-part search is the
  -- way, since the initials' check reads every initials value.
  IF NOT worded AND two_part AND (p_joined IS NOT NULL OR p_words IS NOT NULL) THEN
    SELECT w.joined, w.ids INTO joined, pair_ids
    FROM atalaya_case_q_words(p_words, p_like, p_joined, p_straddle, ceil(${SORT_SEARCH_UP_TO} * scale)::integer, exact) w;
  END IF;
  IF (p_pairs IS NOT NULL OR joined) AND two_part THEN
    -- A short search in two parts (migration 0019): the cases whose initials hold q, by the
    -- matching values and the initials' index (every sort key in it, so never the table), and
    -- the others whose text after the initials holds it, found in the doubled text's index (the
    -- ids first, in one InitPlan: asked as a join, the planner might walk instead). Initials
    -- match many cases but their values few; the rest seldom holds initials. With a space in q
    -- the doubled text was asked for the part from the last space, and the case's text decides.
    inits := ARRAY(SELECT i.v FROM icsr_initials i WHERE lower(i.v) LIKE p_like ESCAPE '\\');
    -- Found once for the page and its count: the doubled text's candidates are many for two
    -- letters, and each is read (l.s.s.: 24,000 candidates, 300 ms).
    IF pair_ids IS NOT NULL THEN
      NULL;
    ELSIF joined AND p_index IS NOT NULL THEN
      -- Only q's word with a digit to the index (hotmail's trigrams, in every tenth case, cost
      -- 30 ms to read: diaz17 10 ms); the joined text decides.
      pair_ids := ARRAY(SELECT j.id FROM icsr_search_joined j WHERE j.t LIKE p_index ESCAPE '\\' AND (j.t || '') LIKE p_joined ESCAPE '\\');
    ELSIF joined THEN
      -- Every match past the initials holds q whole in that text: no case's text to read.
      pair_ids := ARRAY(SELECT j.id FROM icsr_search_joined j WHERE j.t LIKE p_joined ESCAPE '\\');
    ELSE
      pair_ids := ARRAY(SELECT sp.id FROM icsr_search_pairs sp WHERE sp.pairs LIKE p_pairs ESCAPE '\\');
    END IF;
    source := '(SELECT ${SORT_COLUMNS} FROM icsr c WHERE ' || base || ' AND c.paciente_iniciales = ANY ($9)'
      || ' UNION ALL SELECT ${SORT_COLUMNS} FROM icsr c WHERE ' || base
      || ' AND c.id = ANY ($10)'
      || ' AND c.paciente_iniciales <> ALL ($9)'
      || CASE WHEN position(' ' IN p_like) > 0 AND NOT joined THEN $c$ AND c.search_doc LIKE $1 ESCAPE '\\'$c$ ELSE '' END
      || ') c';
    IF joined AND base = 'true' AND cardinality(inits) = 0 THEN
      -- Every case found in the joined text matches and nothing else does: their number is the
      -- count, without reading up to a thousand of them again.
      counted := cardinality(pair_ids);
      counting := 'counted';
    ELSE
      counting := source;
    END IF;
    -- Ordered by the columns of the union: the initials' part in the initials' order is read
    -- along its index, and merged.
    EXECUTE 'SELECT ARRAY(SELECT c.id FROM ' || source || ' ORDER BY ' || ord || ' LIMIT $7 OFFSET $8)'
      INTO ids USING p_like, p_pairs, p_desde, p_hasta, p_estado, p_gravedad, p_limit, p_offset, inits, pair_ids;
  ELSE
    -- A short search matching many cases is found sooner walking the order's index with
    -- search_doc's condition. A walk along an order's index reads (offset + limit) / share-of-matches rows when matches are
    -- spread evenly, but they seldom are: ids, creation times and the ties of gravedad and estado
    -- follow event dates. A range at the far end is reached only after most of the index. So up
    -- to ${fmt(SORT_RANGE_UP_TO)} cases in a date range, or ${fmt(SORT_SEARCH_UP_TO)} matching q, the matches are read from the
    -- event-date index (every sort key included) and the search indexes, and sorted: an order by
    -- an expression is one no index gives, so the planner cannot choose the walk.
    IF p_like IS NOT NULL AND (p_desde IS NOT NULL OR p_hasta IS NOT NULL) THEN
      -- q in a date range. The matches are sorted, unless a walk reads fewer rows: about
      -- (offset + limit) / share of the range's cases that match. Walked along the event dates
      -- in the range, or, for ids and creation times (which follow event dates), between the
      -- least and the greatest of them in the range (read from the event-date index); q and the
      -- dates are then conditions the planner cannot take to an index, so it cannot trade the
      -- walk for a sort that would be slower than either.
      inrange := atalaya_case_estimate(base, p_like, p_pairs, p_desde, p_hasta, p_estado, p_gravedad);
      IF inrange <= ${SHORT_RANGE} * scale THEN
        -- A range of a few thousand cases: read whole (its cases lie together in the table) and
        -- checked against q, which costs less than the trigram index does for a word whose
        -- trigrams are common (feni: 170,000 candidates, 120 ms).
        cond := base || ' AND ' || has;
      END IF;
      IF estimate * estimate > (p_offset + p_limit) * inrange AND inrange <= ${SORT_RANGE_UP_TO} * scale AND p_order_by IN ('id', 'created_at', 'fecha_inicio_evento') THEN
        cond := base;
        IF p_order_by <> 'fecha_inicio_evento' THEN
          ${RANGE_BOUNDS}
          cond := replace(cond, 'c.fecha_inicio_evento', '(c.fecha_inicio_evento + 0)') || CASE p_order_by
            WHEN 'id' THEN format(' AND c.id BETWEEN %s AND %s', coalesce(lo, 0), coalesce(hi, -1))
            ELSE format(' AND c.created_at BETWEEN %L AND %L', coalesce(clo, 'infinity'), coalesce(chi, '-infinity')) END;
        END IF;
        cond := cond || ' AND ' || has;
        -- Counted the same way: many matches expected, so the count reaches the threshold after
        -- a short stretch (the trigram index of a common word costs more, 80-130 ms).
        source := 'icsr c WHERE ' || cond;
      ELSIF p_order_by IN ('gravedad', 'estado', 'paciente_iniciales')
        AND (p_offset + p_limit) * (inrange + (SELECT k.n FROM icsr_count k) / ${WALK_ENTRY_COST}) < estimate * estimate THEN
        -- Ordered by a column the dates do not follow: its index (the event date included) is
        -- walked without visiting the table, and only the cases in the range are read, for q
        -- (a sub-plan per case: OFFSET 0 keeps the planner from making it a join, which reads
        -- every case holding q). About (offset + limit) / share-of-cases-matching index entries,
        -- a range's share of them read: far fewer than the matches a sort reads when q is a
        -- common word (arequipa in a year: 16 ms against 650). The total is counted as before.
        cond := base || format(' AND EXISTS (SELECT 1 FROM icsr x WHERE x.id = c.id AND strpos(x.search_doc, %L) > 0 OFFSET 0)', lit);
        probing := true;
      ELSE
        ord := CASE ${SORTED_CASES.join("\n          ")}
        END;
        sorted := true;
      END IF;
    ELSIF p_like IS NULL AND p_order_by IN ('id', 'created_at') AND (p_desde IS NOT NULL OR p_hasta IS NOT NULL) THEN
      ${RANGE_START}
    ELSIF (p_like IS NOT NULL AND estimate <= ${SORT_SEARCH_UP_TO} * scale)
      OR (p_like IS NULL AND (p_desde IS NOT NULL OR p_hasta IS NOT NULL) AND p_order_by <> 'fecha_inicio_evento' AND estimate <= ${SORT_RANGE_UP_TO} * scale
        -- The indexes of these orders carry the event date: walked without the table, a page
        -- reads about (offset + limit) / the range's share of entries, cheaper than sorting the
        -- range unless the range is short.
        AND NOT (p_order_by IN ('gravedad', 'estado', 'paciente_iniciales')
          AND (p_offset + p_limit) * (SELECT k.n FROM icsr_count k) < ${WALK_RANGE_GAIN} * estimate * estimate)) THEN
      ord := CASE ${SORTED_CASES.join("\n        ")}
      END;
      sorted := true;
    END IF;
    ${searchWalk(SORT_COLUMNS)}
    IF walked THEN
      NULL;
    ELSIF p_like IS NOT NULL AND estimate <= ${SORT_SEARCH_UP_TO} * scale AND sorted THEN
      -- Sorted: every match is read anyway, so they are counted in the same pass (up to the
      -- threshold) instead of being searched for again.
      EXECUTE 'WITH m AS MATERIALIZED (SELECT ${SORT_COLUMNS} FROM icsr c WHERE ' || cond || ') SELECT ARRAY(SELECT c.id FROM m c ORDER BY '
        || ord || ' LIMIT $7 OFFSET $8), (SELECT count(*) FROM (SELECT FROM m LIMIT $9) k)'
        INTO ids, counted USING p_like, p_pairs, p_desde, p_hasta, p_estado, p_gravedad, p_limit, p_offset, exact + 1;
      counting := 'counted';
    ELSIF p_like IS NOT NULL AND p_order_by IN ('gravedad', 'estado') AND NOT sorted
      AND p_desde IS NULL AND p_hasta IS NULL AND p_estado IS NULL AND p_gravedad IS NULL THEN
      -- A common word by a column of few values: walked segment by segment (internal/caseSegments.ts),
      -- each at most a few times what an even spread of the matches needs.
      ids := atalaya_case_segment_walk(cond, p_like, p_pairs, p_order_by, p_desc, p_limit, p_offset,
        (SELECT greatest(1, ceil(scale * greatest(k.n::float8 / ${SEGMENT_WALK_SHARE},
          ${SEGMENT_WALK_SPREAD} * (p_offset + p_limit) * k.n / greatest(estimate, 1))))::integer FROM icsr_count k),
        (SELECT estimate / greatest(k.n, 1) FROM icsr_count k));
    ELSIF (p_like IS NULL OR probing) AND p_order_by IN ('gravedad', 'estado') AND NOT sorted AND p_estado IS NULL AND p_gravedad IS NULL
      AND (p_desde IS NOT NULL OR p_hasta IS NOT NULL) AND p_offset + p_limit <= ${BAND_WALK_UP_TO}
      AND (SELECT least(p_hasta, max(x.fecha_inicio_evento)) - greatest(p_desde, min(x.fecha_inicio_evento)) FROM icsr x) < ${BAND_DAYS} THEN
      -- A date range by a column of few values, without q or reading each case for it: each
      -- value's cases within the range's band of ids (internal/caseSegments.ts), rather than
      -- every case of the order up to the band.
      ${RANGE_BAND}
      ids := CASE WHEN lo IS NULL THEN '{}' ELSE atalaya_case_band_walk(cond, p_like, p_desde, p_hasta, p_order_by, p_desc, p_limit, p_offset, lo, hi) END;
    ELSE
      EXECUTE 'SELECT ARRAY(SELECT c.id FROM icsr c WHERE ' || cond || ' ORDER BY ' || ord || ' LIMIT $7 OFFSET $8)'
        INTO ids USING p_like, p_pairs, p_desde, p_hasta, p_estado, p_gravedad, p_limit, p_offset;
    END IF;
  END IF;
  IF cardinality(ids) = 0 AND p_offset = 0 THEN
    -- An empty first page: nothing matches, whatever the planner expected.
    counted := 0;
  ELSIF cardinality(ids) > 0 AND cardinality(ids) < p_limit THEN
    -- The last page: it says how many there are.
    counted := p_offset + cardinality(ids);
  ELSE
    -- Counted up to the threshold; above it, or when the planner expects far more, its estimate
    -- (not asked yet when q's words gave the matches, nor needed when they are counted).
    IF counting IS NULL THEN
      estimate := coalesce(estimate, atalaya_case_estimate(lcond, p_like, p_pairs, p_desde, p_hasta, p_estado, p_gravedad));
    END IF;
    IF counting = 'counted' THEN
      NULL;
    ELSIF counting IS NOT NULL OR estimate <= 10 * exact THEN
      -- q in a date range: the planner's estimate cannot tell a few hundred matches from
      -- thousands (internal/caseSample.ts); a sample of the range's days can, when far above.
      IF counting IS NULL AND p_like IS NOT NULL AND (p_desde IS NOT NULL OR p_hasta IS NOT NULL) AND estimate > exact THEN
        sampled := atalaya_case_sample(base, p_like, p_desde, p_hasta, p_estado, p_gravedad,
          coalesce(inrange, atalaya_case_estimate(base, p_like, p_pairs, p_desde, p_hasta, p_estado, p_gravedad)));
      END IF;
      IF sampled >= ${SAMPLE_MARGIN} * exact THEN
        estimate := sampled;
      ELSE
        -- The two parts of a short search, or at most ten thousand matches expected: the search
        -- indexes are the quicker way to count them.
        EXECUTE 'SELECT count(*) FROM (SELECT FROM ' || source || ' LIMIT $7) k'
          INTO counted USING p_like, p_pairs, p_desde, p_hasta, p_estado, p_gravedad, exact + 1, NULL::bigint, inits, pair_ids;
      END IF;
    END IF;
    IF counted IS NULL OR counted > exact THEN
      estimate := coalesce(estimate, atalaya_case_estimate(lcond, p_like, p_pairs, p_desde, p_hasta, p_estado, p_gravedad));
      counted := greatest(exact + 1, p_offset + cardinality(ids), least(2147483647, round(estimate)))::integer;
      IF cardinality(ids) = 0 THEN
        -- A page past the end: no more matches than it skipped.
        counted := least(greatest(exact + 1, least(2147483647, round(estimate))), p_offset)::integer;
      END IF;
    END IF;
  END IF;
  IF cardinality(ids) = 0 THEN
    RETURN QUERY SELECT NULL::integer, NULL::bigint, NULL::text, counted;
    RETURN;
  END IF;
  RETURN QUERY SELECT r.id, r.rev, r.tail, counted FROM atalaya_case_rows(ids) r;
END
$fn$;
`
