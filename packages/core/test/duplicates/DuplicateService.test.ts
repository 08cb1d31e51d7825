import { Effect, Either, Exit, Fiber, Layer, TestClock } from "effect"
import { describe, expect, it } from "vitest"
import { DuplicateChecks, DuplicateRepository, DuplicateService, Errors } from "../../src/index.js"

const record = (id: number, over: Partial<DuplicateRepository.DupRecord> = {}): DuplicateRepository.DupRecord => ({
  id,
  paciente_iniciales: "JPG",
  fecha_inicio_evento: "2024-03-10",
  fecha_recepcion: "2024-03-12",
  producto_sospechoso: "Amoxicilina",
  descripcion_evento: "Urticaria generalizada tras la segunda dosis.",
  dup_override: null,
  dup_of_id: null,
  updated_at: "2024-03-12 10:00:00+00",
  read_at: "2024-03-12 10:00:01+00",
  ...over
})

/** An in-memory repository over `cases` (candidates: everyone else, as if every key matched). */
const repository = (cases: ReadonlyArray<DuplicateRepository.DupRecord>, overrides: Partial<DuplicateRepository.DuplicateRepositoryShape> = {}) =>
  Layer.succeed(DuplicateRepository.DuplicateRepository, {
    records: (ids) => Effect.succeed(cases.filter((c) => ids.includes(c.id))),
    markedDuplicatesOf: (id) => Effect.succeed(cases.filter((c) => c.dup_override === "duplicado" && c.dup_of_id === id)),
    candidates: (q) => Effect.succeed(cases.filter((c) => c.id !== q.excludeId).slice(0, q.limit)),
    saveCheck: () => Effect.succeed(true),
    flaggedWith: () => Effect.succeed([]),
    raiseChecks: () => Effect.void,
    ...overrides
  })

describe("DuplicateService.parseDaysWindow", () => {
  it("defaults to 60; accepts 1-365; anything else is a 400 at ['query','days_window']", () => {
    expect(DuplicateService.parseDaysWindow({})).toEqual(Either.right(60))
    expect(DuplicateService.parseDaysWindow({ days_window: " " })).toEqual(Either.right(60))
    expect(DuplicateService.parseDaysWindow({ days_window: "365" })).toEqual(Either.right(365))
    expect(DuplicateService.parseDaysWindow({ days_window: "366" })).toEqual(Either.left(new Errors.ValidationFailed({
      issues: [{ loc: ["query", "days_window"], msg: "ensure this value is less than or equal to 365", type: "value_error.number.not_le" }]
    })))
  })
})

describe("DuplicateService.parseDecision", () => {
  it("final unico, duplicado (any case or accents) or null; picked_id only kept with duplicado", () => {
    expect(DuplicateService.parseDecision({ final: "DUPLICADO", picked_id: "7" })).toEqual(Either.right({ final: "duplicado", picked_id: 7 }))
    expect(DuplicateService.parseDecision({ final: "Único", picked_id: 7 })).toEqual(Either.right({ final: "unico", picked_id: null }))
    expect(DuplicateService.parseDecision({ final: null, picked_id: 7 })).toEqual(Either.right({ final: null, picked_id: null }))
    expect(DuplicateService.parseDecision({ final: "" })).toEqual(Either.right({ final: null, picked_id: null }))
  })
})

describe("DuplicateChecks.answerFor", () => {
  it("classifies the best match, and a manual decision wins over the computed band", async () => {
    const a = record(1)
    const b = record(2, { descripcion_evento: "Cefalea intensa." })
    const run = <A, E>(effect: Effect.Effect<A, E, DuplicateRepository.DuplicateRepository>, cases: ReadonlyArray<DuplicateRepository.DupRecord>) =>
      Effect.runPromise(Effect.provide(effect, repository(cases)))
    const computed = await run(DuplicateChecks.answerFor(a), [a, b])
    expect(computed).toMatchObject({ status: "review", label: "Revisar", color: "warning", best_id: 2 })
    expect(computed.score).toBe(0.6)
    const unico = await run(DuplicateChecks.answerFor(record(1, { dup_override: "unico" })), [a, b])
    expect(unico).toMatchObject({ status: "unique", score: 0, best_id: null })
    expect(unico.matches).toEqual(computed.matches)
    const c = record(3, { paciente_iniciales: "XYZ", fecha_inicio_evento: "2020-01-01", producto_sospechoso: "Enalapril", descripcion_evento: "otro" })
    const duplicado = await run(DuplicateChecks.answerFor(record(1, { dup_override: "duplicado", dup_of_id: 3 })), [a, b, c])
    expect(duplicado).toMatchObject({ status: "dup", label: "Duplicado", color: "danger", score: 1, best_id: 3 })
    expect(duplicado.matches.map((m) => [m.id, m.score])).toEqual([[3, 1], [2, computed.score]])
  })
})

describe("DuplicateChecks.checkLater", () => {
  it("returns at once and never fails the caller, however the check ends", async () => {
    const failing = repository([record(1)], { candidates: () => Effect.fail(new Errors.StorageError({ cause: "down" })) })
    await expect(Effect.runPromise(Effect.provide(DuplicateChecks.checkLater(1), failing))).resolves.toBeUndefined()
    const dying = repository([record(1)], { candidates: () => Effect.die("boom") })
    await expect(Effect.runPromise(Effect.provide(DuplicateChecks.checkLater(1), dying))).resolves.toBeUndefined()
    // A check that never ends does not hold the caller either.
    const hanging = repository([record(1)], { candidates: () => Effect.never })
    const exit = await Effect.runPromise(Effect.exit(Effect.timeout(Effect.provide(DuplicateChecks.checkLater(1), hanging), "1 second")))
    expect(Exit.isSuccess(exit)).toBe(true)
  })

  it("with layerBackground, checks still running are interrupted when the layer closes", async () => {
    let started = 0
    let interrupted = 0
    const hanging = repository([record(1)], {
      candidates: () => Effect.zipRight(Effect.sync(() => started++), Effect.onInterrupt(Effect.never, () => Effect.sync(() => interrupted++)))
    })
    await Effect.runPromise(Effect.scoped(Effect.gen(function*() {
      const ctx = yield* Layer.build(DuplicateChecks.layerBackground)
      yield* Effect.provide(DuplicateChecks.checkLater(1), Layer.merge(hanging, Layer.succeedContext(ctx)))
      yield* Effect.yieldNow()
      yield* Effect.sleep("10 millis")
    })))
    expect(started).toBe(1)
    expect(interrupted).toBe(1)
  })
})
