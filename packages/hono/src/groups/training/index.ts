/**
 * Training (service-spec "Training"; decisions.md "Training"): programs, sessions and materials
 * (CRUD), quiz generation and the points rule, attempts, attendance, progress, statistics and
 * certificates. Reads of the catalogue of training need only a signed-in user (staff take their
 * quizzes from it; the quiz's answers are shown only with `training:manage`); other employees'
 * progress, statistics and attendance need `training:read`; writes need `training:manage`. Anyone
 * may act on their own training; certificate verification is public.
 */
import { LearningService, TrainingService, Training } from "@atalaya/training"
import { Effect } from "effect"
import { anyone, authenticated, endpoint, type Input, type PathParam, permission } from "../../Endpoint.js"
import { type Group, group, ref } from "../../Group.js"
import { commonSchemas } from "../common.js"
import { integerId } from "../params.js"
import { trainingSchemas } from "./schemas.js"

export { trainingSchemas } from "./schemas.js"

/** What the training endpoints need: the services of the training use cases (`@atalaya/training`). */
export type TrainingServices = TrainingService.TrainingServices

const uuidParam = (detail: string, description: string): PathParam<string> => ({
  schema: { type: "string", format: "uuid" },
  description,
  parse: (raw) => TrainingService.pathUuid(raw, detail)
})
const programId = uuidParam(Training.Texts.programNotFound, "Program id")
const sessionId = uuidParam(Training.Texts.sessionNotFound, "Session id")
const materialId = uuidParam(Training.Texts.materialNotFound, "Material id")
const attemptId = uuidParam(Training.Texts.attemptNotFound, "Attempt id")
const text: PathParam<string> = { schema: { type: "string" }, parse: (raw) => Effect.succeed(raw ?? "") }
const employeeId = integerId("empleado_id", "Employee (user) id")

const read = permission("training:read")
const manage = permission("training:manage")
// Any signed-in user acts on their own training; the use case asks another employee's for
// training:read (reads) or training:manage (writes). The rule is in the summary, not in
// x-permission, which names what every caller needs.
const own = authenticated()
const me = (i: Input<unknown>) => i.principal!

const pdf = (bytes: Uint8Array, name: string) =>
  new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "content-type": "application/pdf",
      "content-length": String(bytes.length),
      "content-disposition": `inline; filename="${name}"`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store"
    }
  })

const deleted = { type: "object", properties: { ok: { const: true }, deleted_id: { type: "string", format: "uuid" } } }
const listOf = (name: string) => ({ type: "array", items: ref(name) })
const T = "training"

