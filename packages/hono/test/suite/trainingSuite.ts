/**
 * The training HTTP suite shared by both databases (service-spec "Training"; decisions.md
 * "Training"): programs, sessions and materials, the quiz engine through attempts (every question
 * type, partial credit, free text pending for a person), the points rule for n = 1..20 and n > 20,
 * max_attempts and quiz_lock_at under a clock the test moves, attendance, progress and statistics.
 * Certificates and generation with a model have their own files under `training/`.
 *
 * Every request goes through an app whose runtime has the test's clock; `call` fails on any 500.
 */
import type { Hono } from "hono"
import { beforeAll, describe, expect, it } from "vitest"
import type { ApiEnv } from "../../src/index.js"
import { type ApiHarness, type Json, type MakeStorageLayer, useApiHarness } from "../support/apiHarness.js"
import { certificateTests } from "./training/certificates.js"
import { allTypesQuiz, controllableClock, rightAnswers, simpleAnswers, simpleQuiz } from "./training/fixtures.js"
import { generationTests } from "./training/generation.js"

export type { MakeStorageLayer }

/** The roles of the suite's users. */
export const ROLES = { manager: ["direccion_tecnica"], reader: ["qa"], staff: ["legal"], other: ["soporte"] } as const
/** The users of the suite. */
export type TrainingUser = keyof typeof ROLES | "admin"

/** What the part files of the suite work with. */
export interface TrainingKit {
  readonly h: ApiHarness<keyof typeof ROLES>
  /** A request through the clocked app as `user` (null: no token). */
  readonly api: (method: string, path: string, user: TrainingUser | null, json?: unknown) => Promise<{ status: number; body: Json; text: string; headers: Headers }>
  readonly clock: ReturnType<typeof controllableClock>
  /** A program (vigente unless told), as the manager creates it. */
  readonly program: (extra?: Json) => Promise<Json>
  readonly session: (programaId: string, extra?: Json) => Promise<Json>
  readonly material: (body: Json) => Promise<Json>
}

/** Starts the kit: harness, clocked app, builders. */
export const useTrainingKit = (makeStorage: MakeStorageLayer, options: Parameters<typeof useApiHarness>[2] = {}): TrainingKit => {
  const h = useApiHarness(makeStorage, ROLES, options)
  const clock = controllableClock("2026-06-01T12:00:00Z")
  let app: Hono<ApiEnv> | undefined
  beforeAll(async () => {
    app = await h.derivedApp(undefined, clock.layer)
    const res = await h.call("PUT", `/users/${h.users.staff.id}`, { token: h.users.admin.token, json: { nombre: "Ana Quispe Rojas", documento: "40123456", area: "Farmacia", cargo: "Técnica" } })
    expect(res.status, res.text).toBe(200)
    const m = await h.call("PUT", `/users/${h.users.manager.id}`, { token: h.users.admin.token, json: { nombre: "Dra. Elena Torres", cargo: "Directora técnica", area: "Dirección" } })
    expect(m.status, m.text).toBe(200)
  })
  const api: TrainingKit["api"] = (method, path, user, json) =>
    h.call(method, path, { token: user === null ? null : h.users[user].token, ...(json === undefined ? {} : { json }), app: app! })
  const created = async (path: string, body: Json) => {
    const res = await api("POST", path, "manager", body)
    expect(res.status, res.text).toBe(201)
    return res.body
  }
  return {
    h,
    api,
    clock,
    program: (extra = {}) => created("/capacitacion/programas", { titulo: "Farmacovigilancia básica", estado: "vigente", fecha_inicio: "2026-01-01", fecha_fin: "2026-12-31", ...extra }),
    session: (programaId, extra = {}) => created("/capacitacion/sesiones", { programa_id: programaId, titulo: "Sesión", fecha_programada: "2026-05-10T15:00:00Z", duracion_min: 90, modalidad: "presencial", ...extra }),
    material: (body) => created("/capacitacion/materiales", body)
  }
}

