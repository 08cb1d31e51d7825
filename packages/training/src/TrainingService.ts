/**
 * Training use cases, part one (decisions.md "Training"): programs, sessions and materials (CRUD,
 * each change audited in its transaction), material generation (full_auto, ai_from_material),
 * quiz generation and the points rule. Generation runs before the transaction opens, so a slow
 * model never holds a database connection.
 */
import { Errors, type User } from "@atalaya/core"
import { Effect, Option } from "effect"
import { randomUUID } from "node:crypto"
import { actorOf, audited, decode, orNotFound, type UseCase } from "./internal/common.js"
import * as Training from "./Training.js"
import { TrainingRepository } from "./TrainingRepository.js"

export type { TrainingServices, UseCase } from "./internal/common.js"
export { decode, nowIso } from "./internal/common.js"

type RawQuery = Readonly<Record<string, string | undefined>>

/** A `{id}` path parameter that must be a UUID (anything else names nothing: 404 with `detail`). */
export const pathUuid = (raw: string | undefined, detail: string): Effect.Effect<string, Errors.NotFound> =>
  raw !== undefined && Training.isUuid(raw) ? Effect.succeed(raw.toLowerCase()) : Effect.fail(new Errors.NotFound({ detail }))

const repo = TrainingRepository

// ---------------------------------------------------------------- programs

const checkDates = (v: { readonly fecha_inicio?: string | null; readonly fecha_fin?: string | null }) =>
  v.fecha_inicio && v.fecha_fin && v.fecha_fin < v.fecha_inicio
    ? Effect.fail(new Errors.ValidationFailed({ issues: [{ loc: ["body", "fecha_fin"], msg: Training.Texts.fechaFin, type: "value_error" }] }))
    : Effect.void

const checkEmployee = (id: number | null | undefined, loc: ReadonlyArray<string>) =>
  id === null || id === undefined
    ? Effect.void
    : Effect.flatMap(repo, (r) => r.findEmployee(id)).pipe(Effect.flatMap((e) =>
      Option.isSome(e) ? Effect.void : Effect.fail(new Errors.ValidationFailed({ issues: [{ loc, msg: Training.Texts.employeeNotFound, type: "value_error" }] }))))

/** `GET /capacitacion/programas`. */
export const listPrograms = (): UseCase<ReadonlyArray<Training.Program>> => Effect.flatMap(repo, (r) => r.listPrograms())

/** `GET /capacitacion/programas/{id}`. */
export const getProgram = (id: string): UseCase<Training.Program> =>
  Effect.flatMap(repo, (r) => r.findProgram(id)).pipe(Effect.flatMap(orNotFound(Training.Texts.programNotFound)))

/** `POST /capacitacion/programas` (estado borrador unless given). */
export const createProgram = (body: unknown, by: User.Principal): UseCase<Training.Program> =>
  Effect.gen(function*() {
    const input = yield* decode(Training.programInput, body)
    yield* checkDates(input)
    yield* checkEmployee(input.responsable_id, ["body", "responsable_id"])
    const id = randomUUID()
    return yield* audited("TRAINING_PROGRAM_CREATE", "training_program", id, actorOf(by), input, Effect.flatMap(repo, (r) => r.insertProgram(id, input)))
  })

/** The body of a PUT over the stored values: absent keys keep them, null clears them. */
const overStored = (stored: object, body: unknown): unknown =>
  typeof body === "object" && body !== null && !Array.isArray(body) ? { ...stored, ...body } : body

/** `PUT /capacitacion/programas/{id}`: any subset of the fields. */
export const updateProgram = (id: string, body: unknown, by: User.Principal): UseCase<Training.Program> =>
  Effect.gen(function*() {
    const before = yield* getProgram(id)
    const input = yield* decode(Training.programInput, overStored(before, body))
    yield* checkDates(input)
    if (input.responsable_id !== before.responsable_id) yield* checkEmployee(input.responsable_id, ["body", "responsable_id"])
    return yield* audited("TRAINING_PROGRAM_UPDATE", "training_program", id, actorOf(by), { before, changes: body },
      Effect.flatMap(repo, (r) => r.updateProgram(id, input)).pipe(Effect.flatMap(orNotFound(Training.Texts.programNotFound))))
  })

