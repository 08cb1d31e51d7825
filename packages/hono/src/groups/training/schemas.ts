/**
 * Component schemas of the training endpoints (service-spec "Training resources", "Quiz question",
 * "Certificate data"), from the enumerations that validate them.
 */
import { Quiz, Training } from "@atalaya/training"
import type { Schema } from "../../Endpoint.js"

const str = { type: "string" } as const
const strOrNull = { type: ["string", "null"] } as const
const intOrNull = { type: ["integer", "null"] } as const
const numOrNull = { type: ["number", "null"] } as const
const uuid = { type: "string", format: "uuid" } as const
const dateTime = { type: ["string", "null"], format: "date-time" } as const
const date = { type: ["string", "null"], format: "date" } as const
const enumOf = (values: ReadonlyArray<string>, nullable = false): Schema => ({ type: nullable ? ["string", "null"] : "string", enum: nullable ? [...values, null] : [...values] })

const question: Schema = {
  type: "object",
  required: ["type", "text"],
  description: "points: integer; the quiz totals 20 (when any question lacks points, the points rule sets them all)",
  properties: {
    id: str,
    type: enumOf(Quiz.TYPES),
    text: str,
    points: { type: "integer", minimum: 0, maximum: 20 },
    options: { type: "array", items: { type: "object", properties: { id: str, text: str, correct: { type: "boolean" }, image_url: str } } },
    answer: { type: "boolean", description: "true_false" },
    explanation: { type: "string", description: "short_text and long_text: the expected answer" },
    correct_order: { type: "array", items: str, description: "ordering: option ids in order" },
    pairs: { type: "array", items: { type: "object", properties: { left: str, right: str } }, description: "matching" }
  }
}

/** The training group's component schemas. */
export const trainingSchemas: Readonly<Record<string, Schema>> = {
  TrainingProgram: {
    type: "object",
    required: ["titulo"],
    properties: {
      id: { ...uuid, readOnly: true }, titulo: str, descripcion: strOrNull, fecha_inicio: date, fecha_fin: date, responsable_id: intOrNull,
      estado: { ...enumOf(Training.PROGRAM_STATES), default: "borrador" }, obligatorio: { type: "boolean", default: false },
      created_at: { type: "string", format: "date-time", readOnly: true }, updated_at: { type: "string", format: "date-time", readOnly: true }
    }
  },
  TrainingSession: {
    type: "object",
    required: ["programa_id", "titulo"],
    properties: {
      id: { ...uuid, readOnly: true }, programa_id: uuid, titulo: str, tema: strOrNull, fecha_programada: dateTime, duracion_min: intOrNull,
      modalidad: enumOf(Training.MODALIDADES, true), instructor: strOrNull, ubicacion: strOrNull, max_participantes: intOrNull,
      mes_programado: { type: ["integer", "null"], minimum: 1, maximum: 12, description: "Defaults to the month of fecha_programada" }
    }
  },
  QuizQuestion: question,
  QuizJson: { type: "object", properties: { questions: { type: "array", maxItems: Quiz.MAX_QUESTIONS, items: { $ref: "#/components/schemas/QuizQuestion" } }, meta: { type: "object", description: "description, objectives, audience, duration, context_lines, engine, total_points" } } },
  TrainingMaterial: {
    type: "object",
    required: ["titulo"],
    description: "Readers without training:manage get quiz_json without correct answers.",
    properties: {
      id: { ...uuid, readOnly: true }, titulo: str, descripcion: strOrNull, tipo: enumOf(Training.TIPOS, true), categoria: enumOf(Training.CATEGORIAS, true),
      url: strOrNull, video_url: strOrNull, image_url: strOrNull, generation_mode: { ...enumOf(Training.GENERATION_MODES), default: "manual" },
      auto_full_params: {
        type: ["object", "null"],
        properties: { descripcion: str, objetivos: str, publico: str, duracion: str, extras: str, quiz_num_questions: { type: "integer", minimum: 1, maximum: 20, default: 10 }, quiz_types: { type: "array", items: enumOf(Quiz.TYPES) } }
      },
      quiz_json: { oneOf: [{ $ref: "#/components/schemas/QuizJson" }, { type: "null" }] },
      quiz_lock_at: dateTime, min_score: { type: "integer", minimum: 0, maximum: 20, default: Training.DEFAULT_MIN_SCORE },
      max_attempts: { type: "integer", minimum: 1, default: Training.DEFAULT_MAX_ATTEMPTS },
      audience_mode: { ...enumOf(Training.AUDIENCE_MODES), default: "todos", description: "Legacy privado, interno, publico become personalizado, areas, todos" },
      audience_areas: { type: "array", items: str }, audience_ids: { type: "array", items: { type: "integer" } },
      programa_id: { type: ["string", "null"], format: "uuid" }, sesion_id: { type: ["string", "null"], format: "uuid" }, tema: strOrNull,
      mes_programado: { type: ["integer", "null"], minimum: 1, maximum: 12 },
      material_text: { type: "string", writeOnly: true, description: "ai_from_material: the text the quiz is built from" },
      quiz_num_questions: { type: "integer", minimum: 1, maximum: 20, writeOnly: true }, quiz_types: { type: "array", items: enumOf(Quiz.TYPES), writeOnly: true },
      contenido: { ...strOrNull, readOnly: true }, pdf_url: { ...strOrNull, readOnly: true }
    }
  },
  QuizAttempt: {
    type: "object",
    properties: { id: uuid, nota: { type: "number", description: "Out of 20" }, aprobado: { type: "boolean" }, intento: { type: "integer" }, correctas: { type: "integer" }, pendiente: { type: "boolean" }, intentos_restantes: { type: "integer" } }
  },
  AttendanceBody: {
    type: "object",
    required: ["sesion_id"],
    properties: {
      sesion_id: uuid, empleado_id: { type: "integer" }, estado: enumOf(Training.ATTENDANCE_STATES), observaciones: str,
      asistencias: { type: "array", items: { type: "object", required: ["empleado_id", "estado"], properties: { empleado_id: { type: "integer" }, estado: enumOf(Training.ATTENDANCE_STATES), observaciones: str } } }
    }
  },
  CertificateCheck: { type: "object", properties: { elegible: { type: "boolean" }, faltantes: { type: "array", items: str } } },
  CertificateIssued: {
    type: "object",
    properties: {
      codigo_verificacion: str, empleado_id: { type: "integer" }, programa_id: uuid, fecha_emision: { type: "string", format: "date" }, promedio: { type: "number" },
      url_descarga: str, url_verificacion: str,
      datos: { type: "object", description: "empleado {nombre_completo, documento, area}, programa {titulo, duracion_total_horas, fecha_inicio, fecha_fin}, calificaciones {promedio, nota_minima, aprobado}, fecha_emision, codigo_verificacion, firmante {nombre, cargo, firma_digital}" }
    }
  },
  CertificateVerification: { type: "object", properties: { valido: { type: "boolean" }, empleado: strOrNull, programa: strOrNull, fecha_emision: date, promedio: numOrNull } }
}
