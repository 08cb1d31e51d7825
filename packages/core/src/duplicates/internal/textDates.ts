/**
 * The event date a narrative states, for reports whose event date field is empty: a patient's
 * call or a nurse's note often gives the onset only in its text ('el 12/03/25 inició rash').
 */
import { fold } from "../../kernel/Fields.js"
import { daysApart, shiftDate } from "./dates.js"

// Day, month and year as people type them: 12/03/2025, 12-3-25, 12.03.2025; and ISO 2025-03-12.
// A full stop after a date ends its sentence ('el 09/06/23. Se observa'); one before a digit continues a number.
const NUMERIC = /(?<![\d/.-])(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?![\d/-]|\.\d)/g
const ISO = /(?<![\d/.-])(\d{4})-(\d{2})-(\d{2})(?![\d/-]|\.\d)/g
// '12 de marzo de 2025', '12 mar. 2025', '3 de setiembre del 2025' (folded: no accents, lower case);
// a CIOMS's or a trial form's '16-JAN-2024', '12-MAR-2024', '15-mar-24', in Spanish or English.
const WRITTEN = /(?<![\d-])(\d{1,2})(?:\s*(?:de\s+)?|-)(ene|feb|mar|abr|may|jun|jul|ago|sep|set|oct|nov|dic|jan|apr|aug|dec)[a-z]*\.?(?:\s*(?:del?\s+)?|-)(\d{4}|(?<=-)\d{2})(?![\d-])/g
const MONTHS = ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "set", "oct", "nov", "dic"]
const MONTHS_EN: Readonly<Record<string, string>> = { jan: "ene", apr: "abr", aug: "ago", dec: "dic", sep: "set" }
/** The month (1-12) of a folded month's first letters, Spanish or English ('ene', 'jan', 'sep' or 'set'); 0 when none. */
export const monthOf = (abbrev: string): number => MONTHS.indexOf(MONTHS_EN[abbrev] ?? abbrev) + 1

/** The longest a report is taken to come after its event: older dates in a text are history. */
const MAX_DAYS_BEFORE_RECEPTION = 366

