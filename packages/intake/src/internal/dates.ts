/**
 * Dates written in reports: numeric day-first (`03/03/2026`, `3-3-26`, `14/02` with the year of
 * reception), ISO (`2026-03-03`), Spanish and English month names (`3 de marzo de 2026`,
 * `marzo 3`, `March 3, 2026`), and, only when the reception date is known, relative ones (`hoy`,
 * `ayer`, `anoche`, `hace 3 días`, `el sábado`, `last monday`). Found on the folded text.
 */
import { Fields } from "@atalaya/core"
import type { Doc } from "./text.js"
import { matchAll } from "./text.js"

/** A date found in the text. */
export interface FoundDate {
  readonly start: number
  readonly end: number
  /** `YYYY-MM-DD`. */
  readonly iso: string
  readonly relative: boolean
}

const MONTHS: Readonly<Record<string, number>> = {
  enero: 1, ene: 1, january: 1, jan: 1,
  febrero: 2, feb: 2, february: 2,
  marzo: 3, mar: 3, march: 3,
  abril: 4, abr: 4, april: 4, apr: 4,
  mayo: 5, may: 5,
  junio: 6, jun: 6, june: 6,
  julio: 7, jul: 7, july: 7,
  agosto: 8, ago: 8, august: 8, aug: 8,
  septiembre: 9, setiembre: 9, set: 9, sep: 9, sept: 9, september: 9,
  octubre: 10, oct: 10, october: 10,
  noviembre: 11, nov: 11, november: 11,
  diciembre: 12, dic: 12, december: 12, dec: 12
}
const MONTH_WORDS = Object.keys(MONTHS).sort((a, b) => b.length - a.length).join("|")

const WEEKDAYS: Readonly<Record<string, number>> = {
  domingo: 0, sunday: 0, lunes: 1, monday: 1, martes: 2, tuesday: 2, miercoles: 3, wednesday: 3, jueves: 4, thursday: 4,
  viernes: 5, friday: 5, sabado: 6, saturday: 6
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  un: 1, una: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, quince: 15,
  a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, ten: 10
}

const pad = (n: number) => String(n).padStart(2, "0")

const iso = (y: number, m: number, d: number): string | null => (Fields.isCalendarDate(y, m, d) && y >= 1900 && y <= 2100 ? `${y}-${pad(m)}-${pad(d)}` : null)

