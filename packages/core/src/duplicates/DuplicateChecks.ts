/**
 * Duplicate answers over the {@link DuplicateRepository}: candidates found by blocking key inside
 * the date window and scored in code, manual decisions applied, and the background check that
 * stores a case's result (so lists can flag it) without ever delaying or failing the request
 * that triggered it.
 */
import { Context, Duration, Effect, FiberSet, Layer } from "effect"
import * as D from "./Duplicates.js"
import { DuplicateRepository, type DupRecord } from "./DuplicateRepository.js"
import type { StorageError } from "../kernel/Errors.js"

/** Limits of candidate search; override with `Effect.provideService` or a layer. */
export class DuplicateSettings extends Context.Reference<DuplicateSettings>()("@atalaya/core/DuplicateSettings", {
  defaultValue: () => ({
    /**
     * Most candidates scored for one case. Blocking gives a handful in real data (tens at a
     * million cases); the bound keeps a pathological key (a placeholder typed into thousands of
     * cases) from turning one check into a scan.
     */
    candidateLimit: 2_000,
    /** Characters of a candidate's narrative shown in a match. */
    snippetLength: 300
  })
}) {}

/** One match as the contract shows it. */
export interface DupMatch {
  readonly id: number
  readonly score: number
  readonly reasons: ReadonlyArray<string>
  /** The candidate's event start date. */
  readonly fecha: string | null
  /** The candidate's suspect product as typed. */
  readonly producto: string | null
  readonly iniciales: string | null
  /** The start of the candidate's narrative. */
  readonly narrativa: string | null
}

/** The duplicate answer of one case (`GET /icsr/{id}/duplicates`). */
export interface DupAnswer {
  readonly status: D.DupStatus
  readonly label: string
  readonly color: string
  readonly score: number
  readonly best_id: number | null
  readonly matches: ReadonlyArray<DupMatch>
}

/** Reason added to the case a person confirmed as the master of this one. */
export const MANUAL_DUPLICATE = "Confirmado manualmente como duplicado"
/** Reason added to a case a person marked as a duplicate of the one being checked. */
export const MARKED_DUPLICATE_OF_THIS = "Marcado manualmente como duplicado de este caso"

