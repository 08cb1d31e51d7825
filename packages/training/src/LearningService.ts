/**
 * Training use cases, part two (decisions.md "Training"): attendance, quiz attempts (max_attempts
 * and quiz_lock_at enforced, free text graded by the model or left pending for a person),
 * completion of materials without quiz, an employee's progress, a program's statistics, and
 * certificates (criteria, issuance with PDF and QR, public verification).
 *
 * Any signed-in user may act on their own training (take quizzes, read their progress, ask for
 * their certificate); acting on another employee needs `training:manage` (writes) or
 * `training:read` (reads).
 */
import { Errors, type User } from "@atalaya/core"
import { Effect } from "effect"
import * as Certificates from "./Certificates.js"
import * as Generation from "./Generation.js"
import { actorOf, audited, decode, nowIso, orNotFound, ownOr, type UseCase } from "./internal/common.js"
export { ownOr } from "./internal/common.js"
import { certificatePath } from "./internal/certificates.js"
import { getMaterial } from "./internal/materials.js"
import * as Quiz from "./Quiz.js"
import * as Training from "./Training.js"
import { type Employee, TrainingRepository } from "./TrainingRepository.js"

const repo = TrainingRepository

const employee = (id: number): UseCase<Employee> =>
  Effect.flatMap(repo, (r) => r.findEmployee(id)).pipe(Effect.flatMap(orNotFound(Training.Texts.employeeNotFound)))

const program = (id: string): UseCase<Training.Program> =>
  Effect.flatMap(repo, (r) => r.findProgram(id)).pipe(Effect.flatMap(orNotFound(Training.Texts.programNotFound)))

const session = (id: string): UseCase<Training.Session> =>
  Effect.flatMap(repo, (r) => r.findSession(id)).pipe(Effect.flatMap(orNotFound(Training.Texts.sessionNotFound)))

const rate = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000)

// ---------------------------------------------------------------- attendance

/** `POST /capacitacion/asistencia`: one employee, or `asistencias` for many; each replaces that employee's record. */
export const registerAttendance = (body: unknown, by: User.Principal) =>
  Effect.gen(function*() {
    const input = yield* decode(Training.attendanceInput, body)
    let entries: ReadonlyArray<Training.AttendanceEntry>
    if (input.asistencias !== undefined) {
      entries = input.asistencias.map((a) => ({ empleado_id: a.empleado_id!, estado: a.estado!, observaciones: a.observaciones ?? null }))
    } else {
      const missing = (["empleado_id", "estado"] as const).filter((k) => input[k] === undefined || input[k] === null)
      if (missing.length > 0) return yield* new Errors.ValidationFailed({ issues: missing.map((k) => ({ loc: ["body", k], msg: "field required", type: "value_error.missing" })) })
      entries = [{ empleado_id: input.empleado_id!, estado: input.estado!, observaciones: input.observaciones ?? null }]
    }
    // One record per employee and session: the last entry for an employee wins.
    entries = [...new Map(entries.map((e) => [e.empleado_id, e])).values()]
    const s = yield* session(input.sesion_id!)
    const r = yield* repo
    const unknown = yield* r.missingEmployees(entries.map((e) => e.empleado_id))
    if (unknown.length > 0) return yield* new Errors.ValidationFailed({ issues: unknown.map((id) => ({ loc: ["body", "empleado_id", id], msg: Training.Texts.employeeNotFound, type: "value_error" })) })
    const at = yield* nowIso
    yield* audited("TRAINING_ATTENDANCE", "training_session", s.id, actorOf(by), { asistencias: entries.map((e) => ({ empleado_id: e.empleado_id, estado: e.estado })) },
      r.saveAttendance(s.id, entries, at, by.id))
    return { ok: true as const, registrados: entries.length, items: entries.map((e) => ({ sesion_id: s.id, ...e, hora_registro: at })) }
  })

/** `GET /capacitacion/sesiones/{id}/asistencia`. */
export const sessionAttendance = (id: string) =>
  Effect.gen(function*() {
    const s = yield* session(id)
    const rows = yield* (yield* repo).sessionAttendance(id)
    const count = (estado: string) => rows.filter((r) => r.estado === estado).length
    const presentes = count("presente")
    const tardanzas = count("tardanza")
    return {
      sesion: { titulo: s.titulo, fecha_programada: s.fecha_programada },
      total_registrados: rows.length,
      presentes,
      ausentes: count("ausente"),
      tardanzas,
      tasa_asistencia: rate(presentes + tardanzas, rows.length),
      detalles: rows.map((r) => ({ empleado: { id: r.empleado_id, nombre: r.nombre }, estado: r.estado, hora_registro: r.hora_registro, observaciones: r.observaciones }))
    }
  })

