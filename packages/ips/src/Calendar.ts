/**
 * The IPS calendar's periods. The default periodicity is ICH E2C(R1) (2003), section 2.4
 * "Periodicity and Data Lock Point": six-monthly reports for the first two years after the
 * authorisation, annual reports for the following two years, then reports at three-year intervals,
 * counted from the international birth date — here the product's `fecha_primer_registro`. A
 * deployment whose regulator asks otherwise passes its own {@link Rule}. A product without that date
 * falls back to calendar years (stated in the prefill's `regla`).
 */

/** One stretch of a periodicity rule: reports every `everyMonths` until `untilMonth` after the start. */
export interface Step {
  readonly untilMonth: number
  readonly everyMonths: number
}

/** A periodicity rule with its cited source. */
export interface Rule {
  readonly name: string
  readonly source: string
  readonly steps: ReadonlyArray<Step>
}

/** ICH E2C(R1) §2.4. */
export const ICH_E2C_R1: Rule = {
  name: "ICH E2C(R1)",
  source: "ICH E2C(R1) Clinical Safety Data Management: Periodic Safety Update Reports for Marketed Drugs (2003), 2.4 Periodicity and Data Lock Point",
  steps: [
    { untilMonth: 24, everyMonths: 6 },
    { untilMonth: 48, everyMonths: 12 },
    { untilMonth: Number.POSITIVE_INFINITY, everyMonths: 36 }
  ]
}

/** A period, both ends inclusive (`YYYY-MM-DD`). */
export interface Period {
  readonly periodo_inicio: string
  readonly periodo_fin: string
}

const iso = (d: Date) => d.toISOString().slice(0, 10)

const addMonths = (start: string, months: number): Date => {
  const [y, m, d] = start.split("-").map(Number) as [number, number, number]
  const target = new Date(Date.UTC(y, m - 1 + months, 1))
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  return new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(d, last)))
}

const dayBefore = (d: Date) => new Date(d.getTime() - 86_400_000)

/** The periods from `birth` up to the first one that starts after `until`, in order. */
export const periods = (birth: string, until: string, rule: Rule = ICH_E2C_R1): ReadonlyArray<Period> => {
  const out: Array<Period> = []
  let month = 0
  for (const step of rule.steps) {
    while (month < step.untilMonth) {
      const start = addMonths(birth, month)
      if (iso(start) > until) return out
      const end = dayBefore(addMonths(birth, month + step.everyMonths))
      out.push({ periodo_inicio: iso(start), periodo_fin: iso(end) })
      month += step.everyMonths
      if (out.length > 400) return out
    }
  }
  return out
}

/** Calendar years from the first year with a report or `today`'s year minus one. */
const calendarYears = (fromYear: number, until: string): ReadonlyArray<Period> => {
  const out: Array<Period> = []
  for (let y = fromYear; `${y}-01-01` <= until && out.length < 100; y++) out.push({ periodo_inicio: `${y}-01-01`, periodo_fin: `${y}-12-31` })
  return out
}

/**
 * The first period not covered by a report (one whose period contains it), among those that have
 * started by `today`; when all are covered, the next one.
 */
export const nextUncovered = (
  birth: string | null,
  covered: ReadonlyArray<Period>,
  today: string,
  rule: Rule = ICH_E2C_R1
): { readonly period: Period; readonly regla: string } => {
  const horizon = iso(addMonths(today, 48))
  const list = birth === null ? calendarYears(Number(today.slice(0, 4)) - 1, horizon) : periods(birth, horizon, rule)
  const isCovered = (p: Period) => covered.some((c) => c.periodo_inicio <= p.periodo_inicio && c.periodo_fin >= p.periodo_fin)
  const found = list.find((p) => !isCovered(p)) ?? list.at(-1)!
  return { period: found, regla: birth === null ? "Años calendario (sin fecha de primer registro)" : rule.name }
}
