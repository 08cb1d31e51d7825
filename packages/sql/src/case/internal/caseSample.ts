/**
 * How many cases of a date range hold q, from a sample of the range's days, for the total of
 * `atalaya_case_search` (internal/caseSearch.ts).
 *
 * A filtered total is exact up to a thousand matches and estimated above. The planner's estimate
 * of q in a date range multiplies q's share of all cases by the range's share, as if products and
 * words were spread evenly over time; they are not (a product sold from 2023, a word of an
 * outbreak), so that estimate cannot tell whether a range holds 300 matches or 5,000, and the
 * search counted up to a thousand and one of them to know: walking the range's cases in the
 * list's order, 20,000 of them for a word in one case in twenty (40-90 ms, half of what such a
 * search cost). Here the cases of a few days spread evenly over the range are read and checked
 * for q (2,000-3,000 cases of a year at a million, lying together in the table: 10-30 ms), and
 * their share of matches times the range's size is the estimate. It replaces counting only when
 * it is far above the threshold and rests on enough matches; otherwise the search counts.
 */

/** The days of the range whose cases are read. */
export const SAMPLE_DAYS = 8

/** The sample decides only when it holds at least this many matches (a share known to about a fifth). */
export const SAMPLE_MIN_HITS = 30

/** The sample decides only when its estimate is at least this many times the exact-count threshold. */
export const SAMPLE_MARGIN = 3

/**
 * `atalaya_case_sample(base, like, desde, hasta, estado, gravedad, cases)`: the estimated number
 * of cases meeting `base` (a condition of atalaya_case_search over `c`, dates included) that hold
 * `like`, or NULL when the sample holds fewer than {@link SAMPLE_MIN_HITS} matches or the range
 * spans fewer than four times {@link SAMPLE_DAYS} days. `cases` is
 * how many cases meet `base` (the planner's estimate: a date range's is close). The days are
 * evenly spaced over the range as far as the data reaches, so the same search always reads the
 * same days and pages of one search show one total.
 */
export const SAMPLE_FUNCTION = `
CREATE OR REPLACE FUNCTION atalaya_case_sample(
  p_base text, p_like text, p_desde date, p_hasta date, p_estado text, p_gravedad text, p_cases float8
) RETURNS float8 LANGUAGE plpgsql STABLE
  SET enable_seqscan = off SET jit = off SET max_parallel_workers_per_gather = 0 AS $fn$
DECLARE
  lo date := greatest(p_desde, (SELECT min(x.fecha_inicio_evento) FROM icsr x));
  hi date := least(p_hasta, (SELECT max(x.fecha_inicio_evento) FROM icsr x));
  days date[];
  n bigint;
  hits bigint;
BEGIN
  -- A range of few days: the sample would read a good part of it, and counting costs little more.
  IF lo IS NULL OR hi IS NULL OR hi - lo + 1 < ${4 * SAMPLE_DAYS} THEN
    RETURN NULL;
  END IF;
  days := ARRAY(SELECT DISTINCT lo + floor((i + 0.5) * (hi - lo + 1) / ${SAMPLE_DAYS})::integer FROM generate_series(0, ${SAMPLE_DAYS - 1}) i);
  EXECUTE 'SELECT count(*), count(*) FILTER (WHERE strpos(c.search_doc, $8) > 0) FROM icsr c WHERE '
    || p_base || ' AND c.fecha_inicio_evento = ANY ($7)'
    INTO n, hits USING p_like, NULL::text, p_desde, p_hasta, p_estado, p_gravedad, days, atalaya_like_text(p_like);
  IF hits < ${SAMPLE_MIN_HITS} THEN
    RETURN NULL;
  END IF;
  RETURN p_cases * hits / n;
END
$fn$;
`