// ---------------------------------------------------------------- attempts

/** The answer to an attempt. */
const attemptView = (a: { readonly id: string; readonly nota: number; readonly aprobado: boolean; readonly intento: number; readonly correctas: number; readonly pendiente: boolean }, max: number) => ({
  id: a.id,
  nota: a.nota,
  aprobado: a.aprobado,
  intento: a.intento,
  correctas: a.correctas,
  pendiente: a.pendiente,
  intentos_restantes: Math.max(0, max - a.intento)
})

/** `POST /capacitacion/materiales/{id}/intentos` `{empleado_id, respuestas}` → `{nota, aprobado, intento, correctas, …}`. */
export const submitAttempt = (materialId: string, body: unknown, caller: User.Principal) =>
  Effect.gen(function*() {
    const input = yield* decode(Training.attemptInput, body)
    const empleadoId = input.empleado_id!
    yield* ownOr(caller, empleadoId, "training:manage")
    const m = yield* getMaterial(materialId)
    if (!Quiz.hasQuestions(m.quiz_json)) return yield* new Errors.BadRequest({ detail: Training.Texts.noQuiz })
    const who = yield* employee(empleadoId)
    if (!Training.appliesTo(m, who)) return yield* new Errors.Forbidden({ detail: Training.Texts.notAssigned })
    const at = yield* nowIso
    const closed = () => m.quiz_lock_at !== null && Date.parse(at) > Date.parse(m.quiz_lock_at)
    if (closed()) return yield* new Errors.Conflict({ detail: Training.Texts.quizLocked })
    const r = yield* repo
    if ((yield* r.countAttempts(m.id, empleadoId)) >= m.max_attempts) return yield* new Errors.Conflict({ detail: Training.Texts.maxAttempts(m.max_attempts) })
    const respuestas = input.respuestas!
    // Free text goes to the model before the transaction (it may take seconds).
    const free = m.quiz_json.questions.flatMap((q) => {
      const given = respuestas[q.id]
      return Quiz.FREE_TEXT.includes(q.type) && typeof given === "string" && given.trim() !== "" ? [{ id: q.id, pregunta: q.text, esperado: q.explanation ?? null, respuesta: given }] : []
    })
    const fractions = yield* Generation.gradeFreeText(free)
    const g = Quiz.grade(m.quiz_json, respuestas, fractions)
    const stored = yield* audited("TRAINING_ATTEMPT", "training_material", m.id, actorOf(caller), null, Effect.gen(function*() {
      // The material row is locked, so two attempts at once cannot both pass the limit.
      const locked = yield* getMaterial(m.id, { forUpdate: true })
      if ((yield* r.countAttempts(m.id, empleadoId)) >= locked.max_attempts) return yield* new Errors.Conflict({ detail: Training.Texts.maxAttempts(locked.max_attempts) })
      return yield* r.insertAttempt({
        material_id: m.id,
        empleado_id: empleadoId,
        respuestas,
        detalle: g.detalle,
        nota: g.nota,
        correctas: g.correctas,
        aprobado: !g.pendiente && g.nota >= m.min_score,
        pendiente: g.pendiente,
        engine: fractions.size > 0 ? "llm" : "reglas",
        at
      })
    }))
    return attemptView(stored, m.max_attempts)
  })

/** `PUT /capacitacion/intentos/{id}/calificacion` `{puntajes: {question_id: points}}`: a person grades pending free text. */
export const reviewAttempt = (attemptId: string, body: unknown, by: User.Principal) =>
  Effect.gen(function*() {
    const input = yield* decode(Training.reviewInput, body)
    return yield* audited("TRAINING_ATTEMPT_REVIEW", "training_attempt", attemptId, actorOf(by), input, Effect.gen(function*() {
      const r = yield* repo
      const a = yield* r.findAttempt(attemptId, { forUpdate: true }).pipe(Effect.flatMap(orNotFound(Training.Texts.attemptNotFound)))
      if (!a.pendiente) return yield* new Errors.BadRequest({ detail: Training.Texts.notPending })
      const m = yield* getMaterial(a.material_id)
      const issues: Array<{ loc: Array<string>; msg: string; type: string }> = []
      const detalle = a.detalle.map((d) => {
        const given = input.puntajes![d.id]
        if (d.earned !== null || given === undefined) return d
        if (given > d.points) issues.push({ loc: ["body", "puntajes", d.id], msg: `ensure this value is less than or equal to ${d.points}`, type: "value_error.number.not_le" })
        return { ...d, earned: given, correct: given >= d.points }
      })
      if (issues.length > 0) return yield* new Errors.ValidationFailed({ issues })
      const g = Quiz.summarize(detalle)
      const aprobado = !g.pendiente && g.nota >= m.min_score
      yield* r.regradeAttempt(a.id, { detalle, nota: g.nota, correctas: g.correctas, aprobado, pendiente: g.pendiente })
      return attemptView({ ...a, nota: g.nota, correctas: g.correctas, aprobado, pendiente: g.pendiente }, m.max_attempts)
    }))
  })

