/**
 * Marks for deep pages of the unfiltered case list (issue 19, migration 0021).
 *
 * A page is its order's index walked to the offset. Past a few hundred pages that walk is most of
 * a page's cost (a page in the middle of a million cases: half a million index entries, tens of
 * milliseconds), so the key of every step-th case of an order is kept with its position, and a page
 * is walked from the nearest mark before it: at most one step. Marks are exact or unused: they
 * carry the generation of the list they were taken from (`icsr_count.gen`, moved by every write
 * that can move a case in some order, in the writer's own transaction), and the page function
 * uses only marks of the generation its own snapshot sees, so a page read from marks is the page
 * the walk would give. When a deep page finds no such marks it is walked as before and says so;
 * the repository then takes that order's marks again in the background ({@link MarksBuilder}),
 * at a pace that keeps a busy, much-written list from rebuilding all the time.
 */
import { CaseQuery } from "@atalaya/core"
import { Clock, Duration, Effect } from "effect"
import { orderClause } from "./caseSearch.js"

// A mark every this many cases at least, every thousandth case at scale.
const MIN_STEP = 16
const STEP = `greatest(${MIN_STEP}, k.n / 1000)`

// The order columns as text and back, independent of the session's DateStyle and TimeZone.
const AS_TEXT: Readonly<Record<string, string>> = {
  id: "NULL::text",
  created_at: `to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`,
  fecha_inicio_evento: "to_char(c.fecha_inicio_evento, 'YYYY-MM-DD')",
  gravedad: "c.gravedad",
  estado: "c.estado",
  paciente_iniciales: "c.paciente_iniciales"
}
const FROM_TEXT: Readonly<Record<string, string>> = {
  created_at: "(mv::timestamp AT TIME ZONE 'UTC')",
  fecha_inicio_evento: "mv::date",
  gravedad: "mv",
  estado: "mv",
  paciente_iniciales: "mv"
}
// created_at and paciente_iniciales are NOT NULL (migration 0001); id is the key.
const NULLABLE: ReadonlySet<string> = new Set(["fecha_inicio_evento", "gravedad", "estado"])

const each = <A>(f: (orderBy: string, desc: boolean) => A): Array<A> =>
  CaseQuery.ORDER_BY.flatMap((orderBy) => [true, false].map((desc) => f(orderBy, desc)))

const when = (orderBy: string, desc: boolean) => `p_order_by = '${orderBy}' AND p_desc = ${desc} THEN`

/**
 * The page's ids from the mark at position `mpos` (key `mv`, `mid`), for `lim` cases from `off`.
 * The mark's own case is the first walked (`>=`). A mark without a value is among the NULLs, which
 * come last both ways, in id order; from a mark with a value, the cases with values are walked by
 * a row comparison (which leaves the NULLs out), and a page reaching their end goes on with the
 * first NULLs.
 */
const walk = (orderBy: string, desc: boolean): string => {
  const ord = orderClause("c", orderBy, desc)
  const cmp = desc ? "<=" : ">="
  const page = "OFFSET off - mpos LIMIT lim"
  if (orderBy === "id") return `ids := ARRAY(SELECT c.id FROM icsr c WHERE c.id ${cmp} mid ORDER BY ${ord} ${page});`
  // The row comparison holds no NULLs, so the order's NULLs placement does not matter here, and
  // its index (col, id) is read either way from the mark.
  const dir = desc ? "DESC" : "ASC"
  const keyed = `ARRAY(SELECT c.id FROM icsr c WHERE (c.${orderBy}, c.id) ${cmp} (${FROM_TEXT[orderBy]}, mid) ORDER BY c.${orderBy} ${dir}, c.id ${dir} ${page})`
  if (!NULLABLE.has(orderBy)) return `ids := ${keyed};`
  return `IF mv IS NULL THEN
      ids := ARRAY(SELECT c.id FROM icsr c WHERE c.${orderBy} IS NULL AND c.id ${cmp} mid ORDER BY ${ord} ${page});
    ELSE
      ids := ${keyed};
      IF cardinality(ids) < lim THEN
        ids := ids || ARRAY(SELECT c.id FROM icsr c WHERE c.${orderBy} IS NULL ORDER BY ${ord} LIMIT lim - cardinality(ids));
      END IF;
    END IF;`
}

/**
 * The part of `atalaya_case_page` that reads a page from marks. Declares nothing: the function
 * has `counted`, `cur_gen`, `lim`, `off`, `ids`, `marked`, `marks_stale`, `mpos`, `mv` and `mid`.
 */
export const MARKED_PAGE = `
  IF p_offset >= greatest(${MIN_STEP}, counted / 1000) AND p_offset < counted THEN
    SELECT m.pos, m.v, m.id INTO mpos, mv, mid FROM icsr_page_marks m
    WHERE m.order_by = p_order_by AND m.descending = p_desc AND m.gen = cur_gen AND m.pos <= p_offset
    ORDER BY m.pos DESC LIMIT 1;
    IF FOUND THEN
      marked := true;
      IF ${each((orderBy, desc) => `${when(orderBy, desc)}\n    ${walk(orderBy, desc)}`).join("\n    ELSIF ")}
      END IF;
    ELSE
      marks_stale := true;
    END IF;
  END IF;`