/** Registers the suite for one database: rules only (`rules`) and with a language model (`llm`). */
export const runTrainingSuite = (name: string, storage: { readonly rules: MakeStorageLayer; readonly llm: MakeStorageLayer }) => {
  describe(`training over ${name}`, () => {
    // A 503 is the contract's answer to full_auto without a model, not a failure.
    const kit = useTrainingKit(storage.rules, { acceptStatuses: [503] })
    const { api } = kit

    it("programs: create (borrador by default), read, list, update a subset, refuse bad dates, delete; writes need training:manage", async () => {
      const created = await api("POST", "/capacitacion/programas", "manager", { titulo: "SOP de notificación", responsable_id: kit.h.users.manager.id })
      expect(created.status, created.text).toBe(201)
      expect(created.body).toMatchObject({ titulo: "SOP de notificación", estado: "borrador", obligatorio: false, responsable_id: kit.h.users.manager.id })
      const id = created.body.id
      expect((await api("GET", `/capacitacion/programas/${id}`, "staff")).body.titulo).toBe("SOP de notificación")
      expect((await api("GET", "/capacitacion/programas", "staff")).body.some((p: Json) => p.id === id)).toBe(true)
      const put = await api("PUT", `/capacitacion/programas/${id}`, "manager", { estado: "vigente", fecha_inicio: "2026-02-01" })
      expect(put.body).toMatchObject({ titulo: "SOP de notificación", estado: "vigente", fecha_inicio: "2026-02-01" })
      const bad = await api("PUT", `/capacitacion/programas/${id}`, "manager", { fecha_fin: "2026-01-01" })
      expect(bad.status).toBe(400)
      expect(bad.body.detail[0].loc).toEqual(["body", "fecha_fin"])
      expect((await api("POST", "/capacitacion/programas", "manager", { titulo: "x", estado: "activo" })).body.detail[0]).toMatchObject({ loc: ["body", "estado"], type: "type_error.enum" })
      expect((await api("POST", "/capacitacion/programas", "manager", {})).body.detail[0]).toMatchObject({ loc: ["body", "titulo"], msg: "field required" })
      expect(await api("POST", "/capacitacion/programas", "reader", { titulo: "x" })).toMatchObject({ status: 403, body: { detail: "Permission denied: training:manage required" } })
      expect((await api("GET", "/capacitacion/programas", null)).status).toBe(401)
      expect(await api("GET", "/capacitacion/programas/no-es-uuid", "staff")).toMatchObject({ status: 404, body: { detail: "Programa no encontrado" } })
      expect((await api("DELETE", `/capacitacion/programas/${id}`, "manager")).body).toEqual({ ok: true, deleted_id: id })
      expect((await api("GET", `/capacitacion/programas/${id}`, "staff")).status).toBe(404)
    })

    it("sessions: create with the month of fecha_programada, filter by program, update, delete; an unknown program is a 404", async () => {
      const p = await kit.program()
      const s = await kit.session(p.id, { titulo: "Notificación espontánea", fecha_programada: "2026-07-03T14:00:00-05:00" })
      expect(s).toMatchObject({ programa_id: p.id, mes_programado: 7, fecha_programada: "2026-07-03T19:00:00.000Z", modalidad: "presencial" })
      const list = await api("GET", `/capacitacion/sesiones?programa_id=${p.id}`, "staff")
      expect(list.body.map((x: Json) => x.id)).toEqual([s.id])
      expect((await api("GET", "/capacitacion/sesiones?programa_id=zzz", "staff")).body.detail[0].loc).toEqual(["query", "programa_id"])
      expect((await api("PUT", `/capacitacion/sesiones/${s.id}`, "manager", { modalidad: "híbrida" })).body.modalidad).toBe("hibrida")
      expect((await api("POST", "/capacitacion/sesiones", "manager", { programa_id: "00000000-0000-4000-8000-000000000000", titulo: "x" })).body).toEqual({ detail: "Programa no encontrado" })
      expect((await api("DELETE", `/capacitacion/sesiones/${s.id}`, "manager")).status).toBe(200)
      expect((await api("GET", `/capacitacion/sesiones/${s.id}`, "manager")).body).toEqual({ detail: "Sesión no encontrada" })
    })

    it("materials: every question type stored; legacy audience values normalised; answers shown only to training:manage; bad structure is a 400", async () => {
      const p = await kit.program()
      const m = await kit.material({ titulo: "Conceptos", categoria: "Procedimientos", programa_id: p.id, quiz_json: allTypesQuiz(), audience_mode: "publico" })
      expect(m).toMatchObject({ audience_mode: "todos", min_score: 14, max_attempts: 3, generation_mode: "manual" })
      expect(m.quiz_json.questions.map((q: Json) => q.type)).toEqual(["single_choice", "multiple_choice", "true_false", "short_text", "long_text", "image_select", "ordering", "matching"])
      for (const [legacy, now] of [["privado", "personalizado"], ["interno", "areas"]]) {
        expect((await kit.material({ titulo: legacy, audience_mode: legacy })).audience_mode).toBe(now)
      }
      const seen = await api("GET", `/capacitacion/materiales/${m.id}`, "staff")
      expect(JSON.stringify(seen.body.quiz_json)).not.toMatch(/correct|"answer"|pairs|explanation/)
      expect(seen.body.quiz_json.questions[7]).toMatchObject({ left: ["RAM", "IPS", "FT"], right: ["Ficha", "Informe", "Reacción"] })
      expect((await api("GET", `/capacitacion/materiales?programa_id=${p.id}`, "manager")).body[0].quiz_json.questions[0].options[0].correct).toBe(true)
      const oneRight = { questions: [{ type: "multiple_choice", text: "x", options: [{ id: "a", text: "a", correct: true }, { id: "b", text: "b", correct: false }] }] }
      const bad = await api("POST", "/capacitacion/materiales", "manager", { titulo: "x", quiz_json: oneRight })
      expect(bad.status).toBe(400)
      expect(bad.body.detail[0]).toMatchObject({ loc: ["body", "quiz_json", "questions", 0, "options"], msg: "Debe haber al menos 2 opciones correctas" })
      const badOrder = { questions: [{ type: "ordering", text: "x", options: [{ id: "a" }, { id: "b" }], correct_order: ["a", "a"] }] }
      expect((await api("POST", "/capacitacion/materiales", "manager", { titulo: "x", quiz_json: badOrder })).body.detail[0].loc).toEqual(["body", "quiz_json", "questions", 0, "correct_order"])
      expect((await api("POST", "/capacitacion/materiales", "manager", { titulo: "x", min_score: 21 })).body.detail[0]).toMatchObject({ loc: ["body", "min_score"], type: "value_error.number.not_le" })
      expect((await api("POST", "/capacitacion/materiales", "manager", { titulo: "x", audience_mode: "nadie" })).body.detail[0].type).toBe("type_error.enum")
    })

    it("points rule: n = 1..20 questions get floor(20/n), the first 20 mod n one more; 21 questions are a 400", async () => {
      for (let n = 1; n <= 20; n++) {
        const m = await kit.material({ titulo: `Puntos ${n}`, quiz_json: simpleQuiz(n, 1) })
        expect(m.quiz_json.questions.reduce((s: number, q: Json) => s + q.points, 0)).toBe(n)
        const res = await api("POST", `/capacitacion/materiales/${m.id}/redistribute-points`, "manager")
        expect(res.status, res.text).toBe(200)
        const expected = Array.from({ length: n }, (_, i) => Math.floor(20 / n) + (i < 20 % n ? 1 : 0))
        expect(res.body.quiz_json.questions.map((q: Json) => q.points)).toEqual(expected)
        expect(expected.reduce((a, b) => a + b, 0)).toBe(20)
        // Saved: a later read has the same points.
        expect((await api("GET", `/capacitacion/materiales/${m.id}`, "manager")).body.quiz_json.meta.total_points).toBe(20)
      }
      expect((await kit.material({ titulo: "Sin puntos", quiz_json: simpleQuiz(3) })).quiz_json.questions.map((q: Json) => q.points)).toEqual([7, 7, 6])
      const over = await api("POST", "/capacitacion/materiales", "manager", { titulo: "21", quiz_json: simpleQuiz(21) })
      expect(over.status).toBe(400)
      expect(over.body.detail[0]).toMatchObject({ loc: ["body", "quiz_json", "questions"], msg: "ensure this value has at most 20 items" })
      expect((await api("POST", "/capacitacion/quiz/generate", "manager", { material_text: "x", num_questions: 21 })).body.detail[0].loc).toEqual(["body", "num_questions"])
      const none = await kit.material({ titulo: "Sin cuestionario" })
      expect(await api("POST", `/capacitacion/materiales/${none.id}/redistribute-points`, "manager")).toMatchObject({ status: 400, body: { detail: "El material no tiene cuestionario" } })
    })

    it("grading: every type right earns its points, free text waits for a person (pending), who then grades it out of 20", async () => {
      const m = await kit.material({ titulo: "Todos los tipos", quiz_json: allTypesQuiz(), max_attempts: 5 })
      const me = kit.h.users.staff.id
      const full = await api("POST", `/capacitacion/materiales/${m.id}/intentos`, "staff", { empleado_id: me, respuestas: { ...rightAnswers(), st: "IPS", lt: "Es la relación causal" } })
      expect(full.status, full.text).toBe(201)
      // 16 of 20 points graded, 4 (the free text) pending.
      expect(full.body).toMatchObject({ nota: 16, correctas: 6, pendiente: true, aprobado: false, intento: 1, intentos_restantes: 4 })
      const reviewed = await api("PUT", `/capacitacion/intentos/${full.body.id}/calificacion`, "manager", { puntajes: { st: 2, lt: 1 } })
      expect(reviewed.body).toMatchObject({ nota: 19, correctas: 7, pendiente: false, aprobado: true })
      expect((await api("PUT", `/capacitacion/intentos/${full.body.id}/calificacion`, "manager", { puntajes: { st: 2 } })).body).toEqual({ detail: "El intento no tiene respuestas pendientes de calificar" })
      // Partial credit: mc 2 right of 3 and 1 wrong → (2-1)/3; ordering 2 of 4 places; matching 1 of 3 pairs.
      const partial = await api("POST", `/capacitacion/materiales/${m.id}/intentos`, "staff", {
        empleado_id: me,
        respuestas: { sc: "b", mc: ["a", "b", "c"], tf: "falso", im: "y", or: ["1", "2", "4", "3"], ma: [{ left: "RAM", right: "Reacción" }, { left: "IPS", right: "Ficha" }], st: "", lt: null }
      })
      // Earned: mc 1 + or 1.5 + ma 1 = 3.5 of 20.
      expect(partial.body).toMatchObject({ nota: 3.5, correctas: 0, pendiente: false, aprobado: false, intento: 2 })
      const tooMuch = await api("POST", `/capacitacion/materiales/${m.id}/intentos`, "staff", { empleado_id: me, respuestas: { st: "x" } })
      expect((await api("PUT", `/capacitacion/intentos/${tooMuch.body.id}/calificacion`, "manager", { puntajes: { st: 3 } })).body.detail[0]).toMatchObject({ loc: ["body", "puntajes", "st"] })
      expect((await api("POST", `/capacitacion/materiales/${m.id}/intentos`, "staff", { empleado_id: me })).body.detail[0]).toMatchObject({ loc: ["body", "respuestas"], msg: "field required" })
    })

    it("attempts: max_attempts then 409; quiz_lock_at closes the quiz at its time; others' attempts need training:manage", async () => {
      kit.clock.set("2026-06-01T12:00:00Z")
      const m = await kit.material({ titulo: "Límites", quiz_json: simpleQuiz(4), max_attempts: 2, quiz_lock_at: "2026-06-10T23:59:00Z", min_score: 11 })
      const me = kit.h.users.staff.id
      const attempt = () => api("POST", `/capacitacion/materiales/${m.id}/intentos`, "staff", { empleado_id: me, respuestas: simpleAnswers(4, 2) })
      expect((await attempt()).body).toMatchObject({ nota: 10, aprobado: false, intento: 1 })
      expect((await attempt()).body).toMatchObject({ intento: 2, intentos_restantes: 0 })
      expect(await attempt()).toMatchObject({ status: 409, body: { detail: "Se alcanzó el máximo de intentos (2)" } })
      expect(await api("POST", `/capacitacion/materiales/${m.id}/intentos`, "staff", { empleado_id: kit.h.users.reader.id, respuestas: {} })).toMatchObject({ status: 403, body: { detail: "Permission denied: training:manage required" } })

      const locked = await kit.material({ titulo: "Cierre", quiz_json: simpleQuiz(4), quiz_lock_at: "2026-06-10T23:59:00Z" })
      const take = () => api("POST", `/capacitacion/materiales/${locked.id}/intentos`, "staff", { empleado_id: me, respuestas: simpleAnswers(4, 4) })
      kit.clock.set("2026-06-10T23:58:59Z")
      expect((await take()).body).toMatchObject({ nota: 20, aprobado: true })
      kit.clock.set("2026-06-10T23:59:01Z")
      expect(await take()).toMatchObject({ status: 409, body: { detail: "El cuestionario está cerrado" } })
      kit.clock.set("2026-06-01T12:00:00Z")
      expect((await take()).status).toBe(201)

      // Three at once against a limit of two: the material row's lock lets exactly two through.
      const race = await kit.material({ titulo: "Carrera", quiz_json: simpleQuiz(2), max_attempts: 2 })
      const raced = await Promise.all([1, 2, 3].map(() => api("POST", `/capacitacion/materiales/${race.id}/intentos`, "staff", { empleado_id: me, respuestas: simpleAnswers(2, 2) })))
      expect(raced.map((r) => r.status).sort()).toEqual([201, 201, 409])
      expect(raced.filter((r) => r.status === 201).map((r) => r.body.intento).sort()).toEqual([1, 2])

      const targeted = await kit.material({ titulo: "Solo Calidad", quiz_json: simpleQuiz(2), audience_mode: "areas", audience_areas: ["Calidad"] })
      expect(await api("POST", `/capacitacion/materiales/${targeted.id}/intentos`, "staff", { empleado_id: me, respuestas: {} })).toMatchObject({ status: 403, body: { detail: "El material no está asignado a este empleado" } })
      const mine = await kit.material({ titulo: "Solo Farmacia", quiz_json: simpleQuiz(2), audience_mode: "areas", audience_areas: [" farmacia "] })
      expect((await api("POST", `/capacitacion/materiales/${mine.id}/intentos`, "staff", { empleado_id: me, respuestas: {} })).status).toBe(201)
    })

    it("attendance: single and bulk registration, one record per employee, the session summary; bad input is a 400", async () => {
      const p = await kit.program()
      const s = await kit.session(p.id, { titulo: "Señales" })
      const u = kit.h.users
      const single = await api("POST", "/capacitacion/asistencia", "manager", { sesion_id: s.id, empleado_id: u.staff.id, estado: "tardanza", observaciones: "10 min" })
      expect(single.body).toMatchObject({ ok: true, registrados: 1, items: [{ empleado_id: u.staff.id, estado: "tardanza", observaciones: "10 min", hora_registro: "2026-06-01T12:00:00.000Z" }] })
      const bulk = await api("POST", "/capacitacion/asistencia", "manager", {
        sesion_id: s.id,
        asistencias: [{ empleado_id: u.reader.id, estado: "presente" }, { empleado_id: u.other.id, estado: "ausente" }, { empleado_id: u.staff.id, estado: "presente" }]
      })
      expect(bulk.body).toMatchObject({ ok: true, registrados: 3 })
      const summary = await api("GET", `/capacitacion/sesiones/${s.id}/asistencia`, "reader")
      expect(summary.body).toMatchObject({ sesion: { titulo: "Señales", fecha_programada: "2026-05-10T15:00:00.000Z" }, total_registrados: 3, presentes: 2, ausentes: 1, tardanzas: 0, tasa_asistencia: 0.6667 })
      expect(summary.body.detalles.find((d: Json) => d.empleado.id === u.staff.id)).toMatchObject({ empleado: { nombre: "Ana Quispe Rojas" }, estado: "presente" })
      expect((await api("GET", `/capacitacion/sesiones/${s.id}/asistencia`, "staff")).status).toBe(403)
      expect((await api("POST", "/capacitacion/asistencia", "manager", { sesion_id: s.id, empleado_id: u.staff.id })).body.detail[0]).toMatchObject({ loc: ["body", "estado"], msg: "field required" })
      expect((await api("POST", "/capacitacion/asistencia", "manager", { sesion_id: s.id, empleado_id: 999_999, estado: "presente" })).status).toBe(400)
      expect((await api("POST", "/capacitacion/asistencia", "manager", { sesion_id: s.id, asistencias: [{ empleado_id: u.staff.id, estado: "quizas" }] })).body.detail[0].loc).toEqual(["body", "asistencias", 0, "estado"])
      expect((await api("POST", "/capacitacion/asistencia", "manager", { sesion_id: "00000000-0000-4000-8000-000000000000", empleado_id: u.staff.id, estado: "presente" })).status).toBe(404)
    })

    it("progress and statistics: materials done, evaluations passed, next deadline, attendance; participants, completion, hardest materials", async () => {
      kit.clock.set("2026-06-01T12:00:00Z")
      const p = await kit.program({ titulo: "Progreso" })
      const s1 = await kit.session(p.id, { titulo: "S1" })
      await kit.session(p.id, { titulo: "S2" })
      const read = await kit.material({ titulo: "Lectura", programa_id: p.id, categoria: "Obligatorio" })
      const quiz = await kit.material({ titulo: "Evaluación", programa_id: p.id, quiz_json: simpleQuiz(4), quiz_lock_at: "2026-06-15T00:00:00Z" })
      const hard = await kit.material({ titulo: "Difícil", programa_id: p.id, quiz_json: simpleQuiz(4), quiz_lock_at: "2026-06-05T00:00:00Z" })
      await kit.material({ titulo: "Otra área", programa_id: p.id, audience_mode: "areas", audience_areas: ["Calidad"] })
      const u = kit.h.users
      await api("POST", `/capacitacion/materiales/${read.id}/completado`, "staff", { empleado_id: u.staff.id })
      await api("POST", `/capacitacion/materiales/${quiz.id}/intentos`, "staff", { empleado_id: u.staff.id, respuestas: simpleAnswers(4, 4) })
      await api("POST", `/capacitacion/materiales/${hard.id}/intentos`, "staff", { empleado_id: u.staff.id, respuestas: simpleAnswers(4, 1) })
      await api("POST", `/capacitacion/materiales/${hard.id}/intentos`, "staff", { empleado_id: u.staff.id, respuestas: simpleAnswers(4, 2) })
      await api("POST", `/capacitacion/materiales/${hard.id}/intentos`, "reader", { empleado_id: u.reader.id, respuestas: simpleAnswers(4, 4) })
      await api("POST", "/capacitacion/asistencia", "manager", { sesion_id: s1.id, empleado_id: u.staff.id, estado: "presente" })
      const mine = await api("GET", `/capacitacion/progress/${u.staff.id}`, "staff")
      expect(mine.status, mine.text).toBe(200)
      const row = mine.body.programas_activos.find((x: Json) => x.programa_id === p.id)
      expect(row).toEqual({
        programa_id: p.id,
        titulo: "Progreso",
        progreso: { materiales_completados: 2, materiales_totales: 3, porcentaje: 66.7, evaluaciones_aprobadas: 1, evaluaciones_totales: 2, promedio_calificaciones: 15, asistencia_sesiones: 0.5 },
        proximo_vencimiento: { material: "Difícil", fecha_limite: "2026-06-05T00:00:00.000Z", dias_restantes: 4 }
      })
      expect((await api("GET", `/capacitacion/progress/${u.staff.id}`, "other")).status).toBe(403)
      expect((await api("GET", `/capacitacion/progress/${u.staff.id}`, "reader")).status).toBe(200)
      expect((await api("GET", "/capacitacion/progress/999999", "reader")).body).toEqual({ detail: "Empleado no encontrado" })

      const stats = await api("GET", `/capacitacion/programas/${p.id}/stats`, "reader")
      expect(stats.status, stats.text).toBe(200)
      const e = stats.body.estadisticas
      expect(e.participantes_activos).toBe(2)
      expect(e.participantes_inscritos).toBeGreaterThanOrEqual(2)
      expect(e).toMatchObject({ completado: 0, abandonado: 0, en_progreso: 2 })
      expect(stats.body.materiales_mas_dificiles[0]).toEqual({ titulo: "Difícil", promedio_intentos: 1.5, promedio_calificacion: 15, tasa_aprobacion: 0.5 })
      expect(stats.body.asistencia_por_sesion).toEqual([{ sesion: "S1", tasa_asistencia: 1 }, { sesion: "S2", tasa_asistencia: 0 }])
      expect((await api("GET", `/capacitacion/programas/${p.id}/stats`, "staff")).status).toBe(403)
      // Forty days without activity: those who have not finished count as abandonado.
      kit.clock.set("2026-08-01T12:00:00Z")
      expect((await api("GET", `/capacitacion/programas/${p.id}/stats`, "reader")).body.estadisticas).toMatchObject({ abandonado: 2, en_progreso: 0 })
      kit.clock.set("2026-06-01T12:00:00Z")
    })

    certificateTests(kit)
    generationTests.withoutModel(kit)
  })

  describe(`training with a language model over ${name}`, () => {
    generationTests.withModel(storage.llm)
  })
}
