/**
 * A search ordered by a column of few values (gravedad, estado), segment by segment, for
 * `atalaya_case_search` (internal/caseSearch.ts).
 *
 * A common word is found soonest by walking the order's index and reading each case for q, as
 * long as its matches are spread along the order. Words and these columns go together, though:
 * `hemorragia` is in 59,000 of a million cases and in none of the 518,000 `No grave` ones, so its
 * second page by gravedad descending walked all of them first (1.7 s). Here each value's segment
 * is walked only so far (a few times what an even spread of the matches would need, and at least
 * a thirtieth of the list); a segment
 * that did not give its share is searched past that point through the indexes (the segment's and
 * q's, a bitmap of both), which cost little exactly when its matches are few; then the next value.
 * The segments are the values in the list's order, NULLs last both ways, each ordered by id.
 */

/**
 * A segment's walk reads at least this share of the list (one case in this many) before its rest
 * is searched through the indexes: that search costs about what walking a fifteenth to a
 * thirtieth of the segment does (its index read whole, then the few cases both bitmaps hold), so
 * a segment whose matches are merely sparser than even costs at most about twice the better way.
 */
export const SEGMENT_WALK_SHARE = 30

/** How many times what an even spread of the matches needs a segment's walk reads at most. */
export const SEGMENT_WALK_SPREAD = 4

/** How many cases, at ids spread evenly over the list, sample a segment before its walk. */
export const SEGMENT_PROBES = 400

/**
 * A segment whose sample holds none of q where an even spread would give this many is not walked.
 * A segment that does hold matches shows none this often only by a 1-in-20 chance (e^-3), and
 * then costs the indexes' search its walk would have ended in anyway; one that holds none costs
 * its whole walk first (`hemorragia`'s second page by gravedad descending, 4.6 % of the cases and
 * 9 expected in the `No grave` sample: 210 ms at 10, 106 ms at 3, on session 27's machine).
 */
export const SEGMENT_PROBE_HITS = 3

/**
 * A function that goes through the segments of the order by `p_col` (gravedad or estado) in the
 * list's order, NULLs last: `body` runs for each, with `seg` its value (`nulls` for the NULLs),
 * adds its ids to `found` and returns once `need` are found. The function returns the page.
 */
const segmentLoop = (name: string, params: string, settings: string, declare: string, body: string) => `
CREATE OR REPLACE FUNCTION ${name}(
  ${params}
) RETURNS integer[] LANGUAGE plpgsql STABLE
  SET enable_seqscan = off SET jit = off SET max_parallel_workers_per_gather = 0${settings} AS $fn$
DECLARE
  dir text := CASE WHEN p_desc THEN 'DESC' ELSE 'ASC' END;
  next_of text := CASE WHEN p_desc THEN 'max' ELSE 'min' END;
  past text := CASE WHEN p_desc THEN '<' ELSE '>' END;
  need bigint := p_offset + p_limit;
  seg text;
  segcond text;
  nulls boolean;
  found integer[] := '{}';
  part integer[];${declare}
BEGIN
  IF p_col NOT IN ('gravedad', 'estado') THEN
    RAISE EXCEPTION '${name}: unknown ordering %', p_col;
  END IF;
  EXECUTE format('SELECT %s(c.%I) FROM icsr c', next_of, p_col) INTO seg;
  nulls := seg IS NULL;
  LOOP
    segcond := CASE WHEN nulls THEN format('c.%I IS NULL', p_col) ELSE format('c.%I = $9', p_col) END;${body}
    EXIT WHEN nulls;
    EXECUTE format('SELECT %s(c.%I) FROM icsr c WHERE c.%I %s $1', next_of, p_col, p_col, past) INTO seg USING seg;
    nulls := seg IS NULL;
  END LOOP;
  RETURN coalesce(found[p_offset + 1 : need], '{}');
END
$fn$;
`

/**
 * `atalaya_case_segment_walk(cond, like, pairs, col, desc, limit, offset, cap, share)`: the ids of
 * the page, in the list's order, of the cases meeting `cond` (a condition of atalaya_case_search
 * over `c`, its parameters `$1` and `$2` given here), walking each segment at most `cap` cases;
 * `share` is the share of the list expected to match. The
 * bitmap of a large segment takes more memory than the default allows before it turns lossy (and
 * then every case on its pages is read): a page of this search may use 32 MB.
 */
