/**
 * The evaluation flow (`/icsr-caso-prueba`, service-spec "Evaluation and intake helpers" and
 * evaluation rules 1-3): seriousness, urgency, product link and evaluator of a case, its events,
 * the QF's technical-sheet decision, internal codes and the evaluator's tasks. Every write goes
 * through CaseService, so it is validated, audited and triggers the same side effects (the
 * evaluator's mail and task, the severity notice) as any other change.
 */
import { Effect, Option } from "effect"
import type { Actor } from "../kernel/AuditLog.js"
import { EventosReplace } from "../case/Case.js"
import { parseEvaluationQuery, type RawQuery } from "../case/CaseQuery.js"
import * as CaseService from "../case/CaseService.js"
import { CaseRepository } from "../case/CaseRepository.js"
import { NotFound, ValidationFailed } from "../kernel/Errors.js"
import { TASK_STATES, TaskRepository, type TaskState } from "./TaskRepository.js"
import { Messages } from "../kernel/Validation.js"

/** Fields the evaluation update accepts (fecha_limite overrides the urgency's deadline). */
export const EVALUATION_FIELDS = [
  "gravedad",
  "ea_criterios_gravedad",
  "ea_justificacion_gravedad",
  "urgencia",
  "fecha_limite",
  "producto_id",
  "evaluador_id"
] as const

/** Fields of the QF's technical-sheet decision (`PUT /icsr-caso-prueba/{id}/ftqf`). */
export const FTQF_FIELDS = [
  "ea_causalidad_ft",
  "ea_causalidad_ft_justificacion",
  "ft_evento_listado",
  "ft_seccion",
  "ft_frecuencia"
] as const

const asObject = (body: unknown): Effect.Effect<Record<string, unknown>, ValidationFailed> =>
  typeof body === "object" && body !== null && !Array.isArray(body)
    ? Effect.succeed(body as Record<string, unknown>)
    : Effect.fail(new ValidationFailed({ issues: [{ loc: ["body"], ...Messages.dict }] }))

/** The named fields of a body (aliases are not part of these endpoints); other keys are ignored. */
const pick = (body: Record<string, unknown>, names: ReadonlyArray<string>): Record<string, unknown> =>
  Object.fromEntries(names.filter((n) => Object.hasOwn(body, n)).map((n) => [n, body[n]]))

/** One page of cases filtered by estado and gravedad: `{items, total, page, page_size}` like `GET /icsr`. */
export const list = (raw: RawQuery) =>
  Effect.gen(function*() {
    const query = yield* parseEvaluationQuery(raw)
    const repo = yield* CaseRepository
    const page = yield* repo.list(query)
    return { items: page.items, total: page.total, page: query.page, page_size: query.page_size }
  })

/**
 * Updates the evaluation of a case. Assigning an evaluator (a user with role qf or responsable_fv)
 * mails them, gives them a task and moves a waiting case to En proceso; urgencia sets fecha_limite
 * unless one is given.
 */
export const update = (id: number, body: unknown, actor: Actor) =>
  Effect.flatMap(asObject(body), (object) => CaseService.update(id, pick(object, EVALUATION_FIELDS), actor))

/** Records the QF's technical-sheet (FT) decision on a case; answers what was stored. */
export const confirmFt = (id: number, body: unknown, actor: Actor) =>
  Effect.gen(function*() {
    const object = yield* asObject(body)
    const updated = yield* CaseService.update(id, pick(object, FTQF_FIELDS), actor)
    return {
      ok: true as const,
      id: updated.id,
      ea_causalidad_ft: updated.ea_causalidad_ft,
      ea_causalidad_ft_justificacion: updated.ea_causalidad_ft_justificacion,
      ft_evento_listado: updated.ft_evento_listado,
      ft_seccion: updated.ft_seccion,
      ft_frecuencia: updated.ft_frecuencia,
      ea_causalidad: updated.ea_causalidad
    }
  })

/** Adds events to a case (after the existing ones) atomically; answers the case's full list, oldest first. */
export const addEvents = (id: number, body: unknown, actor: Actor) =>
  Effect.flatMap(CaseService.decode(EventosReplace, body), ({ eventos }) =>
    CaseService.writeEvents(id, actor, "ICSR_EVENTS_ADD", (repo) => (eventos.length === 0 ? Effect.void : repo.appendEvents(id, eventos))))

/** Whether an internal code is free: `{codigo, unico, icsr_id}` (icsr_id names the case that holds it). */
export const checkCodigoInterno = (raw: string | undefined) =>
  Effect.gen(function*() {
    const codigo = raw?.trim() ?? ""
    if (codigo === "") return yield* Effect.fail(new ValidationFailed({ issues: [{ loc: ["query", "code"], ...Messages.missing }] }))
    if (codigo.length > 255) return yield* Effect.fail(new ValidationFailed({ issues: [{ loc: ["query", "code"], ...Messages.maxLength(255) }] }))
    const repo = yield* CaseRepository
    const holder = yield* repo.findIdByCodigoInterno(codigo)
    return { codigo, unico: Option.isNone(holder), icsr_id: Option.getOrNull(holder) }
  })

/** The current user's tasks (`estado` abierta, cerrada or absent for all). */
export const tasks = (userId: number | null, estadoRaw: string | undefined) =>
  Effect.gen(function*() {
    const estado = estadoRaw === undefined || estadoRaw.trim() === "" ? null : estadoRaw.trim().toLowerCase()
    if (estado !== null && !(TASK_STATES as ReadonlyArray<string>).includes(estado)) {
      return yield* Effect.fail(new ValidationFailed({
        issues: [{ loc: ["query", "estado"], ...Messages.enumeration(TASK_STATES) }]
      }))
    }
    if (userId === null) return { items: [], total: 0 }
    const repo = yield* TaskRepository
    const items = yield* repo.listForUser(userId, estado as TaskState | null)
    return { items, total: items.length }
  })

/** Closes one of the current user's tasks. */
export const closeTask = (userId: number | null, taskId: number) =>
  Effect.gen(function*() {
    const repo = yield* TaskRepository
    const closed = userId === null ? null : yield* repo.close(userId, taskId)
    if (closed === null) return yield* Effect.fail(new NotFound({ detail: "Tarea no encontrada" }))
    return closed
  })