/** `POST /capacitacion/materiales/{id}/completado` `{empleado_id}`: a material without quiz read. */
export const completeMaterial = (materialId: string, body: unknown, caller: User.Principal) =>
  Effect.gen(function*() {
    const input = yield* decode(Training.employeeInput, body)
    yield* ownOr(caller, input.empleado_id!, "training:manage")
    const m = yield* getMaterial(materialId)
    yield* employee(input.empleado_id!)
    const at = yield* nowIso
    yield* audited("TRAINING_MATERIAL_COMPLETED", "training_material", m.id, actorOf(caller), { empleado_id: input.empleado_id }, Effect.flatMap(repo, (r) => r.markCompleted(m.id, input.empleado_id!, at)))
    return { ok: true as const, material_id: m.id, empleado_id: input.empleado_id!, completado_en: at }
  })

// ---------------------------------------------------------------- progress and statistics


/** `GET /capacitacion/progress/{empleado_id}`. */
export const progress = (empleadoId: number, caller: User.Principal) =>
  Effect.gen(function*() {
    yield* ownOr(caller, empleadoId, "training:read")
    const who = yield* employee(empleadoId)
    const now = yield* nowIso
    const r = yield* repo
    const rows = yield* r.progress(who, now)
    const certs = yield* r.certificatesOf(empleadoId)
    return {
      empleado_id: empleadoId,
      programas_activos: rows.map((p) => ({
        programa_id: p.programa_id,
        titulo: p.titulo,
        progreso: {
          materiales_completados: p.materiales_completados,
          materiales_totales: p.materiales_totales,
          porcentaje: p.materiales_totales === 0 ? 0 : Math.round((p.materiales_completados / p.materiales_totales) * 1000) / 10,
          evaluaciones_aprobadas: p.evaluaciones_aprobadas,
          evaluaciones_totales: p.evaluaciones_totales,
          promedio_calificaciones: p.promedio_calificaciones,
          asistencia_sesiones: rate(p.sesiones_asistidas, p.sesiones_totales)
        },
        proximo_vencimiento: p.proximo_material === null || p.proximo_fecha === null ? null : {
          material: p.proximo_material,
          fecha_limite: p.proximo_fecha,
          dias_restantes: Math.max(0, Math.ceil((Date.parse(p.proximo_fecha) - Date.parse(now)) / 86_400_000))
        }
      })),
      certificados_obtenidos: certs.map((c) => ({ programa: c.programa, fecha_emision: c.fecha_emision, calificacion: c.promedio, codigo_verificacion: c.codigo, url_descarga: certificatePath(c.codigo) }))
    }
  })

/** `GET /capacitacion/programas/{id}/stats`. */
export const programStats = (programaId: string) =>
  Effect.gen(function*() {
    const p = yield* program(programaId)
    const s = yield* (yield* repo).programStats(p.id, yield* nowIso)
    return {
      programa_id: p.id,
      titulo: p.titulo,
      estadisticas: {
        participantes_inscritos: s.participantes_inscritos,
        participantes_activos: s.participantes_activos,
        completado: s.completado,
        en_progreso: Math.max(0, s.participantes_activos - s.completado - s.abandonado),
        abandonado: s.abandonado,
        tasa_completacion: rate(s.completado, s.participantes_inscritos),
        promedio_calificaciones: s.promedio_calificaciones,
        tiempo_promedio_horas: s.tiempo_promedio_horas
      },
      materiales_mas_dificiles: s.materiales,
      asistencia_por_sesion: s.sesiones
    }
  })

export { checkCertificate, certificateFile, issueCertificate, verifyCertificate } from "./internal/certificates.js"
