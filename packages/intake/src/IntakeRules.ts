/**
 * Case validation at intake (evaluation rule 6), the same for every channel (free text, email,
 * WhatsApp, scanned documents): required patient age and sex, product and event description; an
 * event date not later than the reception date; a contact in a valid format; and a warning when a
 * similar case exists. Pure: the similar-case lookup is in `IntakeCheck`, which adds its warning.
 *
 * Problems are warnings, not errors: intake keeps what it could read and tells the person (or the
 * review queue) what is missing or doubtful.
 */
import { Contact, Fields } from "@atalaya/core"

/** What a warning is about. */
export type WarningCode = "faltante" | "fecha_posterior" | "fechas_invertidas" | "contacto_invalido" | "caso_similar" | "motor"

/** One intake warning (`warnings[]` of `POST /ingest/preview`). */
export interface IntakeWarning {
  /** The case field concerned, or null for the whole report (engine fallback). */
  readonly campo: string | null
  readonly mensaje: string
  readonly codigo: WarningCode
  /** The similar case (code `caso_similar`). */
  readonly caso_id?: number
  /** Its duplicate score 0..1 (code `caso_similar`). */
  readonly puntaje?: number
}

/** A suspected product of an intake payload (the fields rule 6 reads). */
export interface IntakeProducto {
  readonly nombre_producto?: string | null | undefined
}

/** The case fields intake validation reads; any case payload (create body) fits. */
export interface IntakePayload {
  readonly paciente_iniciales?: string | null | undefined
  readonly paciente_edad?: number | string | null | undefined
  readonly paciente_sexo?: string | null | undefined
  readonly reportante_nombre?: string | null | undefined
  readonly reportante_contacto?: string | null | undefined
  readonly reportante_email?: string | null | undefined
  readonly reportante_telefono?: string | null | undefined
  readonly producto_sospechoso?: string | null | undefined
  readonly productos?: ReadonlyArray<IntakeProducto> | undefined
  readonly descripcion_evento?: string | null | undefined
  readonly fecha_inicio_evento?: string | null | undefined
  readonly fecha_fin_evento?: string | null | undefined
}

/** The fields rule 6 requires, with the message when one is missing. */
export const REQUIRED_AT_INTAKE = {
  paciente_edad: "Falta la edad del paciente",
  paciente_sexo: "Falta el sexo del paciente",
  producto_sospechoso: "Falta el producto sospechoso",
  descripcion_evento: "Falta la descripción del evento"
} as const

/**
 * Fields the contract also requires to create a case; intake reports them too, so a channel that
 * creates cases knows before trying (it may fill them, e.g. initials `N.N.` or the sender as reporter).
 */
export const REQUIRED_FOR_CASE = {
  paciente_iniciales: "Faltan las iniciales del paciente",
  reportante_nombre: "Falta el nombre del reportante"
} as const

/** Texts of the other warnings. */
export const Texts = {
  eventAfterReception: (field: string, date: string, reception: string) =>
    `La ${field === "fecha_fin_evento" ? "fecha de fin" : "fecha de inicio"} del evento (${date}) es posterior a la fecha de recepción (${reception})`,
  endBeforeStart: (start: string, end: string) => `La fecha de fin del evento (${end}) es anterior a la de inicio (${start})`,
  invalidEmail: (value: string) => `El correo del reportante no tiene un formato válido: ${value}`,
  invalidPhone: (value: string) => `El teléfono del reportante no tiene un formato válido: ${value}`,
  invalidContact: (value: string) => `El contacto del reportante no es un correo ni un teléfono válido: ${value}`,
  similarCase: (id: number, score: number) => `Existe un caso similar: #${id} (puntaje ${score.toFixed(2)})`
} as const

const blank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "")

// One '@', something before it, and a dotted domain with no spaces: what mail servers accept in practice.
const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:".]{2,}$/

/** True when `value` looks like a deliverable email address. */
export const isValidEmail = (value: string): boolean => EMAIL.test(value.trim())

/**
 * True when `value` is a phone number the messaging providers can reach: one that normalizes to
 * E.164 (`Contact.normalizePhone`: with its country code, or a Peruvian mobile or landline),
 * optionally prefixed `whatsapp:`.
 */