const iso = (year: number, month: number, day: number): string | null => {
  if (year < 1900 || month < 1 || month > 12 || day < 1) return null
  // A day the month has (no 31/02): the date must come back from the calendar as written.
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return null
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`
}

// Where a date may be the event's: not after the report's reception nor more than a year before
// it (a birth date, an old diagnosis); the reception's own date in the text is the report's
// ('recibida por teléfono el 20/02/2024'), not the event's.
const eventLike = (date: string | null, received: string | null): date is string =>
  date !== null && (received === null || (date < received && daysApart(date, received) <= MAX_DAYS_BEFORE_RECEPTION))

// Every date the (folded) text gives, read day first as Peru writes dates (two-digit years are
// 20xx); `anchored` reads only one that starts the text.
const datesAt = (text: string, anchored: boolean): Array<string | null> => {
  const out: Array<string | null> = []
  const at = (m: RegExpMatchArray) => !anchored || m.index === 0
  for (const m of text.matchAll(NUMERIC)) if (at(m)) out.push(iso(m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]), Number(m[2]), Number(m[1])))
  for (const m of text.matchAll(ISO)) if (at(m)) out.push(iso(Number(m[1]), Number(m[2]), Number(m[3])))
  for (const m of text.matchAll(WRITTEN)) if (at(m)) out.push(iso(m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]), monthOf(m[2]!), Number(m[1])))
  return out
}

// The labels forms and company narratives put before the onset ('Fecha RAM:', 'F. RAM:', 'Fecha
// de inicio de la reacción:', 'el evento se inició el', 'onset date:'), folded; a treatment's
// start ('Inicio de tratamiento:', 'La fecha de inicio de la terapia fue') is not one of them.
const ONSET_LABEL = new RegExp(
  "(?:fecha\\s+(?:de\\s+)?(?:inicio\\s+|aparicion\\s+)?(?:del?\\s+)?(?:la\\s+)?|f\\.\\s*(?:de\\s+)?|inicio\\s+(?:del?\\s+)?(?:la\\s+)?)" +
    "(?:ram|rams|reaccion(?:\\s+adversa)?|evento(?:\\s+adverso)?|ea|esavi)\\b|(?:el\\s+evento|la\\s+reaccion)\\s+se\\s+inicio|onset\\s+date|date\\s+of\\s+onset|reaction\\s+onset",
  "g"
)
// What may stand between a label and its date: ': ', ' fue el ', ' (dd/mm/aa): '.
const LABEL_TO_DATE = /^[^\d\n]{0,16}/

// Every date a label of `label` gives in a folded text: the one that starts the text after it.
function* datesAfter(folded: string, label: RegExp): Generator<string> {
  for (const m of folded.matchAll(label)) {
    const rest = folded.slice(m.index! + m[0].length, m.index! + m[0].length + 48)
    const gap = LABEL_TO_DATE.exec(rest)![0].length
    for (const date of datesAt(rest.slice(gap), true)) if (date !== null) yield date
  }
}

// The one date the labels of a folded text give as the onset, if they give one.
const labelledIn = (folded: string, received: string | null): string | null => {
  const found = new Set<string>()
  for (const date of datesAfter(folded, ONSET_LABEL)) if (eventLike(date, received)) found.add(date)
  return found.size === 1 ? [...found][0]! : null
}

// Words that state the date after them as the onset ('desde el 20/02/2023 presenta', 'a partir
// del 27/01/2023', 'refiere neuropatía desde el 9-2-2023'), folded; a treatment's 'desde' is
// told apart by THERAPY_LABEL.
const ONSET_SINCE = /\b(?:desde|a\s+partir)\s+(?:del?\s+|el\s+)?(?=\d)/g
// A date followed by the event's verb ('el 17/08/2023 presenta', '15/01: inicia'): the onset.
const DATE_THEN_ONSET = /(?<![\d/.-])(\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})|\d{4}-\d{2}-\d{2})[,:)]?\s+(?:[a-z]+\s+){0,2}?(?:presenta|presento|inicia|inicio|comienza|comenzo|aparece|aparecen|aparecio|desarrolla|desarrollo)\b/g

// Whether a folded text states `date` as its onset by its words: a form's label, 'desde el' not
// after a drug taken (`starts`: the dates THERAPY_LABEL gives), or the event's verb right after it.
const statedOnset = (folded: string, date: string, starts: ReadonlyMap<string, number>): boolean => {
  for (const d of datesAfter(folded, ONSET_LABEL)) if (d === date) return true
  if (!starts.has(date)) for (const d of datesAfter(folded, ONSET_SINCE)) if (d === date) return true
  for (const m of folded.matchAll(DATE_THEN_ONSET)) if (datesAt(m[1]!, true)[0] === date) return true
  return false
}

// 'con síntomas desde el', 'refiere neuropatía desde el', 'presenta tos a partir del': the
// patient's words or the symptoms before 'desde', which a drug's start ('en TARV con … desde el',
// 'recibe cloroquina … desde el') never has.
const SYMPTOMS_SINCE = /\b(?:sintomas|molestias|cuadro|malestar|presenta|presento|refiere|refirio)\s+(?:[a-z]+\s+){0,3}?(?:desde|a\s+partir)\s+(?:del?\s+|el\s+)?(?=\d)/g

// The one date a folded text's symptoms are stated to have begun on, not a drug's start.
const sinceIn = (folded: string, received: string | null, starts: ReadonlyMap<string, number>): string | null => {
  const found = new Set<string>()
  for (const d of datesAfter(folded, SYMPTOMS_SINCE)) if (eventLike(d, received) && !starts.has(d)) found.add(d)
  return found.size === 1 ? [...found][0]! : null
}

// The labels of a treatment's start ('Fecha de inicio del tratamiento:', 'La fecha de inicio de
// la terapia fue', 'F. inicio tto:', 'start date:'), and the drug taken since a date ('en
// tratamiento con fenitoína 300 mg/día desde el 13/10/2022', 'Recibe Antalgina desde el
// 05/01/2023'), folded: the date after one is not the event's.
const THERAPY_LABEL = /(?:fecha\s+(?:de\s+)?inicio\s+(?:del?\s+)?(?:la\s+)?|f\.\s*(?:de\s+)?inicio\s+(?:del?\s+)?|inicio\s+(?:del?\s+)?(?:la\s+)?)(?:terapia|tratamiento|tto|medicamento|farmaco)\b|\b(?:therapy\s+)?start\s+date|\b(?:tratamiento|tto|recibe|recibiendo|toma|tomando|usa|usando)\s+(?:con\s+)?[^.;\n\d]{1,60}?(?:\d[^.;\n]{0,30}?)?\s+desde\s+(?:el\s+)?(?=\d)/g

// How many times each date occurs in a list.
const countsOf = (dates: Iterable<string>): Map<string, number> => {
  const out = new Map<string, number>()
  for (const date of dates) out.set(date, (out.get(date) ?? 0) + 1)
  return out
}

// 'en enero de 2023', 'en set. del 2024', 'in March 2023': the month a literature case or a late
// summary places its event in, without the day.
const MONTH_YEAR = /\b(?:en|in)\s+(ene|feb|mar|abr|may|jun|jul|ago|sep|set|oct|nov|dic|jan|apr|aug|dec)[a-z]*\.?\s+(?:(?:de|del|of)\s+)?(\d{4})(?!\d)/g
// A published case comes a year or more after its event: a month is searched for further back than a day.
const MAX_MONTHS_BEFORE_RECEPTION = 731

// The first day of the one month a folded text places its event in, if it names one.
const monthIn = (folded: string, received: string | null): string | null => {
  const found = new Set<string>()
  for (const m of folded.matchAll(MONTH_YEAR)) {
    const month = monthOf(m[1]!)
    const first = iso(Number(m[2]), month, 1)
    if (first !== null && (received === null || (first < received && daysApart(first, received) <= MAX_MONTHS_BEFORE_RECEPTION))) found.add(first)
  }
  return found.size === 1 ? [...found][0]! : null
}

// 'hace 7 días', 'desde hace una semana', 'hace como 3 d', 'desde ayer', 'desde el viernes': the
// onset a caller or a relative gives counted back from the day they speak.
const COUNTS: Readonly<Record<string, number>> = { "un par de": 2, un: 1, una: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, quince: 15 }
const RELATIVE = /\bhace\s+(?:como\s+|aprox\.?\s+|aproximadamente\s+|unos?\s+|casi\s+)?(\d{1,2}|una?|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|quince|un\s+par\s+de)\s*(dias?|d|semanas?|sem)\b|\b(ayer|anoche|anteayer|antier|hoy|esta\s+madrugada|esta\s+manana|la\s+semana\s+pasada)\b|\b(?:desde\s+)?el\s+(lunes|martes|miercoles|jueves|viernes|sabado|domingo)\b/g
const SPOKEN_DAYS: Readonly<Record<string, number>> = { hoy: 0, ayer: 1, anoche: 1, anteayer: 2, antier: 2, "la semana pasada": 7 }
const WEEKDAYS = ["domingo", "lunes", "martes", "miercoles", "jueves", "viernes", "sabado"]
// What makes a clause's 'desde hace 2 d' the treatment's start ('Recibe fluoxetina … desde hace 2 d').
const THERAPY_CLAUSE = /recib|\btoma|usa\b|usando|tratamiento|\btto\b|terapia|prescri|administr|consum|(?:empez|comenz|inici)\w*\s+(?:a\s+tomar|con|el\s+trat|la\s+terap|su\s+)/
/** The furthest back a spoken onset is counted: beyond a few weeks people name a date or a month. */
const MAX_RELATIVE_DAYS = 31

// Whether the clause before `at` (back to one of `ends`) speaks of the treatment.
const inTherapyClause = (folded: string, at: number, ends: RegExp): boolean =>
  THERAPY_CLAUSE.test(folded.slice(Math.max(0, at - 80), at).split(ends).at(-1)!)

// The one onset a folded text gives counted back from its reception: undefined when it gives
// none, null when it gives several.
const countedBackIn = (folded: string, received: string): string | null | undefined => {
  const found = new Set<string>()
  for (const m of folded.matchAll(RELATIVE)) {
    if (inTherapyClause(folded, m.index!, /[.;:\n]/)) continue
    let days: number
    if (m[1] !== undefined) days = (COUNTS[m[1]] ?? Number(m[1])) * (m[2]!.startsWith("s") ? 7 : 1)
    else if (m[3] !== undefined) days = SPOKEN_DAYS[m[3]] ?? 0
    else {
      const weekday = new Date(`${received}T00:00:00Z`).getUTCDay()
      days = (weekday - WEEKDAYS.indexOf(m[4]!) + 7) % 7 || 7
    }
    if (days <= MAX_RELATIVE_DAYS) found.add(shiftDate(received, -days))
  }
  return found.size === 0 ? undefined : found.size === 1 ? [...found][0]! : null
}

// '01/08', '3-3' without a year (a year after them is a whole date, read elsewhere); not a
// blood pressure ('90/50' is no date), a fraction of a tablet ('1/2 tab') or a pain score ('8/10').
const DAY_MONTH = /(?<![\d/.,-]|eva\s|dolor\s)(\d{1,2})[/-](\d{1,2})(?![\d/-]|[.,]\d)/g
const NOT_A_DATE_AFTER = /^\s*(?:de\s+)?(?:tab|comp|caps|amp|mg|mcg|ug|g\b|ml|l\b|ui|meq|mmol|u\b|%|x\b|cm|mm|kg|lpm|dosis|dias?|veces|semanas?|meses|anos|horas|hs?\b|hrs)/
// '3 de enero', '12 set.' without a year.
const DAY_MONTH_WRITTEN = /(?<!\d)(\d{1,2})\s*(?:de\s+)?(ene|feb|mar|abr|may|jun|jul|ago|sep|set|oct|nov|dic)[a-z]*\.?(?!\s*(?:del?\s+)?\d)/g
/** How far back a day and month without the year are read: a form filled months later still names its onset so. */
const MAX_DAY_MONTH_DAYS = 120

// A day and month without the year as the last such day by the reception; null past MAX_DAY_MONTH_DAYS before it.
const lastDayMonth = (day: number, month: number, received: string): string | null => {
  const year = Number(received.slice(0, 4))
  const date = iso(year, month, day)
  const last = date === null ? null : date <= received ? date : iso(year - 1, month, day)
  return last !== null && daysApart(last, received) <= MAX_DAY_MONTH_DAYS ? last : null
}

// The one day and month without the year a folded text gives ('desde el 01/08', 'el 3 de
// enero'), as the last such day by its reception.
const dayMonthIn = (folded: string, received: string): string | null => {
  const found = new Set<string>()
  const add = (day: number, month: number, at: number, after: string) => {
    // After a comma a new statement starts ('Inicio tto 05/11, el 20/07 presenta ictericia').
    if (inTherapyClause(folded, at, /[.;:,\n]/) || NOT_A_DATE_AFTER.test(after)) return
    const last = lastDayMonth(day, month, received)
    if (last !== null) found.add(last)
  }
  for (const m of folded.matchAll(DAY_MONTH)) add(Number(m[1]), Number(m[2]), m.index!, folded.slice(m.index! + m[0].length, m.index! + m[0].length + 8))
  for (const m of folded.matchAll(DAY_MONTH_WRITTEN)) add(Number(m[1]), monthOf(m[2]!), m.index!, "")
  return found.size === 1 ? [...found][0]! : null
}

// A counted onset wins over a day and month the text also gives (a control's day, say).
const relativeIn = (folded: string, received: string): string | null => {
  const counted = countedBackIn(folded, received)
  return counted !== undefined ? counted : dayMonthIn(folded, received)
}

// '20/07', '20 de julio' starting a text, without the year.
const DAY_MONTH_AT_START = /^(\d{1,2})[/-](\d{1,2})(?![\d/-]|[.,]\d)|^(\d{1,2})\s*(?:de\s+)?(ene|feb|mar|abr|may|jun|jul|ago|sep|set|oct|nov|dic)[a-z]*\.?(?!\s*(?:del?\s+)?\d)/

/**
 * The date that starts a folded text: a whole date, or a day and month ('20/07', '20 de julio')
 * taken as the last such day by the reception. Null when none starts it, or when it falls after
 * the reception or long before it (a year for a whole date, four months for a day and month).
 */
export const dateAtStart = (folded: string, received: string | null): string | null => {
  const whole = datesAt(folded, true).find((d) => d !== null)
  if (whole !== undefined) return received === null || (whole <= received && daysApart(whole, received) <= MAX_DAYS_BEFORE_RECEPTION) ? whole : null
  const m = received === null ? null : DAY_MONTH_AT_START.exec(folded)
  if (m === null || received === null) return null
  return m[1] !== undefined
    ? lastDayMonth(Number(m[1]), Number(m[2]), received)
    : lastDayMonth(Number(m[3]), monthOf(m[4]!), received)
}

/** What a narrative tells of its event's date, read from one folding of the text. */
export interface NarrativeDates {
  /** {@link eventDateInText}. */
  readonly event: string | null
  /** {@link labelledEventDate}, when asked for (`withLabel`) or when the narrative states several dates; else null. */
  readonly labelled: string | null
  /** {@link eventMonthInText}. */
  readonly month: string | null
  /** The event date is stated as the onset by the narrative's words (a label, 'desde el …', '… presenta'), not merely one date it gives. */
  readonly stated?: boolean | undefined
  /**
   * The onset counted back from the reception ('hace una semana', 'desde el viernes'), else a day
   * and month it gives without the year ('desde 01/08'), when the narrative states no date nor
   * month: evidence that can meet another report's date, never the case's own date (a note written
   * days before its reception counts from the wrong day).
   */
  readonly relative: string | null
  /**
   * The one date the narrative's words state as the symptoms' onset ('con síntomas desde el
   * 13/10/25', 'refiere neuropatía desde el 9-2-2023'), not a drug's start, when asked for (`withLabel`); else null.
   */
  readonly since?: string | null | undefined
}

const NO_DATES: NarrativeDates = { event: null, labelled: null, month: null, relative: null }

/** The narrative's event date, its labelled onset and the month it gives (see {@link NarrativeDates}). */
export const narrativeDates = (text: string | null | undefined, received: string | null, withLabel: boolean): NarrativeDates => {
  if (typeof text !== "string" || text.length === 0) return NO_DATES
  const folded = fold(text)
  const all = datesAt(folded, false).filter((d) => eventLike(d, received))
  // Only a narrative that states no whole date is placed by the month it names.
  if (all.length === 0) {
    const month = /\d{4}/.test(folded) ? monthIn(folded, received) : null
    return { event: null, labelled: null, month, relative: month === null && received !== null ? relativeIn(folded, received) : null }
  }
  const found = new Set(all)
  // A narrative whose dates are all a treatment's start ('La fecha de inicio de la terapia fue
  // 2023-01-15; el evento se inició en fecha no informada') states no event date. (Beside other
  // dates, the start is one of several: a control's date left alone is not the onset either.)
  // Without those words THERAPY_LABEL cannot match.
  const starts = folded.includes("inicio") || folded.includes("start") || folded.includes("desde") ? countsOf(datesAfter(folded, THERAPY_LABEL)) : new Map<string, number>()
  if (starts.size > 0 && [...countsOf(all)].every(([date, n]) => n <= (starts.get(date) ?? 0))) found.clear()
  const labelled = withLabel || found.size > 1 ? labelledIn(folded, received) : null
  const event = found.size === 1 ? [...found][0]! : labelled
  const since = withLabel && (folded.includes("desde") || folded.includes("partir")) ? sinceIn(folded, received, starts) : null
  return { event, labelled, month: null, relative: null, stated: event !== null && statedOnset(folded, event, starts), since }
}

/**
 * The first day of the one month a narrative places its event in ('en enero de 2023'), when it
 * states no whole date that could be the event's; null otherwise, or when it names several such
 * months. A literature case or a discharge summary comes months after its event and tells only
 * the month: the month, not the reception, is where its first report lies.
 */
export const eventMonthInText = (text: string | null | undefined, received: string | null): string | null =>
  narrativeDates(text, received, false).month

/**
 * The one date a narrative states that could be the event's (not after the report's reception
 * nor more than a year before it). Null when it states none, or several: which of an admission, a
 * lab result and an onset is the event cannot be told, unless a form's label says it
 * ({@link labelledEventDate}).
 */
export const eventDateInText = (text: string | null | undefined, received: string | null): string | null =>
  narrativeDates(text, received, false).event

/**
 * The onset date a narrative gives under a form's label ('FECHA RAM: 23/10/23', 'el evento se
 * inició el 2023-10-24'), when the labels give one date that could be the event's: a laboratory's
 * copy or an intensive-monitoring sheet states the treatment's start, the onset and a control
 * date, and only the label tells which is the event's.
 */
export const labelledEventDate = (text: string | null | undefined, received: string | null): string | null =>
  narrativeDates(text, received, true).labelled
