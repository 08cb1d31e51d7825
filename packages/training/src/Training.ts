/**
 * Training resources (service-spec "Training resources", "Training program (estado)", "Attendance
 * (estado)"; decisions.md "Training"): the input schemas of programs, sessions, materials and
 * attendance, in the contract's validation shape, and the records as answered.
 */
import { Fields, Validation } from "@atalaya/core"
import { z } from "zod"
import { DEFAULT_QUESTIONS, MAX_QUESTIONS, type QuizJson, quizSchema, TYPES } from "./Quiz.js"

/** Program states. */
export const PROGRAM_STATES = ["vigente", "finalizado", "borrador"] as const
/** Session modes. */
export const MODALIDADES = ["presencial", "virtual", "hibrida"] as const
/** Material kinds. */
export const TIPOS = ["archivo", "enlace"] as const
/** Material categories; `Obligatorio` materials are the required ones of a certificate. */
export const CATEGORIAS = ["Obligatorio", "Procedimientos", "Referencias"] as const
/** How a material's content and quiz came to be. */
export const GENERATION_MODES = ["manual", "full_auto", "ai_from_material"] as const
/** Who a material is for. */
export const AUDIENCE_MODES = ["todos", "areas", "personalizado"] as const
/** Legacy audience values and what they mean now (service-spec). */
export const LEGACY_AUDIENCE: Readonly<Record<string, (typeof AUDIENCE_MODES)[number]>> = { privado: "personalizado", interno: "areas", publico: "todos" }
/** Attendance states; presente and tardanza count as attended. */
export const ATTENDANCE_STATES = ["presente", "ausente", "tardanza"] as const

/** Default pass mark, out of 20 (the spec gives the scale, not the value). */
export const DEFAULT_MIN_SCORE = 14
/** Default attempts per material (service-spec "Limits"). */
export const DEFAULT_MAX_ATTEMPTS = 3
/** Share of a program's sessions a certificate needs attended (service-spec "Limits"). */
export const MIN_ATTENDANCE = 0.8

/** Texts of the training endpoints. */
export const Texts = {
  programNotFound: "Programa no encontrado",
  sessionNotFound: "Sesión no encontrada",
  materialNotFound: "Material no encontrado",
  employeeNotFound: "Empleado no encontrado",
  certificateNotFound: "Certificado no encontrado",
  attemptNotFound: "Intento no encontrado",
  fullAutoNeedsModel: "La generacion automatica requiere un modelo de lenguaje",
  noQuiz: "El material no tiene cuestionario",
  maxAttempts: (n: number) => `Se alcanzó el máximo de intentos (${n})`,
  quizLocked: "El cuestionario está cerrado",
  notAssigned: "El material no está asignado a este empleado",
  ownOnly: "Solo puede registrar o consultar lo suyo",
  programHasCertificates: "No se puede eliminar: el programa tiene certificados emitidos",
  notEligible: (faltantes: ReadonlyArray<string>) => `No cumple los requisitos del certificado: ${faltantes.join("; ")}`,
  fechaFin: "fecha_fin no puede ser anterior a fecha_inicio",
  notPending: "El intento no tiene respuestas pendientes de calificar",
  noSourceText: "No hay texto del material para generar preguntas"
} as const

const datetimeIssue = { msg: "invalid datetime format", type: "value_error.datetime" }

/** Parses an ISO date-time (a date alone is its midnight UTC; no zone means UTC) into ISO UTC. */
export const parseDateTime = (value: unknown) => {
  if (typeof value !== "string") return { ok: false as const, issue: datetimeIssue }
  const v = value.trim()
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(v)
  if (!m || !Fields.isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]))) return { ok: false as const, issue: datetimeIssue }
  const zone = m[7] ?? "Z"
  const iso = m[4] === undefined ? `${m[1]}-${m[2]}-${m[3]}T00:00:00Z` : `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? "00"}${zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone}`
  const t = Date.parse(iso)
  return Number.isNaN(t) ? { ok: false as const, issue: datetimeIssue } : { ok: true as const, value: new Date(t).toISOString() }
}

/** Zod schema of a date-time field. */
export const dateTime = (presence: Fields.Presence = "optional") =>
  z.unknown().transform((value, ctx): string | null | undefined => {
    if (value === undefined) {
      if (presence === "required") Validation.report(ctx, Validation.Messages.missing)
      return presence === "required" ? z.NEVER : undefined
    }
    if (value === null || (typeof value === "string" && value.trim() === "")) return null
    const parsed = parseDateTime(value)
    if (!parsed.ok) {
      Validation.report(ctx, parsed.issue)
      return z.NEVER
    }
    return parsed.value
  })