export const isValidPhone = (value: string): boolean => Contact.isPhone(value) && Contact.normalizePhone(value) !== null

/** Warnings for missing required fields (rule 6, plus the fields a case cannot be created without). */
export const missingFields = (payload: IntakePayload): ReadonlyArray<IntakeWarning> => {
  const out: Array<IntakeWarning> = []
  const product = !blank(payload.producto_sospechoso) || (payload.productos ?? []).some((p) => !blank(p.nombre_producto))
  for (const [campo, mensaje] of Object.entries(REQUIRED_AT_INTAKE)) {
    const present = campo === "producto_sospechoso" ? product : !blank(payload[campo as keyof IntakePayload])
    if (!present) out.push({ campo, mensaje, codigo: "faltante" })
  }
  for (const [campo, mensaje] of Object.entries(REQUIRED_FOR_CASE)) {
    if (blank(payload[campo as keyof IntakePayload])) out.push({ campo, mensaje, codigo: "faltante" })
  }
  return out
}

/** Warnings for event dates later than the reception date, or an end before the start. */
export const dateWarnings = (payload: IntakePayload, receptionDate: string): ReadonlyArray<IntakeWarning> => {
  const out: Array<IntakeWarning> = []
  const dateOf = (value: unknown): string | null => {
    if (blank(value)) return null
    const parsed = Fields.parseDate(value)
    return parsed.ok ? parsed.value : null
  }
  const start = dateOf(payload.fecha_inicio_evento)
  const end = dateOf(payload.fecha_fin_evento)
  for (const [campo, date] of [["fecha_inicio_evento", start], ["fecha_fin_evento", end]] as const) {
    if (date !== null && date > receptionDate) {
      out.push({ campo, mensaje: Texts.eventAfterReception(campo, date, receptionDate), codigo: "fecha_posterior" })
    }
  }
  if (start !== null && end !== null && end < start) out.push({ campo: "fecha_fin_evento", mensaje: Texts.endBeforeStart(start, end), codigo: "fechas_invertidas" })
  return out
}

/**
 * Warnings for contacts in an invalid format: `reportante_email` must be an address,
 * `reportante_telefono` a reachable number, and `reportante_contacto` either (by the creation
 * rule, '@' makes it an email).
 */
export const contactWarnings = (payload: IntakePayload): ReadonlyArray<IntakeWarning> => {
  const out: Array<IntakeWarning> = []
  const contacto = blank(payload.reportante_contacto) ? null : payload.reportante_contacto!.trim()
  if (contacto !== null) {
    const valid = Contact.isEmail(contacto) ? isValidEmail(contacto) : isValidPhone(contacto)
    if (!valid) {
      out.push({
        campo: "reportante_contacto",
        mensaje: Contact.isEmail(contacto) ? Texts.invalidEmail(contacto) : Contact.isPhone(contacto) ? Texts.invalidPhone(contacto) : Texts.invalidContact(contacto),
        codigo: "contacto_invalido"
      })
    }
  }
  const email = blank(payload.reportante_email) ? null : payload.reportante_email!.trim()
  if (email !== null && email !== contacto && !isValidEmail(email)) {
    out.push({ campo: "reportante_email", mensaje: Texts.invalidEmail(email), codigo: "contacto_invalido" })
  }
  const phone = blank(payload.reportante_telefono) ? null : payload.reportante_telefono!.trim()
  if (phone !== null && phone !== contacto && !isValidPhone(phone)) {
    out.push({ campo: "reportante_telefono", mensaje: Texts.invalidPhone(phone), codigo: "contacto_invalido" })
  }
  return out
}

/** Every warning of rule 6 that needs no storage: missing fields, dates, contact format. */
export const validate = (payload: IntakePayload, options: { readonly receptionDate: string }): ReadonlyArray<IntakeWarning> => [
  ...missingFields(payload),
  ...dateWarnings(payload, options.receptionDate),
  ...contactWarnings(payload)
]

/** The warning naming a similar case. */
export const similarCaseWarning = (id: number, score: number): IntakeWarning => ({
  campo: null,
  mensaje: Texts.similarCase(id, score),
  codigo: "caso_similar",
  caso_id: id,
  puntaje: score
})
