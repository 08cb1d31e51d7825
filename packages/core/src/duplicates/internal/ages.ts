/**
 * An infant's age as its report's narrative states it, in months: the age field holds whole
 * years, and people type the months there too ('lactante de 16 meses' stored as 16, or as 1).
 */
import { fold } from "../../kernel/Fields.js"

// 'lactante de 16 meses', 'niña de 4 meses', 'pcte. mujer de 3 meses', 'de 11 m refiere',
// 'lactante de 13 ms': a number of months after 'de' or a word for an infant.
const MONTHS_OF_AGE = /(?:\bde|lactante|infante|bebe|nino|nina|rn)\s+(\d{1,2})\s*(?:meses|mes|ms|m)(?![a-z])/g

/**
 * The ages in years one patient's report can mean when its narrative gives the patient's age in
 * months: the whole years those months make, and the count of months itself (what another
 * report typed in the years field). Only a reading the case's own age field agrees with counts
 * (the field empty, or holding the months or their years): 'luego de 3 meses de tratamiento'
 * in a 45-year-old's report is a duration, not an age.
 */
export const ageReadings = (text: string | null | undefined, fieldAge: number | null): ReadonlyArray<number> => {
  const own = fieldAge === null ? [] : [fieldAge]
  if (typeof text !== "string" || text.length === 0) return own
  const folded = fold(text)
  for (const m of folded.matchAll(MONTHS_OF_AGE)) {
    const months = Number(m[1])
    const years = Math.floor(months / 12)
    if (fieldAge === null || fieldAge === months || fieldAge === years) return [...new Set([...own, years, months])]
  }
  return own
}
