/**
 * A shallow page of a search that would be sorted, found by walking the order instead (issue 19):
 * a fragment of `atalaya_case_search` (internal/caseSearch.ts), using its parameters and its
 * `base`, `has`, `estimate`, `sorted`, `walked`, `walk_ord` and `ids`.
 *
 * q alone matching a few thousand cases is sorted: every match is read (a product's first letters,
 * 5,600 cases of 100,000: 5,000 heap pages, 20-50 ms on PGlite). Its first pages need far fewer
 * cases when walked along the order's index, each read for q: about (offset + limit) × cases /
 * matches when the matches are spread evenly. They seldom are (a product sold two years of ten,
 * a word of one hospital's template), so the walk is bounded.
 */

/** The walk reads at most this many times the cases an even spread of the matches needs for the page. */
export const WALK_BUDGET = 2

/**
 * The walk is taken only when its bound is at most this share of the matches: a walk that does not
 * fill the page within it gives way to the sort, so a search reads at most that share more than
 * the sort alone would, and at a million cases only a first page of 9,000-10,000 matches walks.
 */
export const WALK_SHARE = 0.5

/**
 * Fills `ids` by the walk and sets `walked` when the page is full within the bound (a page that
 * is not full could be the last, or the matches could lie further along: the sort answers both).
 * The total is then counted as for a walk along the order (up to the threshold, through q's index).
 * `sortColumns` are the order's columns the sort reads, alias `c`.
 */
export const searchWalk = (sortColumns: string): string => `IF sorted AND p_like IS NOT NULL AND base = 'true' THEN
      DECLARE
        -- The cases the walk may read: WALK_BUDGET times what an even spread of the matches needs.
        budget float8 := ${WALK_BUDGET} * (p_offset + p_limit) * (SELECT k.n FROM icsr_count k) / greatest(estimate, 1);
      BEGIN
        IF budget <= ${WALK_SHARE} * estimate THEN
          EXECUTE 'SELECT ARRAY(SELECT c.id FROM (SELECT ${sortColumns}, c.search_doc'
            || ' FROM icsr c ORDER BY ' || walk_ord || ' LIMIT $9) c WHERE ' || has || ' ORDER BY ' || walk_ord
            || ' LIMIT $7 OFFSET $8)'
            INTO ids USING p_like, p_pairs, p_desde, p_hasta, p_estado, p_gravedad, p_limit, p_offset, ceil(budget)::bigint;
          walked := cardinality(ids) = p_limit;
        END IF;
      END;
    END IF;`