/** The training group. */
export const training: Group<TrainingServices> = group({
  name: "training",
  schemas: { ...commonSchemas, ...trainingSchemas },
  endpoints: [
    // Programs.
    endpoint({
      method: "get", path: "/capacitacion/programas", summary: "Training programs", tag: T, access: authenticated(),
      success: { schema: listOf("TrainingProgram") }, handler: () => TrainingService.listPrograms()
    }),
    endpoint({
      method: "post", path: "/capacitacion/programas", summary: "Create a program (estado borrador unless given)", tag: T, access: manage,
      body: { kind: "json", schema: ref("TrainingProgram") }, success: { status: 201, schema: ref("TrainingProgram") },
      handler: (i) => TrainingService.createProgram(i.body, me(i))
    }),
    endpoint({
      method: "get", path: "/capacitacion/programas/{id}", summary: "A program", tag: T, access: authenticated(), params: { id: programId },
      success: { schema: ref("TrainingProgram") }, errors: { 404: Training.Texts.programNotFound }, handler: (i) => TrainingService.getProgram(i.params.id)
    }),
    endpoint({
      method: "put", path: "/capacitacion/programas/{id}", summary: "Update a program (any subset of its fields)", tag: T, access: manage, params: { id: programId },
      body: { kind: "json", schema: ref("TrainingProgram") }, success: { schema: ref("TrainingProgram") }, errors: { 404: Training.Texts.programNotFound },
      handler: (i) => TrainingService.updateProgram(i.params.id, i.body, me(i))
    }),
    endpoint({
      method: "delete", path: "/capacitacion/programas/{id}", summary: "Delete a program with its sessions and materials (409 once it has certificates)", tag: T,
      access: manage, params: { id: programId }, success: { schema: deleted }, errors: { 404: Training.Texts.programNotFound, 409: Training.Texts.programHasCertificates },
      handler: (i) => TrainingService.deleteProgram(i.params.id, me(i))
    }),
    endpoint({
      method: "get", path: "/capacitacion/programas/{id}/stats", summary: "Program statistics: participants, completion, hardest materials, attendance per session", tag: T,
      access: read, params: { id: programId }, errors: { 404: Training.Texts.programNotFound },
      success: { schema: { type: "object", properties: { programa_id: { type: "string" }, titulo: { type: "string" }, estadisticas: { type: "object" }, materiales_mas_dificiles: { type: "array" }, asistencia_por_sesion: { type: "array" } } } },
      handler: (i) => LearningService.programStats(i.params.id)
    }),
    // Sessions.
    endpoint({
      method: "get", path: "/capacitacion/sesiones", summary: "Sessions, of one program with programa_id", tag: T, access: authenticated(),
      query: [{ name: "programa_id", schema: { type: "string", format: "uuid" } }], success: { schema: listOf("TrainingSession") },
      handler: (i) => TrainingService.listSessions(i.query)
    }),
    endpoint({
      method: "post", path: "/capacitacion/sesiones", summary: "Create a session", tag: T, access: manage,
      body: { kind: "json", schema: ref("TrainingSession") }, success: { status: 201, schema: ref("TrainingSession") }, errors: { 404: Training.Texts.programNotFound },
      handler: (i) => TrainingService.createSession(i.body, me(i))
    }),
    endpoint({
      method: "get", path: "/capacitacion/sesiones/{id}", summary: "A session", tag: T, access: authenticated(), params: { id: sessionId },
      success: { schema: ref("TrainingSession") }, errors: { 404: Training.Texts.sessionNotFound }, handler: (i) => TrainingService.getSession(i.params.id)
    }),
    endpoint({
      method: "put", path: "/capacitacion/sesiones/{id}", summary: "Update a session (any subset of its fields)", tag: T, access: manage, params: { id: sessionId },
      body: { kind: "json", schema: ref("TrainingSession") }, success: { schema: ref("TrainingSession") }, errors: { 404: Training.Texts.sessionNotFound },
      handler: (i) => TrainingService.updateSession(i.params.id, i.body, me(i))
    }),
    endpoint({
      method: "delete", path: "/capacitacion/sesiones/{id}", summary: "Delete a session and its attendance", tag: T, access: manage, params: { id: sessionId },
      success: { schema: deleted }, errors: { 404: Training.Texts.sessionNotFound }, handler: (i) => TrainingService.deleteSession(i.params.id, me(i))
    }),
    endpoint({
      method: "get", path: "/capacitacion/sesiones/{id}/asistencia", summary: "A session's attendance summary", tag: T, access: read, params: { id: sessionId },
      errors: { 404: Training.Texts.sessionNotFound },
      success: { schema: { type: "object", properties: { sesion: { type: "object" }, total_registrados: { type: "integer" }, presentes: { type: "integer" }, ausentes: { type: "integer" }, tardanzas: { type: "integer" }, tasa_asistencia: { type: "number" }, detalles: { type: "array" } } } },
      handler: (i) => LearningService.sessionAttendance(i.params.id)
    }),
    // Materials.
    endpoint({
      method: "get", path: "/capacitacion/materiales", summary: "Materials, filtered by programa_id and sesion_id (quiz answers only with training:manage)", tag: T, access: authenticated(),
      query: [{ name: "programa_id", schema: { type: "string", format: "uuid" } }, { name: "sesion_id", schema: { type: "string", format: "uuid" } }],
      success: { schema: listOf("TrainingMaterial") },
      handler: (i) => Effect.map(TrainingService.listMaterials(i.query), (ms) => ms.map((m) => TrainingService.materialView(m, me(i))))
    }),
    endpoint({
      method: "post", path: "/capacitacion/materiales",
      summary: "Create a material: manual; full_auto (content of 3+ pages with bibliography, its PDF and a quiz by the language model; 503 without one); ai_from_material (a quiz from material_text, by the model or by rules)",
      tag: T, access: manage, body: { kind: "json", schema: ref("TrainingMaterial") }, success: { status: 201, schema: ref("TrainingMaterial") },
      errors: { 404: "Program or session not found", 502: "The language model failed", 503: Training.Texts.fullAutoNeedsModel, 504: "The language model timed out" },
      handler: (i) => Effect.map(TrainingService.createMaterial(i.body, me(i)), (m) => TrainingService.materialView(m, me(i)))
    }),
    endpoint({
      method: "get", path: "/capacitacion/materiales/{id}", summary: "A material (quiz answers only with training:manage)", tag: T, access: authenticated(), params: { id: materialId },
      success: { schema: ref("TrainingMaterial") }, errors: { 404: Training.Texts.materialNotFound },
      handler: (i) => Effect.map(TrainingService.getMaterial(i.params.id), (m) => TrainingService.materialView(m, me(i)))
    }),
    endpoint({
      method: "put", path: "/capacitacion/materiales/{id}", summary: "Update a material (any subset; ai_from_material with material_text rebuilds the quiz)", tag: T, access: manage,
      params: { id: materialId }, body: { kind: "json", schema: ref("TrainingMaterial") }, success: { schema: ref("TrainingMaterial") }, errors: { 404: Training.Texts.materialNotFound },
      handler: (i) => Effect.map(TrainingService.updateMaterial(i.params.id, i.body, me(i)), (m) => TrainingService.materialView(m, me(i)))
    }),
    endpoint({
      method: "delete", path: "/capacitacion/materiales/{id}", summary: "Delete a material with its attempts", tag: T, access: manage, params: { id: materialId },
      success: { schema: deleted }, errors: { 404: Training.Texts.materialNotFound }, handler: (i) => TrainingService.deleteMaterial(i.params.id, me(i))
    }),
    endpoint({
      method: "get", path: "/capacitacion/materiales/{id}/pdf", summary: "A generated material's PDF", tag: T, access: authenticated(), params: { id: materialId },
      success: { contentType: "application/pdf", schema: { type: "string", format: "binary" } }, errors: { 404: Training.Texts.materialNotFound },
      handler: (i) => Effect.map(TrainingService.materialPdf(i.params.id), (bytes) => pdf(bytes, `material-${i.params.id}.pdf`))
    }),
    endpoint({
      method: "post", path: "/capacitacion/materiales/{id}/redistribute-points", summary: "Sets the quiz's points by the rule (floor(20/n), the first 20 mod n one more) and saves them", tag: T,
      access: manage, params: { id: materialId }, success: { schema: ref("TrainingMaterial") }, errors: { 404: Training.Texts.materialNotFound },
      handler: (i) => Effect.map(TrainingService.redistributePoints(i.params.id, me(i)), (m) => TrainingService.materialView(m, me(i)))
    }),
    endpoint({
      method: "post", path: "/capacitacion/materiales/{id}/intentos", summary: "A quiz attempt, graded out of 20 (409 after max_attempts or after quiz_lock_at); another employee's needs training:manage", tag: T,
      access: own, params: { id: materialId },
      body: { kind: "json", schema: { type: "object", required: ["empleado_id", "respuestas"], properties: { empleado_id: { type: "integer" }, respuestas: { type: "object", description: "Answer by question id: an option id, a list of option ids (multiple_choice, image_select, ordering), a boolean, a text, or {left: right} (matching)" } } } },
      success: { status: 201, schema: ref("QuizAttempt") }, errors: { 404: Training.Texts.materialNotFound, 409: "Attempts exhausted or quiz closed" },
      handler: (i) => LearningService.submitAttempt(i.params.id, i.body, me(i))
    }),
    endpoint({
      method: "post", path: "/capacitacion/materiales/{id}/completado", summary: "Marks a material without quiz as completed by an employee (another employee's needs training:manage)", tag: T, access: own,
      params: { id: materialId }, body: { kind: "json", schema: { type: "object", required: ["empleado_id"], properties: { empleado_id: { type: "integer" } } } },
      success: { schema: { type: "object" } }, errors: { 404: Training.Texts.materialNotFound }, handler: (i) => LearningService.completeMaterial(i.params.id, i.body, me(i))
    }),
    endpoint({
      method: "put", path: "/capacitacion/intentos/{id}/calificacion", summary: "A person grades the pending free-text answers of an attempt", tag: T, access: manage,
      params: { id: attemptId }, body: { kind: "json", schema: { type: "object", required: ["puntajes"], properties: { puntajes: { type: "object", additionalProperties: { type: "number" } } } } },
      success: { schema: ref("QuizAttempt") }, errors: { 404: Training.Texts.attemptNotFound }, handler: (i) => LearningService.reviewAttempt(i.params.id, i.body, me(i))
    }),
    // Quizzes, attendance, progress.
    endpoint({
      method: "post", path: "/capacitacion/quiz/generate", summary: "Questions from a text: by the language model, or by rules (meta.engine 'reglas')", tag: T, access: manage,
      body: { kind: "json", schema: { type: "object", required: ["material_text"], properties: { material_text: { type: "string" }, num_questions: { type: "integer", minimum: 1, maximum: 20, default: 10 }, question_types: { type: "array", items: { type: "string" } } } } },
      success: { schema: { type: "object", properties: { questions: listOf("QuizQuestion"), total_points: { type: "integer" }, meta: { type: "object" } } } },
      errors: { 502: "The language model failed", 504: "The language model timed out" },
      handler: (i) => TrainingService.generateQuiz(i.body)
    }),
    endpoint({
      method: "post", path: "/capacitacion/asistencia", summary: "Attendance of one employee, or of many (asistencias)", tag: T, access: manage,
      body: { kind: "json", schema: ref("AttendanceBody") }, errors: { 404: Training.Texts.sessionNotFound },
      success: { schema: { type: "object", properties: { ok: { const: true }, registrados: { type: "integer" }, items: { type: "array" } } } },
      handler: (i) => LearningService.registerAttendance(i.body, me(i))
    }),
    endpoint({
      method: "get", path: "/capacitacion/progress/{empleado_id}", summary: "An employee's progress in the programs in force and their certificates (another employee's needs training:read)", tag: T,
      access: own, params: { empleado_id: employeeId }, errors: { 404: Training.Texts.employeeNotFound },
      success: { schema: { type: "object", properties: { empleado_id: { type: "integer" }, programas_activos: { type: "array" }, certificados_obtenidos: { type: "array" } } } },
      handler: (i) => LearningService.progress(i.params.empleado_id, me(i))
    }),
    // Certificates.
    endpoint({
      method: "get", path: "/capacitacion/certificados/check/{empleado_id}/{programa_id}", summary: "What an employee still lacks for a program's certificate (another employee's needs training:read)", tag: T,
      access: own, params: { empleado_id: employeeId, programa_id: text }, success: { schema: ref("CertificateCheck") },
      errors: { 404: "Employee or program not found" }, handler: (i) => LearningService.checkCertificate(i.params.empleado_id, i.params.programa_id, me(i))
    }),
    endpoint({
      method: "post", path: "/capacitacion/certificados/emitir", summary: "Issues the certificate when every criterion holds (409 naming what is missing); a repeat answers the certificate issued; another employee's needs training:manage", tag: T,
      access: own, body: { kind: "json", schema: { type: "object", required: ["empleado_id", "programa_id"], properties: { empleado_id: { type: "integer" }, programa_id: { type: "string", format: "uuid" } } } },
      success: { schema: ref("CertificateIssued") }, errors: { 404: "Employee or program not found", 409: "Requirements not met" },
      handler: (i) => LearningService.issueCertificate(i.body, me(i), new URL(i.c.req.url).origin)
    }),
    endpoint({
      method: "get", path: "/capacitacion/certificados/verificar/{codigo}", summary: "Public verification of a certificate (the QR's URL)", tag: T, access: anyone("public: the verification code is the credential"),
      params: { codigo: text }, success: { schema: ref("CertificateVerification") }, handler: (i) => LearningService.verifyCertificate(i.params.codigo)
    }),
    endpoint({
      method: "get", path: "/capacitacion/certificados/{file}.pdf", summary: "A certificate's PDF ({file} is its verification code): the holder's own, or any with training:read", tag: T,
      access: authenticated(), params: { file: { ...text, suffix: ".pdf" } },
      success: { contentType: "application/pdf", schema: { type: "string", format: "binary" } }, errors: { 404: Training.Texts.certificateNotFound },
      handler: (i) => Effect.map(LearningService.certificateFile(i.params.file, me(i)), (bytes) => pdf(bytes, `${i.params.file}.pdf`))
    })
  ]
})