/** `iso` moved by `days`. */
export const addDays = (date: string, days: number): string => {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

const fullYear = (y: number): number => (y < 100 ? 2000 + y : y)

/** A day and month without a year: the year of reception, or the one before when that would fall after reception. */
const withoutYear = (m: number, d: number, reception: string | null): string | null => {
  const year = reception !== null ? Number(reception.slice(0, 4)) : new Date().getUTCFullYear()
  const date = iso(year, m, d)
  if (date !== null && reception !== null && date > reception) return iso(year - 1, m, d)
  return date
}

/** Every date written in the report, in order of appearance. */
export const findDates = (doc: Doc, reception: string | null): ReadonlyArray<FoundDate> => {
  const t = doc.folded
  const found: Array<FoundDate> = []
  const add = (start: number, end: number, date: string | null, relative = false) => {
    if (date === null) return
    if (found.some((f) => start < f.end && end > f.start)) return
    found.push({ start, end, iso: date, relative })
  }
  // ISO first: its digits would otherwise be read as day-first pieces.
  for (const m of matchAll(/\b(\d{4})([-/.])(\d{1,2})\2(\d{1,2})\b/, t)) add(m.index, m.index + m[0].length, iso(Number(m[1]), Number(m[3]), Number(m[4])))
  for (const m of matchAll(/\b(\d{4})-(\d{1,2})-(\d{1,2})\b/, t)) add(m.index, m.index + m[0].length, iso(Number(m[1]), Number(m[2]), Number(m[3])))
  for (const m of matchAll(/\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b(?![/.-]\d)/, t)) {
    const [d, mo, y] = [Number(m[1]), Number(m[2]), fullYear(Number(m[3]))]
    // Day first, as Spanish writes it; a month above 12 means the writer put the month first.
    add(m.index, m.index + m[0].length, iso(y, mo, d) ?? iso(y, d, mo))
  }
  // '3 de marzo de 2026', '03 marzo 2026', '12 de agosto', '3-mar-2026'.
  const dayMonth = new RegExp(`\\b(\\d{1,2})(?:\\s+de|\\s*[-/])?\\s*(${MONTH_WORDS})\\.?\\b(?:(?:\\s+de(?:l)?|\\s*,|\\s*[-/])?\\s*(\\d{4}))?`)
  for (const m of matchAll(dayMonth, t)) {
    const month = MONTHS[m[2]!]!
    const day = Number(m[1])
    // 'mar' and 'may' are also words: only with a day directly before them and a year, or 'de'.
    add(m.index, m.index + m[0].length, m[3] !== undefined ? iso(Number(m[3]), month, day) : withoutYear(month, day, reception))
  }
  // 'marzo 3, 2026', 'March 3rd 2026', 'marzo 3'.
  const monthDay = new RegExp(`\\b(${MONTH_WORDS})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:\\s*,?\\s*(\\d{4}))?`)
  for (const m of matchAll(monthDay, t)) {
    const month = MONTHS[m[1]!]!
    add(m.index, m.index + m[0].length, m[3] !== undefined ? iso(Number(m[3]), month, Number(m[2])) : withoutYear(month, Number(m[2]), reception))
  }
  // Day and month with a slash after 'el'/'del'/'desde'/'hasta' (14/02): without that cue, '90/60' is a blood pressure.
  // A weekday may sit between ('el domingo 8/3'), and a bracket is a cue too ('a los tres días (18/08)').
  for (const m of matchAll(/(?:\b(?:el|del|al|desde|hasta|on|since|by)\s+(?:(?:domingo|lunes|martes|miercoles|jueves|viernes|sabado|sunday|monday|tuesday|wednesday|thursday|friday|saturday)\s+)?|\(\s*)(\d{1,2})\/(\d{1,2})\b(?![/\d]|\.\d)/, t)) {
    const start = m.index + m[0].indexOf(m[1]!)
    add(start, m.index + m[0].length, withoutYear(Number(m[2]), Number(m[1]), reception))
  }
  if (reception !== null) {
    // 'el 3 del presente mes', 'el 20 del mes pasado'.
    for (const m of matchAll(/\b(?:el|del|desde el)\s+(\d{1,2})\s+del\s+(presente(?: mes)?|mes en curso|corriente mes|mes actual|mes pasado|mes anterior)\b/, t)) {
      const [y, mo] = [Number(reception.slice(0, 4)), Number(reception.slice(5, 7))]
      const back = /pasado|anterior/.test(m[2]!)
      add(m.index, m.index + m[0].length, back ? (mo === 1 ? iso(y - 1, 12, Number(m[1])) : iso(y, mo - 1, Number(m[1]))) : iso(y, mo, Number(m[1])))
    }
    const rel = (re: RegExp, days: (m: RegExpExecArray) => number | null) => {
      for (const m of matchAll(re, t)) {
        const n = days(m)
        if (n !== null) add(m.index, m.index + m[0].length, addDays(reception, -n), true)
      }
    }
    rel(/\b(?:anteayer|antier|antes de ayer|day before yesterday)\b/, () => 2)
    rel(/\b(?:ayer|anoche|yesterday|last night)\b/, () => 1)
    rel(/\b(?:hace|desde hace)\s+(?:como\s+|unas?\s+|aprox\w*\s+|casi\s+|mas de\s+)?(?:\d{1,2}|una?|dos|tres|cuatro|cinco|media|pocas)\s+(?:horas?|hrs?|minutos?|min)\b|\b(?:\d{1,2}|a few|two|three) (?:hours?|minutes?) ago\b/, () => 0)
    rel(/\b(?:hoy|ahorita|esta manana|esta tarde|esta noche|esta madrugada|hace un rato|hace rato|hace unas horas|today|this morning|this afternoon|tonight)\b/, () => 0)
    rel(/\b(?:hace|ase|hase|desde hace)\s+(?:como\s+|unos\s+|unas\s+|aprox\w*\s+|casi\s+)?(\d{1,3}|[a-z]+)\s+(dias?|semanas?|meses|mes)\b/, (m) => {
      const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : NUMBER_WORDS[m[1]!]
      if (n === undefined) return null
      const unit = m[2]!
      if (unit.startsWith("mes")) {
        // 'hace un mes': the same day so many months back (clamped to the month's end).
        const [y, mo, d] = reception.split("-").map(Number) as [number, number, number]
        const back = new Date(Date.UTC(y, mo - 1 - n, 1))
        const last = new Date(Date.UTC(back.getUTCFullYear(), back.getUTCMonth() + 1, 0)).getUTCDate()
        back.setUTCDate(Math.min(d, last))
        return Math.round((Date.parse(reception) - back.getTime()) / 86_400_000)
      }
      return unit.startsWith("dia") ? n : unit.startsWith("semana") ? n * 7 : null
    })
    // 'ya va 3 días', 'lleva 2 días con…': so many days ago.
    rel(/\b(?:ya\s+)?(?:va|van|lleva|llevan)\s+(?:como\s+)?(\d{1,2}|dos|tres|cuatro|cinco|seis|siete)\s+dias?\b/, (m) => (/^\d+$/.test(m[1]!) ? Number(m[1]) : NUMBER_WORDS[m[1]!] ?? null))
    rel(/\b(\d{1,3}|[a-z]+)\s+(days?|weeks?)\s+ago\b/, (m) => {
      const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : NUMBER_WORDS[m[1]!]
      return n === undefined ? null : m[2]!.startsWith("day") ? n : n * 7
    })
    // 'el sábado', 'desde el lunes pasado', 'last monday': the latest such day before reception.
    rel(/\b(?:el|desde el|last|on|este|since)\s+(?!\S+\s+\d)(domingo|lunes|martes|miercoles|jueves|viernes|sabado|sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b(?:\s+pasado)?/, (m) => {
      const target = WEEKDAYS[m[1]!]!
      // 'el viernes 9 de octubre me vacuné y desde el sábado…': the first such day after a date just written.
      const previous = found.filter((f) => !f.relative && f.end <= m.index && m.index - f.end < 200).sort((a, b) => b.end - a.end)[0]
      if (previous !== undefined && previous.iso < reception) {
        const day = new Date(`${previous.iso}T00:00:00Z`).getUTCDay()
        const after = addDays(previous.iso, (target - day + 7) % 7 || 7)
        if (after <= reception) return Math.round((Date.parse(reception) - Date.parse(after)) / 86_400_000)
      }
      const today = new Date(`${reception}T00:00:00Z`).getUTCDay()
      const back = (today - target + 7) % 7
      return back === 0 ? 7 : back
    })
  }
  // 'al día siguiente', 'a los 3 días': counted from the date written before them.
  const sorted = found.sort((a, b) => a.start - b.start)
  for (const m of matchAll(/\b(?:al dia siguiente|al otro dia|the next day|the following day|(?:el|ese|that) mismo dia|the same day|(?:esa|esa misma|la misma) (?:noche|tarde|manana)|that (?:same )?(?:night|evening)|a los (\d{1,2}|dos|tres|cuatro|cinco) dias|(\d{1,2}|two|three) days later|a las (\d{1,2}|dos|tres|cuatro|seis) semanas)\b/, t)) {
    const previous = [...sorted].reverse().find((d) => d.end <= m.index)
    if (previous === undefined || m.index - previous.end > 120) continue
    const word = m[1] ?? m[2] ?? m[3]
    const same = /mismo dia|same day|^(?:esa|la misma|that)/.test(m[0])
    const count = same ? 0 : word === undefined ? 1 : /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word] ?? null
    if (count === null) continue
    const n = m[3] !== undefined ? count * 7 : count
    add(m.index, m.index + m[0].length, addDays(previous.iso, n), true)
  }
  return found.sort((a, b) => a.start - b.start)
}