/** A UUID, lower case. */
export const isUuid = (value: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)

const uuid = (presence: Fields.Presence = "optional") =>
  Fields.text(36, presence).transform((v, ctx) => {
    if (v === null || v === undefined) return v
    if (!isUuid(v)) {
      Validation.report(ctx, { msg: "value is not a valid uuid", type: "type_error.uuid" })
      return z.NEVER
    }
    return v.toLowerCase()
  })

/** A list whose items may not be null (the item schemas refuse null; this narrows the type). */
const listOf = <S extends z.ZodTypeAny>(item: S) =>
  Fields.list(item).transform((xs) => xs?.filter((x): x is NonNullable<z.output<S>> => x !== null && x !== undefined))

const short = (presence: Fields.Presence = "optional") => Fields.text(Fields.SHORT_TEXT, presence)
const long = () => Fields.text(Fields.LONG_TEXT)

/** Program body (POST; PUT takes any subset). */
export const programInput = Fields.record({
  titulo: short("required"),
  descripcion: long(),
  fecha_inicio: Fields.date(),
  fecha_fin: Fields.date(),
  responsable_id: Fields.integer("optional", 1, Fields.MAX_INT),
  estado: Fields.enumeration(PROGRAM_STATES, {}, "notNull"),
  obligatorio: Fields.boolean("notNull")
})
/** A validated program body. */
export type ProgramInput = z.output<typeof programInput>

/** A program as answered. */
export interface Program {
  readonly id: string
  readonly titulo: string
  readonly descripcion: string | null
  readonly fecha_inicio: string | null
  readonly fecha_fin: string | null
  readonly responsable_id: number | null
  readonly estado: (typeof PROGRAM_STATES)[number]
  readonly obligatorio: boolean
  readonly created_at: string
  readonly updated_at: string
}

/** Session body. */
export const sessionInput = Fields.record({
  programa_id: uuid("required"),
  titulo: short("required"),
  tema: short(),
  fecha_programada: dateTime(),
  duracion_min: Fields.integer("optional", 1, 100_000),
  modalidad: Fields.enumeration(MODALIDADES, { "híbrida": "hibrida" }),
  instructor: short(),
  ubicacion: short(),
  max_participantes: Fields.integer("optional", 1, 1_000_000),
  mes_programado: Fields.integer("optional", 1, 12)
})
/** A validated session body. */
export type SessionInput = z.output<typeof sessionInput>

/** A session as answered. */
export interface Session {
  readonly id: string
  readonly programa_id: string
  readonly titulo: string
  readonly tema: string | null
  readonly fecha_programada: string | null
  readonly duracion_min: number | null
  readonly modalidad: (typeof MODALIDADES)[number] | null
  readonly instructor: string | null
  readonly ubicacion: string | null
  readonly max_participantes: number | null
  readonly mes_programado: number | null
  readonly created_at: string
}

/** `auto_full_params` of a full_auto material. */
export const autoFullParams = Fields.record({
  descripcion: long(),
  objetivos: long(),
  publico: short(),
  duracion: short(),
  extras: long(),
  quiz_num_questions: Fields.integer("optional", 1, MAX_QUESTIONS),
  quiz_types: listOf(Fields.enumeration(TYPES, {}, "notNull"))
})
/** Validated `auto_full_params`. */
export type AutoFullParams = z.output<typeof autoFullParams>

/** Material body; `material_text` (not stored as such) is the source of an `ai_from_material` quiz. */
export const materialInput = Fields.record({
  titulo: short("required"),
  descripcion: long(),
  tipo: Fields.enumeration(TIPOS),
  categoria: Fields.enumeration(CATEGORIAS),
  url: Fields.text(2048),
  video_url: Fields.text(2048),
  image_url: Fields.text(2048),
  generation_mode: Fields.enumeration(GENERATION_MODES, {}, "notNull"),
  auto_full_params: autoFullParams.optional(),
  quiz_json: quizSchema,
  quiz_lock_at: dateTime(),
  min_score: Fields.integer("notNull", 0, 20),
  max_attempts: Fields.integer("notNull", 1, 100),
  audience_mode: Fields.enumeration(AUDIENCE_MODES, LEGACY_AUDIENCE, "notNull"),
  audience_areas: listOf(short("notNull")),
  audience_ids: listOf(Fields.integer("notNull", 1, Fields.MAX_INT)),
  programa_id: uuid(),
  sesion_id: uuid(),
  tema: short(),
  mes_programado: Fields.integer("optional", 1, 12),
  material_text: long(),
  quiz_num_questions: Fields.integer("optional", 1, MAX_QUESTIONS),
  quiz_types: listOf(Fields.enumeration(TYPES, {}, "notNull"))
})
/** A validated material body. */
export type MaterialInput = z.output<typeof materialInput>

