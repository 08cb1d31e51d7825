/**
 * Numbers that identify a patient or whoever reports for them, as a narrative copies them: a
 * programme's registration code with its year ('N° PCT 6304-2023', a monthly list's '6304-2023'),
 * a national identity document ('DNI 17256248'), a telephone ('cel 964733593', 'tel. 944 610
 * 753'). The chart number has its own reading (records.ts). A pharmacist who finds one such number
 * in two reports reads them as one patient's, or one caller's: no two patients share a programme
 * code or a document, and a mother who calls twice from one telephone about two children gives
 * two ages, two sexes or two names, which contradict.
 */
import { fold } from "../../kernel/Fields.js"

// A programme's code, a number and its year ('1865-2023', 'SIGTB 3639-2024'); or seven to twelve
// digits, a document or a telephone, written whole or in groups of three ('934 253 939'). Not part
// of a longer code ('AC-2023-394194', 'CC-20230711-1477', a lot 'L2207919'), nor a date.
const IDENTIFIER = /(?<![a-z0-9/.-])(\d{3,6}-(?:19|20)\d\d|\d{7,12}|\d{3}[ .-]\d{3}[ .-]\d{3})(?![a-z0-9]|[-/.]\d)/g

// What a number before a unit is: a dose ('1200000 UI', '5000000 unidades'), a count.
const UNIT_AFTER = /^\s*(?:u\b|ui\b|iu\b|unidades|mg|mcg|ug|ml|g\b|gr\b|kg|mm|cm|cel|celulas|x|%)/
// What a number after these labels is: a lot, a registration, a product's or a report's code; or
// the chart's, which records.ts reads under its own rule (never beside the initials or the birth date).
const NOT_PERSONAL_BEFORE = /(?:lote?|lot|lt|batch|reg(?:istro)?|r\.?s\.?|sanitario|codigo de barras|ticket|caso|case|control no|n° de caso|expediente|(?<![a-z])h\.?\s?c\.?(?:\s?l\.?)?|historia clinica|nhc)\W{0,6}(?:(?:n|nro|numero)\W{0,3})?$/

// A case's worldwide identifier, as a sender numbers it and every copy and follow-up repeats it (E2B's
// C.1.8.1): a sponsor's 'TRM-24-PE-0802' or '2024PE012345', a country's and sender's
// 'PE-NPS-2023-203016' or 'PE-DIGEMID-2024-74319'. No two cases share one; a row's 'N° 11' is not one.
const CASE_ID = /(?<![a-z0-9-])([a-z]{2,6}-\d{2,4}-[a-z]{2}-\d{3,8}|[a-z]{2}-[a-z]{2,10}-(?:19|20)\d\d-\d{3,8}|(?:19|20)\d\d[a-z]{2}\d{5,8})(?![a-z0-9]|-\d)/g

/** The identifying numbers a narrative gives (digits only; a case's worldwide identifier with its letters), for {@link sameIdentifier}. */
export const identifierNumbers = (text: string | null | undefined): ReadonlySet<string> => {
  const out = new Set<string>()
  if (typeof text !== "string" || text.length === 0) return out
  const folded = fold(text)
  for (const m of folded.matchAll(IDENTIFIER)) {
    const at = m.index!
    if (UNIT_AFTER.test(folded.slice(at + m[0].length, at + m[0].length + 12))) continue
    if (NOT_PERSONAL_BEFORE.test(folded.slice(Math.max(0, at - 24), at))) continue
    // A code keeps its year apart ('6304-2023'); a telephone in groups is its digits.
    out.add(/^\d+-\d{4}$/.test(m[1]!) ? m[1]! : m[1]!.replace(/\D/g, ""))
  }
  for (const m of folded.matchAll(CASE_ID)) out.add(m[1]!.replace(/-/g, ""))
  return out
}

/** Two narratives give one identifying number. */
export const sameIdentifier = (a: ReadonlySet<string> | undefined, b: ReadonlySet<string> | undefined): boolean =>
  a !== undefined && b !== undefined && a.size > 0 && b.size > 0 && [...a].some((n) => b.has(n))