/** `DELETE /capacitacion/programas/{id}`: with its sessions and materials; 409 once a certificate names it. */
export const deleteProgram = (id: string, by: User.Principal): UseCase<{ readonly ok: true; readonly deleted_id: string }> =>
  audited("TRAINING_PROGRAM_DELETE", "training_program", id, actorOf(by), null, Effect.gen(function*() {
    const outcome = yield* (yield* repo).deleteProgram(id)
    if (outcome === "missing") return yield* new Errors.NotFound({ detail: Training.Texts.programNotFound })
    if (outcome === "blocked") return yield* new Errors.Conflict({ detail: Training.Texts.programHasCertificates })
    return { ok: true as const, deleted_id: id }
  }))

// ---------------------------------------------------------------- sessions

/** `GET /capacitacion/sesiones` (filter `programa_id`). */
export const listSessions = (query: RawQuery): UseCase<ReadonlyArray<Training.Session>> =>
  Effect.gen(function*() {
    const programa = query.programa_id?.trim() || null
    if (programa !== null && !Training.isUuid(programa)) {
      return yield* new Errors.ValidationFailed({ issues: [{ loc: ["query", "programa_id"], msg: "value is not a valid uuid", type: "type_error.uuid" }] })
    }
    return yield* (yield* repo).listSessions(programa?.toLowerCase() ?? null)
  })

/** `GET /capacitacion/sesiones/{id}`. */
export const getSession = (id: string): UseCase<Training.Session> =>
  Effect.flatMap(repo, (r) => r.findSession(id)).pipe(Effect.flatMap(orNotFound(Training.Texts.sessionNotFound)))

const withMonth = (input: Training.SessionInput): Training.SessionInput =>
  input.mes_programado === undefined && input.fecha_programada ? { ...input, mes_programado: Number(input.fecha_programada.slice(5, 7)) } : input

/** `POST /capacitacion/sesiones`; mes_programado defaults to the month of fecha_programada. */
export const createSession = (body: unknown, by: User.Principal): UseCase<Training.Session> =>
  Effect.gen(function*() {
    const input = withMonth(yield* decode(Training.sessionInput, body))
    yield* getProgram(input.programa_id!)
    const id = randomUUID()
    return yield* audited("TRAINING_SESSION_CREATE", "training_session", id, actorOf(by), input, Effect.flatMap(repo, (r) => r.insertSession(id, input)))
  })

/** `PUT /capacitacion/sesiones/{id}`: any subset of the fields. */
export const updateSession = (id: string, body: unknown, by: User.Principal): UseCase<Training.Session> =>
  Effect.gen(function*() {
    const before = yield* getSession(id)
    const input = withMonth(yield* decode(Training.sessionInput, overStored(before, body)))
    if (input.programa_id !== before.programa_id) yield* getProgram(input.programa_id!)
    return yield* audited("TRAINING_SESSION_UPDATE", "training_session", id, actorOf(by), { before, changes: body },
      Effect.flatMap(repo, (r) => r.updateSession(id, input)).pipe(Effect.flatMap(orNotFound(Training.Texts.sessionNotFound))))
  })

/** `DELETE /capacitacion/sesiones/{id}` (its attendance goes with it). */
export const deleteSession = (id: string, by: User.Principal): UseCase<{ readonly ok: true; readonly deleted_id: string }> =>
  audited("TRAINING_SESSION_DELETE", "training_session", id, actorOf(by), null, Effect.gen(function*() {
    if (!(yield* (yield* repo).deleteSession(id))) return yield* new Errors.NotFound({ detail: Training.Texts.sessionNotFound })
    return { ok: true as const, deleted_id: id }
  }))

export { createMaterial, deleteMaterial, generateQuiz, getMaterial, listMaterials, materialPdf, materialView, redistributePoints, updateMaterial } from "./internal/materials.js"