/** The stored columns of a material (what a write sets). */
export interface MaterialValues {
  readonly titulo: string
  readonly descripcion: string | null
  readonly tipo: (typeof TIPOS)[number] | null
  readonly categoria: (typeof CATEGORIAS)[number] | null
  readonly url: string | null
  readonly video_url: string | null
  readonly image_url: string | null
  readonly generation_mode: (typeof GENERATION_MODES)[number]
  readonly auto_full_params: AutoFullParams | null
  readonly contenido: string | null
  readonly pdf_key: string | null
  readonly quiz_json: QuizJson | null
  readonly quiz_lock_at: string | null
  readonly min_score: number
  readonly max_attempts: number
  readonly audience_mode: (typeof AUDIENCE_MODES)[number]
  readonly audience_areas: ReadonlyArray<string>
  readonly audience_ids: ReadonlyArray<number>
  readonly programa_id: string | null
  readonly sesion_id: string | null
  readonly tema: string | null
  readonly mes_programado: number | null
}

/** A material as stored. */
export interface Material extends MaterialValues {
  readonly id: string
  readonly created_at: string
  readonly updated_at: string
}

/** Attendance body: one employee or a list (`asistencias`). */
export const attendanceInput = Fields.record({
  sesion_id: uuid("required"),
  empleado_id: Fields.integer("optional", 1, Fields.MAX_INT),
  estado: Fields.enumeration(ATTENDANCE_STATES),
  observaciones: long(),
  asistencias: Fields.list(Fields.record({
    empleado_id: Fields.integer("required", 1, Fields.MAX_INT),
    estado: Fields.enumeration(ATTENDANCE_STATES, {}, "required"),
    observaciones: long()
  }))
})

/** One attendance record to write. */
export interface AttendanceEntry {
  readonly empleado_id: number
  readonly estado: (typeof ATTENDANCE_STATES)[number]
  readonly observaciones: string | null
}

/** Attempt body: whose answers, by question id. */
export const attemptInput = Fields.record({
  empleado_id: Fields.integer("required", 1, Fields.MAX_INT),
  respuestas: z.unknown().transform((value, ctx): Readonly<Record<string, unknown>> => {
    if (value === undefined) {
      Validation.report(ctx, Validation.Messages.missing)
      return z.NEVER
    }
    if (!Fields.isPlainObject(value)) {
      Validation.report(ctx, Validation.Messages.dict)
      return z.NEVER
    }
    return value
  })
})

/** Body naming an employee (completion, certificate issuance). */
export const employeeInput = Fields.record({ empleado_id: Fields.integer("required", 1, Fields.MAX_INT) })
/** Body of certificate issuance. */
export const issueInput = Fields.record({ empleado_id: Fields.integer("required", 1, Fields.MAX_INT), programa_id: uuid("required") })

/** `POST /capacitacion/quiz/generate` body. */
export const generateInput = Fields.record({
  material_text: Fields.text(100_000, "required"),
  num_questions: Fields.integer("optional", 1, MAX_QUESTIONS),
  question_types: listOf(Fields.enumeration(TYPES, {}, "notNull"))
})

/** Body of a person's grading of pending free-text answers: points per question id. */
export const reviewInput = Fields.record({
  puntajes: z.unknown().transform((value, ctx): Readonly<Record<string, number>> => {
    if (!Fields.isPlainObject(value)) {
      Validation.report(ctx, value === undefined ? Validation.Messages.missing : Validation.Messages.dict)
      return z.NEVER
    }
    const out: Record<string, number> = {}
    for (const [k, v] of Object.entries(value)) {
      const n = Fields.parseNumber(0, 20)(v)
      if (!n.ok) {
        ctx.addIssue({ code: "custom", message: n.issue.msg, path: [k], params: { type: n.issue.type } })
        return z.NEVER
      }
      out[k] = n.value
    }
    return out
  })
})

/** Question count of a generated quiz. */
export const questionCount = (n: number | null | undefined): number => n ?? DEFAULT_QUESTIONS

/** Whether a material is meant for an employee of `area` (audience rules). */
export const appliesTo = (m: Pick<Material, "audience_mode" | "audience_areas" | "audience_ids">, user: { readonly id: number; readonly area: string | null }): boolean => {
  switch (m.audience_mode) {
    case "todos":
      return true
    case "areas":
      // Compared lower-cased and trimmed, as the SQL of progress and statistics does.
      return user.area !== null && m.audience_areas.some((a) => a.trim().toLowerCase() === user.area!.trim().toLowerCase())
    case "personalizado":
      return m.audience_ids.includes(user.id)
  }
}
