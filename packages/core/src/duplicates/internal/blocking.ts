/**
 * Blocking: the keys under which storage files a case for candidate search, and the date windows
 * searched around it, so that a check reads a few candidates instead of every case.
 */
import type { Profile } from "../Duplicates.js"
import type { NarrativeProfile } from "./narratives.js"
import { initialsKey, surnamesFirst } from "./initials.js"
import { shiftDate, swappedDate } from "./dates.js"

/**
 * Keys under which a case is filed for candidate search, each with the date that places it in
 * the window. They are chosen so that every pair able to reach `review` shares one:
 *
 * - `i:<initials>` and `b:<birth date>`: any score ≥ 0.45 without initials or birth date needs
 *   both the event date and the product, or the same narrative wording;
 * - `p:<first four letters of a product word>:<event date>` and `r:<registration>:<event date>`
 *   for the event date and the product (the prefix forgives typos after the fourth letter);
 * - `n:<narrative fingerprint>` for the same wording (0.25) with the event date or the product
 *   (exactly 0.45);
 * - `j:<first two initials>:<product word's first four letters>` for three initials, which two
 *   initials with that product probe (three probe `i:` of their first two);
 * - `h:<chart number>` for a chart number its narrative gives (records.ts), which names the
 *   patient where a programme's list and a post's form share neither initials nor a date;
 * - `t:<number>` for a programme code, identity document or telephone its narrative gives
 *   (identifiers.ts): a caller's two reports, one written by the contact centre, share no initials.
 * - `s:<last three digits>` for a clinical trial's subject number (subjects.ts): the site's form
 *   and the CRO's copy write it with and without the site's prefix, and mask the initials.
 *
 * One kind of pair is left out on purpose: the product and an event date a day or two off (0.30)
 * with a narrative 60 % alike and nothing else. Filing products under the neighbouring dates
 * too would multiply the product keys by five for a handful of such pairs (measured: within two
 * pairs either way on five generators); a near date still counts among the candidates found.
 *
 * Storage dates each key by the case's anchor date (event, else reception date) and searches
 * the window around the checked case's anchor date.
 */
export const blockingKeys = (p: Profile): Array<string> => {
  const keys = new Set<string>()
  if (p.initials !== null) keys.add(`i:${initialsKey(p.initials)}`)
  if (p.birthDate !== null) keys.add(`b:${p.birthDate}`)
  if (p.eventDate !== null) for (const k of productKeys(p)) keys.add(`${k}:${p.eventDate}`)
  // Undated, under the onset its narrative counts back ('hace una semana'), which meets an event date.
  else if (p.toldOnset != null) for (const k of productKeys(p)) keys.add(`${k}:${p.toldOnset}`)
  // Three initials are also filed by their first two with each product word, where two initials
  // look for them ('ML' / 'MLM': initials.ts `givenAndSurname`).
  if (p.initials?.length === 3) for (const k of productWordKeys(p)) keys.add(`j:${p.initials.slice(0, 2)}:${k}`)
  for (const n of p.records ?? []) keys.add(`h:${n}`)
  for (const n of p.identifiers ?? []) keys.add(`t:${n}`)
  // A trial's subject number by its last three digits, which it keeps with or without the site's prefix.
  for (const n of p.facts.subjects ?? []) if (n.length >= 3) keys.add(`s:${n.slice(-3)}`)
  const fp = narrativeFingerprint(p.narrative)
  if (fp !== null) keys.add(`n:${fp}`)
  return [...keys]
}

/** The keys to look up for `p`: its own keys (the same rules make matching symmetric), and its initials read with the surnames first. */
export const probeKeys = (p: Profile): Array<string> => {
  const keys = blockingKeys(p)
  // Four letters or more read with the surnames first are the same initials (initials.ts `sameInitials`).
  if (p.initials !== null && p.initials.length >= 4) keys.push(`i:${initialsKey(surnamesFirst(p.initials))}`)
  // A given name and the father's surname ('ML') are the first two of three initials ('MLM'): two
  // look for three with the same product (all three-letter initials of a prefix would be hundreds
  // of candidates at a million cases), three look for two (few write two) whatever the product.
  if (p.initials?.length === 2) for (const k of productWordKeys(p)) keys.push(`j:${p.initials}:${k}`)
  if (p.initials?.length === 3) keys.push(`i:${p.initials.slice(0, 2)}`)
  return keys
}

// The first four letters of each product word (the prefix forgives typos after the fourth letter).
const productWordKeys = (p: Profile): Set<string> => {
  const out = new Set<string>()
  for (const name of p.products) for (const t of name.tokens) if (t.length >= 4) out.add(t.slice(0, 4))
  return out
}

const productKeys = (p: Profile): Array<string> => {
  const out = new Set<string>()
  for (const k of productWordKeys(p)) out.add(`p:${k}`)
  for (const r of p.registros) out.add(`r:${r}`)
  return [...out]
}

// FNV-1a: a short stable hash, so identical word sets give one key of bounded length.
const fnv1a = (text: string): string => {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return (h >>> 0).toString(36)
}

/** A fingerprint of a narrative's word set: equal for narratives with the same words in any order. */
export const narrativeFingerprint = (n: NarrativeProfile): string | null =>
  n.words.size === 0 ? null : fnv1a([...n.words].sort().join(" "))

/** A range of anchor dates searched for candidates. */
export interface DateWindow {
  readonly from: string
  readonly to: string
}

/** The window of anchor dates searched around `p`; null when the case has no date at all. */
export const windowOf = (p: Profile, daysWindow: number): DateWindow | null =>
  p.anchorDate === null ? null : { from: shiftDate(p.anchorDate, -daysWindow), to: shiftDate(p.anchorDate, daysWindow) }

/**
 * Every window searched around `p`: its anchor date's, and when its event date could have day
 * and month read the other way round, that exact other reading (a second report typed from a
 * paper form or a US-style date lands months away, outside the first window; both sides of such
 * a pair look at the other reading, so they still meet). Only the exact date: a wider second
 * window would stretch `days_window` for every case whose day is a possible month. Empty when
 * the case has no date at all.
 */
export const windowsOf = (p: Profile, daysWindow: number): Array<DateWindow> => {
  const first = windowOf(p, daysWindow)
  if (first === null) return []
  const swapped = p.eventDate === null ? null : swappedDate(p.eventDate)
  return swapped === null || (swapped >= first.from && swapped <= first.to) ? [first] : [first, { from: swapped, to: swapped }]
}