export const SEGMENT_FUNCTION = `
DROP FUNCTION IF EXISTS atalaya_case_segment_walk(text, text, text, text, boolean, integer, bigint, integer);
${segmentLoop(
  "atalaya_case_segment_walk",
  "p_cond text, p_like text, p_pairs text, p_col text, p_desc boolean, p_limit integer, p_offset bigint, p_cap integer, p_share float8",
  " SET work_mem = '32MB'",
  "\n  boundary integer;\n  probes integer[];\n  probed bigint;\n  hits bigint;",
  `
    -- A sample of the segment (cases at ids spread evenly over the list) holding none of q where
    -- an even spread of its matches would give ${SEGMENT_PROBE_HITS}: the walk would read its cap for little;
    -- the indexes at once (emergencia in no 'No grave' case: 100 ms of walking saved).
    IF probes IS NULL THEN
      probes := ARRAY(SELECT DISTINCT (x.lo + i::bigint * (x.hi - x.lo) / ${SEGMENT_PROBES})::integer
        FROM (SELECT min(c.id) AS lo, max(c.id) AS hi FROM icsr c) x, generate_series(0, ${SEGMENT_PROBES - 1}) i WHERE x.lo IS NOT NULL);
    END IF;
    EXECUTE format('SELECT count(*), count(*) FILTER (WHERE %s) FROM icsr c WHERE %s AND c.id = ANY ($10)', p_cond, segcond)
      INTO probed, hits USING p_like, p_pairs, NULL::date, NULL::date, NULL::text, NULL::text, NULL::integer, NULL::bigint, seg, probes;
    IF hits = 0 AND probed * p_share >= ${SEGMENT_PROBE_HITS} THEN
      boundary := CASE WHEN p_desc THEN 2147483647 ELSE 0 END;
    ELSE
      -- The walk: the segment's first cases in order, each read for q, until enough match.
      EXECUTE format('SELECT ARRAY(SELECT w.id FROM (SELECT c.id, (%s) AS hit FROM icsr c WHERE %s ORDER BY c.id %s LIMIT $7) w WHERE w.hit LIMIT $8)',
          p_cond, segcond, dir)
        INTO part USING p_like, p_pairs, NULL::date, NULL::date, NULL::text, NULL::text, p_cap, need - cardinality(found), seg;
      found := found || part;
      IF cardinality(found) >= need THEN
        RETURN found[p_offset + 1 : need];
      END IF;
      -- Too few: the segment's rest, past its cap-th case, through the indexes.
      EXECUTE format('SELECT c.id FROM icsr c WHERE %s ORDER BY c.id %s OFFSET $7 - 1 LIMIT 1', segcond, dir)
        INTO boundary USING p_like, p_pairs, NULL::date, NULL::date, NULL::text, NULL::text, p_cap, NULL::bigint, seg;
    END IF;
    IF boundary IS NOT NULL THEN
      -- Ordered by an expression, so that the plan is the bitmap and not the walk again.
      EXECUTE format('SELECT ARRAY(SELECT c.id FROM icsr c WHERE %s AND c.id %s $10 AND %s ORDER BY c.id + 0 %s LIMIT $8)', segcond, past, p_cond, dir)
        INTO part USING p_like, p_pairs, NULL::date, NULL::date, NULL::text, NULL::text, p_cap, need - cardinality(found), seg, boundary;
      found := found || part;
      IF cardinality(found) >= need THEN
        RETURN found[p_offset + 1 : need];
      END IF;
    END IF;`
)}`

/** A page deeper than this many cases is walked as before rather than segment by segment within the band. */
export const BAND_WALK_UP_TO = 10_000

/**
 * `atalaya_case_band_walk(cond, like, desde, hasta, col, desc, limit, offset, lo, hi)`: the ids of
 * the page, in the list's order, of the cases meeting `cond` (a date range of atalaya_case_search
 * over `c`, its dates `$3` and `$4`, q `$1` read from each case) with ids between `lo` and `hi`, the
 * least and greatest of the range's.
 *
 * Ids follow event dates, so a date range's cases lie in a band of ids, and each segment of the
 * order (one value of gravedad or estado, by id) holds them together: walked in one pass the order's
 * index reads every segment up to the band first (a year of 2019 by gravedad descending: the
 * 360,000 newer `No grave` cases, 40 ms). Here each segment is read from the band's first id on.
 */
export const BAND_FUNCTION = segmentLoop(
  "atalaya_case_band_walk",
  "p_cond text, p_like text, p_desde date, p_hasta date, p_col text, p_desc boolean, p_limit integer, p_offset bigint, p_lo integer, p_hi integer",
  "",
  "",
  `
    EXECUTE format('SELECT ARRAY(SELECT c.id FROM icsr c WHERE %s AND c.id BETWEEN $7 AND $8 AND %s ORDER BY c.id %s LIMIT $10)', segcond, p_cond, dir)
      INTO part USING p_like, NULL::text, p_desde, p_hasta, NULL::text, NULL::text, p_lo, p_hi, seg, need - cardinality(found);
    found := found || part;
    IF cardinality(found) >= need THEN
      RETURN found[p_offset + 1 : need];
    END IF;`
)
