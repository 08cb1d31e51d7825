/**
 * Ranking a case's candidates, and finding them among cases held in memory as storage finds them
 * with its index: the flow around the pair rule of Duplicates.ts (`scoreProfiles`).
 */
import { DEFAULT_DAYS_WINDOW, MAX_MATCHES, type Profile, sameProduct, scoreProfiles } from "../Duplicates.js"
import { blockingKeys, probeKeys, windowsOf } from "./blocking.js"
import { sameInitials } from "./initials.js"
import { rarityOf, type WordRarity } from "./narratives.js"

/** One candidate with its score. */
export interface RankedMatch {
  readonly id: number
  readonly score: number
  readonly reasons: ReadonlyArray<string>
}

/**
 * How many of a case's candidates hold each narrative word: what a check passes as `local` to
 * {@link scoreProfiles}, so that what many candidates share (a campaign day's lot and centre)
 * does not single out one of them.
 */
export const localRarity = (candidates: Iterable<Profile>, subject?: Profile): LocalRarity => {
  const all = [...candidates]
  const counts = rarityOf(all.map((c) => c.narrative))
  if (subject === undefined) return counts
  const day = subject.eventDate === null ? [] : all.filter((c) => c.eventDate === subject.eventDate && sameProduct(subject, c))
  const dayPeers = rarityOf(day.map((c) => c.narrative))
  if (!telling(subject.initials)) return { ...counts, dayPeers }
  const peers = all.filter((c) => sameInitials(subject.initials, c.initials) && sameProduct(subject, c))
  return { ...counts, peers: rarityOf(peers.map((c) => c.narrative)), dayPeers }
}

/**
 * Among the candidates with a case's initials and product, how many may name a shared reaction
 * for it still to point at them: one event is often reported three times (the physician, the
 * pharmacist, the patient), and then two candidates name it. On a campaign day, or for twins,
 * more do, or the initials differ.
 */
export const PATIENT_REPORTS = 2

/** Initials of two letters or more: one letter ('sr José' gives J) names too many patients to single one out. */
const telling = (initials: string | null): boolean => initials !== null && initials.length >= 2

/**
 * Word counts among a checked case's candidates ({@link localRarity}); `peers` counts only those
 * with the case's initials and product, `dayPeers` those with its event date and product.
 */
export interface LocalRarity extends WordRarity {
  readonly peers?: WordRarity | undefined
  /** Counts only those with the case's event date and product. */
  readonly dayPeers?: WordRarity | undefined
}

/**
 * Scores `candidates` against `subject` and keeps those with a positive score, best first (score,
 * then id descending), at most `limit`. The subject is never its own match. Narrative words weigh
 * by `rarity` in the base and by how many of these candidates share them ({@link localRarity}).
 */
export const rank = (
  subject: Profile,
  candidates: Iterable<Profile>,
  limit: number = MAX_MATCHES,
  rarity?: WordRarity
): Array<RankedMatch> => {
  const out: Array<RankedMatch> = []
  const others = [...candidates].filter((c) => c.id !== subject.id)
  const local = localRarity(others, subject)
  for (const candidate of others) {
    const scored = scoreProfiles(subject, candidate, rarity, local)
    if (scored.score > 0) out.push({ id: candidate.id, score: scored.score, reasons: scored.reasons })
  }
  out.sort((x, y) => y.score - x.score || y.id - x.id)
  return out.slice(0, limit)
}

// ---------------------------------------------------------------------------------------------
// Finding candidates in memory, as storage does with its index (blocking: internal/blocking.ts)

/**
 * Finds duplicates among cases held in memory, as storage does: candidates share a blocking key
 * within the date window, then are scored, with word rarity counted over these cases. For scripts
 * and tests; storage uses an index and keeps the word counts instead.
 */
export const findInMemory = (
  profiles: ReadonlyArray<Profile>,
  options: { readonly daysWindow?: number; readonly limit?: number } = {}
): Map<number, Array<RankedMatch>> => {
  const daysWindow = options.daysWindow ?? DEFAULT_DAYS_WINDOW
  const index = new Map<string, Array<Profile>>()
  for (const p of profiles) {
    for (const k of blockingKeys(p)) {
      const list = index.get(k)
      if (list === undefined) index.set(k, [p])
      else list.push(p)
    }
  }
  const rarity = rarityOf(profiles.map((p) => p.narrative))
  const out = new Map<number, Array<RankedMatch>>()
  for (const p of profiles) {
    const windows = windowsOf(p, daysWindow)
    const seen = new Map<number, Profile>()
    for (const k of probeKeys(p)) {
      for (const c of index.get(k) ?? []) {
        const d = c.anchorDate
        if (c.id !== p.id && d !== null && windows.some((w) => d >= w.from && d <= w.to)) seen.set(c.id, c)
      }
    }
    out.set(p.id, rank(p, seen.values(), options.limit ?? MAX_MATCHES, rarity))
  }
  return out
}
