/**
 * Dates for duplicate detection: ISO normalisation and the search window.
 */


// ---------------------------------------------------------------------------------------------
// Dates

export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/

/** A date as `YYYY-MM-DD`, or null when absent, malformed or a placeholder before 1900. */
export const normalizeDate = (raw: string | null | undefined): string | null => {
  if (typeof raw !== "string") return null
  const m = ISO_DATE.exec(raw.trim())
  if (!m || Number(m[1]) < 1900) return null
  return `${m[1]}-${m[2]}-${m[3]}`
}

/** Whole days between two ISO dates, either order; NaN when one cannot be read. */
export const daysApart = (a: string, b: string): number =>
  Math.round(Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000)

export const LAST_DATE = "9999-12-31"

/** `isoDate` moved by `days`, kept within four-digit years (a window around 9999-12-31 ends there). */
export const shiftDate = (isoDate: string, days: number): string => {
  const d = new Date(`${isoDate}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  const year = d.getUTCFullYear()
  if (year > 9999) return LAST_DATE
  if (year < 1) return "0001-01-01"
  return d.toISOString().slice(0, 10)
}

/**
 * The date with day and month read the other way round ('2025-12-07' as '2025-07-12'), when both
 * readings are dates and differ: what a US-style date or a paper form typed in gives.
 */
export const swappedDate = (isoDate: string): string | null => {
  const m = ISO_DATE.exec(isoDate)
  if (!m || m[2] === m[3] || Number(m[3]) > 12 || Number(m[3]) < 1) return null
  return `${m[1]}-${m[3]}-${m[2]}`
}

/**
 * Event dates at most this many days apart, and not equal, are near: one reporter dates the
 * onset, another the consultation or the admission the next day (vigiMatch, too, grades dates
 * by their difference rather than matching them exactly).
 */
export const NEAR_EVENT_DAYS = 2

/** Days between two near event dates (1 to {@link NEAR_EVENT_DAYS}), else 0. */
export const nearDays = (a: string | null, b: string | null): number => {
  if (a === null || b === null || a === b) return 0
  const days = daysApart(a, b)
  return days >= 1 && days <= NEAR_EVENT_DAYS ? days : 0
}

/**
 * Two birth dates one person's record could carry: one digit mistyped, two adjacent digits of
 * the year, the month or the day swapped, or day and month swapped (a US-style date read as a
 * Peruvian one). Digits are swapped within what is typed at once: a month's last digit and the
 * day's first are typed apart ('22/01' and '12/02' are three weeks apart, one chemotherapy cycle).
 */
export const birthDateSlip = (a: string, b: string): boolean => {
  const x = a.replaceAll("-", "")
  const y = b.replaceAll("-", "")
  if (x.length !== 8 || y.length !== 8) return false
  // A year's last digit and the month's first, or the month's last and the day's first, are typed apart.
  if (digitSlip(x, y, (i) => i !== 3 && i !== 5)) return true
  return x.slice(0, 4) === y.slice(0, 4) && x.slice(4, 6) === y.slice(6, 8) && x.slice(6, 8) === y.slice(4, 6)
}

/**
 * Two figures of one length one slip of the keys apart: one digit mistyped, or two neighbouring
 * digits swapped (at `i` and `i + 1` where `swappable(i)`).
 */
export const digitSlip = (x: string, y: string, swappable: (i: number) => boolean = () => true): boolean => {
  if (x.length !== y.length) return false
  const diff = [...x].flatMap((ch, i) => (ch === y[i] ? [] : [i]))
  if (diff.length <= 1) return true
  const [i, j] = [diff[0]!, diff[1]!]
  return diff.length === 2 && j === i + 1 && swappable(i) && x[i] === y[j] && x[j] === y[i]
}