const build = (orderBy: string, desc: boolean): string => {
  const ord = orderClause("c", orderBy, desc)
  const isNull = orderBy === "id" ? "false" : `c.${orderBy} IS NULL`
  return `INSERT INTO icsr_page_marks (order_by, descending, pos, v, id, gen)
    SELECT p_order_by, p_desc, r.pos, r.v, r.id, k.gen
    FROM icsr_count k, (
      SELECT ${AS_TEXT[orderBy]} AS v, c.id, row_number() OVER w - 1 AS pos, ${isNull} AS none,
        lag(${isNull}, 1, false) OVER w AS after_none
      FROM icsr c WINDOW w AS (ORDER BY ${ord})
    ) r
    WHERE r.pos > 0 AND (r.pos % ${STEP} = 0 OR (r.none AND NOT r.after_none));`
}

// An arbitrary constant naming the marks' builders' locks.
const MARKS_LOCK = 72_617_021

/**
 * `atalaya_case_marks_build(order_by, desc)`: takes one order's marks afresh, in one statement
 * (one snapshot: the positions and the generation they are true for). The walk is its index's,
 * so sorts and sequential scans are priced out. Another builder of the same order at the same
 * time has nothing to add: it returns at once.
 */
export const MARKS_FUNCTION = `
CREATE OR REPLACE FUNCTION atalaya_case_marks_build(p_order_by text, p_desc boolean) RETURNS integer LANGUAGE plpgsql VOLATILE
  SET enable_sort = off SET enable_seqscan = off SET jit = off SET max_parallel_workers_per_gather = 0 AS $fn$
DECLARE
  made integer;
BEGIN
  IF NOT pg_try_advisory_xact_lock(${MARKS_LOCK}, hashtext(p_order_by || p_desc::text)) THEN
    RETURN 0;
  END IF;
  DELETE FROM icsr_page_marks m WHERE m.order_by = p_order_by AND m.descending = p_desc;
  IF ${each((orderBy, desc) => `${when(orderBy, desc)}\n    ${build(orderBy, desc)}`).join("\n  ELSIF ")}
  ELSE
    RAISE EXCEPTION 'atalaya_case_marks_build: unknown ordering %', p_order_by;
  END IF;
  GET DIAGNOSTICS made = ROW_COUNT;
  RETURN made;
END
$fn$;
`

/** How long an order's marks are not taken again after being taken: at least this, or {@link MARKS_REST} times what taking them took. */
export const MARKS_MIN_PAUSE = Duration.seconds(10)

/** See {@link MARKS_MIN_PAUSE}: a list written to all the time does not spend more than about a twentieth of a connection on marks. */
export const MARKS_REST = 20

/**
 * Takes orders' marks in the background, one order at a time, each at most once per pause. A
 * failure (a read-only replica, a dropped connection) is only logged: pages are walked as before.
 */
export class MarksBuilder {
  private readonly pending = new Set<string>()
  private readonly notBefore = new Map<string, number>()
  private running = false

  constructor(private readonly take: (orderBy: string, desc: boolean) => Effect.Effect<unknown, unknown>) {}

  /** Asks for an order's marks; returns at once. */
  want(orderBy: string, desc: boolean): Effect.Effect<void> {
    return Effect.suspend(() => {
      const key = `${orderBy} ${desc}`
      if (this.pending.has(key) || (this.notBefore.get(key) ?? 0) > Date.now()) return Effect.void
      this.pending.add(key)
      if (this.running) return Effect.void
      this.running = true
      return Effect.asVoid(Effect.forkDaemon(this.drain()))
    })
  }

  private drain(): Effect.Effect<void> {
    return Effect.gen(this, function*() {
      while (true) {
        // Looked up and given up in one step, so an order asked for meanwhile starts a new drain.
        const key = yield* Effect.sync(() => {
          const first = this.pending.values().next()
          if (first.done === true) this.running = false
          return first.done === true ? undefined : first.value
        })
        if (key === undefined) return
        const [orderBy, desc] = key.split(" ") as [string, string]
        const started = yield* Clock.currentTimeMillis
        yield* this.take(orderBy, desc === "true").pipe(
          Effect.catchAllCause((cause) => Effect.logWarning("taking the case list's page marks failed", { order: key, cause: cause._tag }))
        )
        const took = (yield* Clock.currentTimeMillis) - started
        this.notBefore.set(key, Date.now() + Math.max(Duration.toMillis(MARKS_MIN_PAUSE), MARKS_REST * took))
        this.pending.delete(key)
      }
    }).pipe(Effect.onInterrupt(() => Effect.sync(() => (this.running = false))))
  }
}
