/**
 * Where a date range starts and ends in the orders that follow event dates (ids and creation
 * times), for the walks of `atalaya_case_search` (internal/caseSearch.ts). Fragments of that
 * function: they use its parameters and its `base`, `cond`, `estimate`, `lo`, `hi`, `clo`, `chi`.
 */

/**
 * Finding where a date range starts in the order of ids or creation times costs an index probe per
 * event date of the range, about what walking past this many cases costs: the walk starts there
 * when it would otherwise read more cases before the range than this many times its dates.
 */
const PROBE_COST = 100

/** The least and greatest id and creation time of the range's cases (`lo`, `hi`, `clo`, `chi`), reading every one of them. */
export const RANGE_BOUNDS = `EXECUTE 'SELECT min(c.id), max(c.id), min(c.created_at), max(c.created_at) FROM (SELECT c.id, c.created_at FROM icsr c WHERE '
            || base || ' OFFSET 0) c' INTO lo, hi, clo, chi USING p_like, p_pairs, p_desde, p_hasta, p_estado, p_gravedad;`

/**
 * A date range without q, ordered by id or creation time: a walk from the start of the order
 * reads every case before the range first (from 1 December: 800,000 cases, 130 ms). When they are
 * many, `cond` gains a bound at the range's first case in that order, which every case of the range
 * meets. Without estado or gravedad it is found by one index probe per event date of the range
 * (the least or greatest id or creation time of each date, from the event-date indexes, which
 * carry both); with them finding it reads the range, so only when the cases before it outnumber
 * the range's.
 */
export const RANGE_START = `IF (CASE WHEN p_desc THEN p_hasta IS NOT NULL ELSE p_desde IS NOT NULL END)
        AND atalaya_case_estimate(CASE WHEN p_desc THEN 'c.fecha_inicio_evento > $4' ELSE 'c.fecha_inicio_evento < $3' END,
          p_like, p_pairs, p_desde, p_hasta, p_estado, p_gravedad)
          > (CASE WHEN p_estado IS NULL AND p_gravedad IS NULL
            THEN ${PROBE_COST} * (least(coalesce(p_hasta, 'infinity'), (SELECT max(x.fecha_inicio_evento) FROM icsr x))
              - greatest(coalesce(p_desde, '-infinity'), (SELECT min(x.fecha_inicio_evento) FROM icsr x)) + 1)
            ELSE estimate END) THEN
        IF p_estado IS NULL AND p_gravedad IS NULL THEN
          DECLARE
            dir text := CASE WHEN p_desc THEN ' DESC' ELSE ' ASC' END;
          BEGIN
            EXECUTE 'WITH RECURSIVE d AS ((SELECT c.fecha_inicio_evento AS f, c.' || p_order_by || ' AS k FROM icsr c WHERE ' || base
              || ' ORDER BY c.fecha_inicio_evento' || dir || ', c.' || p_order_by || dir || ' LIMIT 1)'
              || ' UNION ALL SELECT n.f, n.k FROM d, LATERAL (SELECT c.fecha_inicio_evento AS f, c.' || p_order_by || ' AS k FROM icsr c WHERE '
              || base || ' AND c.fecha_inicio_evento ' || CASE WHEN p_desc THEN '<' ELSE '>' END || ' d.f ORDER BY c.fecha_inicio_evento'
              || dir || ', c.' || p_order_by || dir || ' LIMIT 1) n) SELECT '
              || CASE WHEN p_order_by = 'id' THEN 'min(d.k), max(d.k), NULL::timestamptz, NULL::timestamptz' ELSE 'NULL::integer, NULL::integer, min(d.k), max(d.k)' END
              || ' FROM d' INTO lo, hi, clo, chi USING p_like, p_pairs, p_desde, p_hasta, p_estado, p_gravedad;
          END;
        ELSE
          ${RANGE_BOUNDS}
        END IF;
        cond := cond || CASE
          WHEN coalesce(lo::text, clo::text) IS NULL THEN ' AND false'
          WHEN p_order_by = 'id' THEN format(CASE WHEN p_desc THEN ' AND c.id <= %s' ELSE ' AND c.id >= %s' END, CASE WHEN p_desc THEN hi ELSE lo END)
          ELSE format(CASE WHEN p_desc THEN ' AND c.created_at <= %L' ELSE ' AND c.created_at >= %L' END, CASE WHEN p_desc THEN chi ELSE clo END) END;
      END IF;`

/** A range's band of ids is found by probing each of its dates only when it spans at most this many days. */
export const BAND_DAYS = 400

/**
 * The least and greatest id of a date range's cases (`lo`, `hi`), one probe per event date of the
 * range in each direction (the event-date indexes carry ids; an open side runs to the data's first
 * or last date), both NULL for a range without cases; for the band walk of
 * `atalaya_case_band_walk` (caseSegments.ts). `base` holds only the dates.
 */
export const RANGE_BAND = `EXECUTE 'WITH RECURSIVE d AS ((SELECT c.fecha_inicio_evento AS f, c.id AS k FROM icsr c WHERE ' || base
          || ' ORDER BY c.fecha_inicio_evento, c.id LIMIT 1) UNION ALL SELECT n.f, n.k FROM d, LATERAL (SELECT c.fecha_inicio_evento AS f, c.id AS k FROM icsr c WHERE '
          || base || ' AND c.fecha_inicio_evento > d.f ORDER BY c.fecha_inicio_evento, c.id LIMIT 1) n),'
          || ' e AS ((SELECT c.fecha_inicio_evento AS f, c.id AS k FROM icsr c WHERE ' || base
          || ' ORDER BY c.fecha_inicio_evento DESC NULLS LAST, c.id DESC LIMIT 1) UNION ALL SELECT n.f, n.k FROM e, LATERAL (SELECT c.fecha_inicio_evento AS f, c.id AS k FROM icsr c WHERE '
          || base || ' AND c.fecha_inicio_evento < e.f ORDER BY c.fecha_inicio_evento DESC NULLS LAST, c.id DESC LIMIT 1) n)'
          || ' SELECT (SELECT min(d.k) FROM d), (SELECT max(e.k) FROM e)' INTO lo, hi USING p_like, p_pairs, p_desde, p_hasta, p_estado, p_gravedad;`