const snippet = (text: string | null | undefined, length: number): string | null => {
  if (typeof text !== "string") return null
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`
}

/** The rarity of every narrative word of the subject and its candidates, as storage keeps it. */
const rarityFor = (subject: D.Profile, candidates: Iterable<D.Profile>) =>
  Effect.gen(function*() {
    const repo = yield* DuplicateRepository
    if (repo.wordCounts === undefined) return D.NO_RARITY
    const words = new Set(subject.narrative.words)
    let any = false
    for (const c of candidates) {
      any = true
      for (const w of c.narrative.words) words.add(w)
    }
    if (!any || subject.narrative.words.size === 0) return D.NO_RARITY
    const { cases, counts } = yield* repo.wordCounts([...words])
    return { cases, count: (word: string) => counts.get(word) ?? 0 } satisfies D.WordRarity
  })

/**
 * The answer for a stored case: its candidates scored, best first (score, then id descending),
 * at most 20. A manual decision wins over the computed band:
 *
 * - `duplicado`: status `dup` with score 1 and `best_id` = `dup_of_id`; that case heads the
 *   matches with score 1 and the reason {@link MANUAL_DUPLICATE}, even outside the window;
 * - `unico`: status `unique` with score 0 and no `best_id`; the computed matches stay listed.
 *
 * A case that a person marked as a duplicate of this one is a match too, with score 1 and the
 * reason {@link MARKED_DUPLICATE_OF_THIS}: a confirmed pair shows from both sides.
 */
export const answerFor = (record: DupRecord, daysWindow: number = D.DEFAULT_DAYS_WINDOW) =>
  Effect.gen(function*() {
    const repo = yield* DuplicateRepository
    const settings = yield* DuplicateSettings
    const subject = D.profile(record)
    const keys = D.probeKeys(subject)
    const found = yield* Effect.forEach(
      D.windowsOf(subject, daysWindow),
      (window) => repo.candidates({ excludeId: record.id, keys, from: window.from, to: window.to, limit: settings.candidateLimit })
    )
    const byId = new Map<number, DupRecord>(found.flat().map((c) => [c.id, c]))

    const override = record.dup_override === "duplicado" ? "duplicado" : record.dup_override === "unico" ? "unico" : null
    const masterId = override === "duplicado" && record.dup_of_id !== null && record.dup_of_id !== record.id ? record.dup_of_id : null
    if (masterId !== null && !byId.has(masterId)) {
      for (const m of yield* repo.records([masterId])) byId.set(m.id, m)
    }
    // Confirmed pairs show from both sides, wherever their dates lie.
    for (const marked of yield* repo.markedDuplicatesOf(record.id)) byId.set(marked.id, marked)

    const profiles = new Map<number, D.Profile>()
    for (const candidate of byId.values()) if (candidate.id !== record.id) profiles.set(candidate.id, D.profile(candidate))
    const rarity = yield* rarityFor(subject, profiles.values())
    const local = D.localRarity(profiles.values(), subject)

    const scored: Array<D.RankedMatch> = []
    for (const candidate of byId.values()) {
      const other = profiles.get(candidate.id)
      if (other === undefined) continue
      const result = D.scoreProfiles(subject, other, rarity, local)
      const reasons = [...result.reasons]
      let value = result.score
      if (candidate.id === masterId) {
        reasons.push(MANUAL_DUPLICATE)
        value = 1
      } else if (candidate.dup_override === "duplicado" && candidate.dup_of_id === record.id) {
        reasons.push(MARKED_DUPLICATE_OF_THIS)
        value = 1
      }
      if (value > 0) scored.push({ id: candidate.id, score: value, reasons })
    }
    scored.sort((x, y) => y.score - x.score || y.id - x.id)
    const top = scored.slice(0, D.MAX_MATCHES)
    const matches: Array<DupMatch> = top.map((m) => {
      const c = byId.get(m.id)!
      return {
        id: m.id,
        score: m.score,
        reasons: m.reasons,
        fecha: c.fecha_inicio_evento ?? null,
        producto: c.producto_sospechoso ?? null,
        iniciales: c.paciente_iniciales ?? null,
        narrativa: snippet(c.descripcion_evento, settings.snippetLength)
      }
    })

    if (override === "duplicado") {
      return { ...D.CLASSIFICATIONS.dup, score: 1, best_id: masterId ?? matches[0]?.id ?? null, matches } satisfies DupAnswer
    }
    if (override === "unico") return { ...D.CLASSIFICATIONS.unique, score: 0, best_id: null, matches } satisfies DupAnswer
    const best = matches[0]
    const score = best?.score ?? 0
    return { ...D.classify(score), score, best_id: best?.id ?? null, matches } satisfies DupAnswer
  })

/** Checks a stored case and stores its own result; false when the case is gone or changed meanwhile. */
const storeOwn = (id: number) =>
  Effect.gen(function*() {
    const repo = yield* DuplicateRepository
    const [record] = yield* repo.records([id])
    if (record === undefined) return null
    const answer = yield* answerFor(record)
    const stored = yield* repo.saveCheck(id, { status: answer.status, score: answer.score, best_id: answer.best_id, rule: D.RULE_VERSION }, record)
    return stored ? answer : null
  })

/**
 * Checks a case with the default window and stores the result for lists, then keeps the other
 * flags fresh: cases it matches at `review` or above get their stored result raised when this
 * pair scores higher than what they hold, and cases whose stored best match was this one are
 * checked again (an edit may have taken the resemblance away). Nothing is stored when the case
 * changed meanwhile (its own re-check stores the newer state).
 */
export const recheck = (id: number): Effect.Effect<void, StorageError, DuplicateRepository> =>
  Effect.gen(function*() {
    const repo = yield* DuplicateRepository
    const dependents = yield* repo.flaggedWith(id)
    const answer = yield* storeOwn(id)
    if (answer === null) return
    // Confirmed pairs are stored by each side's own check (their decision changed the case).
    const raised = answer.matches.filter((m) => m.score >= D.REVIEW_THRESHOLD && !m.reasons.includes(MANUAL_DUPLICATE) && !m.reasons.includes(MARKED_DUPLICATE_OF_THIS))
    if (raised.length > 0) yield* repo.raiseChecks(raised.map((m) => ({ id: m.id, score: m.score })), id)
    const still = new Set(raised.map((m) => m.id))
    yield* Effect.forEach(dependents.filter((d) => d !== id && !still.has(d)), storeOwn, { discard: true })
  })

/**
 * How to pace background catch-up work: after each batch, rest `idle` times the batch's own
 * duration (3 rests three times as long as it works: a database upgraded with a million cases
 * stays responsive meanwhile; 0 runs at full speed).
 */
export interface Pace {
  readonly idle: number
}

/**
 * Works through ids in batches, in id order: `next(after)` gives the batch after `after` (empty
 * when done), `work` handles it, and the pace sets the rest between batches. Returns how many ids
 * were handled.
 */
export const inPacedBatches = <E, R>(
  pace: Pace,
  next: (after: number) => Effect.Effect<ReadonlyArray<number>, E, R>,
  work: (ids: ReadonlyArray<number>) => Effect.Effect<void, E, R>
): Effect.Effect<number, E, R> =>
  Effect.gen(function*() {
    let after = 0
    let done = 0
    for (;;) {
      const started = Date.now()
      const ids = yield* next(after)
      if (ids.length === 0) return done
      yield* work(ids)
      done += ids.length
      after = ids.at(-1)!
      if (pace.idle > 0) yield* Effect.sleep(Duration.millis((Date.now() - started) * pace.idle))
    }
  })

/** How many stale results are checked between pauses. */
const STALE_BATCH = 100

/**
 * Checks again every case whose stored result an older rule computed ({@link D.RULE_VERSION}),
 * in id order and at `pace`. Each case stores only its own result: its matches are stale too and
 * get theirs in turn. Returns how many were checked.
 */
export const refreshStale = (pace: Pace): Effect.Effect<number, StorageError, DuplicateRepository> =>
  Effect.gen(function*() {
    const repo = yield* DuplicateRepository
    const stale = repo.staleChecks
    if (stale === undefined) return 0
    return yield* inPacedBatches(
      pace,
      (after) => stale(D.RULE_VERSION, after, STALE_BATCH),
      (ids) => Effect.forEach(ids, storeOwn, { discard: true })
    )
  })

/**
 * After a case is deleted: the cases whose stored best match it was (`dependents`, read before
 * the deletion) are checked again in the background, so no list keeps flagging a case that is gone.
 */
export const refreshAfterDelete = (dependents: ReadonlyArray<number>): Effect.Effect<void, never, DuplicateRepository> =>
  Effect.forEach(dependents, checkLater, { discard: true })

/** Runs work off the request path. */
export interface BackgroundChecksShape {
  /** Starts `effect` and returns at once. */
  readonly submit: (effect: Effect.Effect<void>) => Effect.Effect<void>
  /** Waits until nothing submitted is still running (tests, graceful shutdown). */
  readonly awaitIdle: Effect.Effect<void>
}

/**
 * Where background checks run. The default forks a daemon fiber; the storage layers of
 * `@atalaya/sql` install {@link layerBackground}, so checks still running are stopped before
 * the database closes.
 */
export class BackgroundChecks extends Context.Reference<BackgroundChecks>()("@atalaya/core/BackgroundChecks", {
  defaultValue: (): BackgroundChecksShape => ({
    submit: (effect) => Effect.asVoid(Effect.forkDaemon(effect)),
    awaitIdle: Effect.void
  })
}) {}

/**
 * Background checks in fibers owned by the layer: closing it interrupts what still runs.
 * `detach` is applied to each submitted effect: a fiber forked inside a transaction inherits its
 * context, and storage uses it to strip the transaction's connection, so a check runs on its own
 * connection after the write, never inside the writer's open transaction.
 */
export const layerBackgroundWith = (detach: (effect: Effect.Effect<void>) => Effect.Effect<void>): Layer.Layer<BackgroundChecks> =>
  Layer.scoped(
    BackgroundChecks,
    Effect.map(FiberSet.make<void, never>(), (set): BackgroundChecksShape => ({
      submit: (effect) => Effect.asVoid(FiberSet.run(set, detach(effect))),
      awaitIdle: FiberSet.awaitEmpty(set)
    }))
  )

/** {@link layerBackgroundWith} for storage without transactions in the context. */
export const layerBackground: Layer.Layer<BackgroundChecks> = layerBackgroundWith((effect) => effect)

/**
 * Re-checks a case in the background (after its creation or a change of its matching fields
 * has committed). It never fails the caller: a failure of the check is swallowed, since the
 * stored flag is a convenience and the duplicates endpoint always computes afresh; it is
 * logged at debug level without personal data.
 */
export const checkLater = (id: number): Effect.Effect<void, never, DuplicateRepository> =>
  Effect.gen(function*() {
    // Only the repository goes along: the caller's whole context would carry its transaction.
    const repository = yield* DuplicateRepository
    const background = yield* BackgroundChecks
    const work = recheck(id).pipe(
      Effect.provideService(DuplicateRepository, repository),
      Effect.catchAllCause((cause) => Effect.logDebug("background duplicate check failed", { icsr_id: id, cause: cause._tag }))
    )
    yield* background.submit(work)
  })

/** The case fields whose change calls for a new duplicate check. */
export const MATCHING_FIELDS: ReadonlySet<string> = new Set([
  "paciente_iniciales", "paciente_sexo", "paciente_edad", "paciente_fecha_nacimiento", "fecha_inicio_evento", "producto_sospechoso",
  "descripcion_evento", "dup_override", "dup_of_id"
])
